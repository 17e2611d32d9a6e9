/**
 * Reading the browser's Content-Security-Policy violation reports (POST /api/csp-report): the
 * Reporting API's `application/reports+json` (a list of reports, from `report-to`) and the older
 * `application/csp-report` (one report, from `report-uri`). A report is logged as one line with
 * the directive, the blocked origin and the page's path: no query strings, no full URLs (they
 * can carry what a visitor typed). At most LOG_PER_MINUTE lines a minute per process, so a
 * script posting reports cannot flood the log.
 */

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name of CSP_REPORT_PATH (next.config.ts sends the header; lib/security/csp.ts's policies name it). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

export type CspViolation = { directive: string; blocked: string; page: string };

const LOG_PER_MINUTE = 30;
const text = (v: unknown, max = 80) => (typeof v === 'string' ? v.replace(/[^\x20-\x7e]/g, '').slice(0, max) : '');

/** What a browser puts in a report's blocked field instead of a URL. */
const BLOCKED_KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'data', 'blob', 'self', 'trusted-types-policy', 'trusted-types-sink']);

/**
 * An origin, or the CSP keyword ('inline', 'eval', 'data', …) a report names instead of a URL.
 * Other text is "other": anyone can post a report, and words of their choosing would go into
 * the log as written.
 */
function originOf(value: unknown): string {
  const v = text(value, 2000);
  if (!v) return 'unknown';
  try {
    const url = new URL(v);
    return url.origin === 'null' ? `${url.protocol.replace(':', '')}` : url.origin;
  } catch {
    return BLOCKED_KEYWORDS.has(v) ? v : 'other';
  }
}

/**
 * The directive's name ("script-src-elem"): older browsers write the directive with its
 * sources ("script-src 'self' …"), so the first word; anything else is "unknown".
 */
function directiveOf(value: unknown): string {
  const name = text(value, 2000).split(' ')[0];
  return /^[a-z][a-z-]{0,39}$/.test(name) ? name : 'unknown';
}

function pathOf(value: unknown): string {
  try {
    return new URL(text(value, 2000)).pathname.slice(0, 120);
  } catch {
    return 'unknown';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The violations in a report body of either format; null when it is neither. */
export function parseCspReports(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) {
    const reports = body.filter((r) => isObject(r) && r.type === 'csp-violation' && isObject(r.body));
    if (reports.length === 0 && body.length > 0) return null;
    return reports.slice(0, 20).map((r) => {
      const b = (r as { body: Record<string, unknown> }).body;
      return { directive: directiveOf(b.effectiveDirective), blocked: originOf(b.blockedURL), page: pathOf(b.documentURL) };
    });
  }
  if (isObject(body) && isObject(body['csp-report'])) {
    const r = body['csp-report'];
    return [{ directive: directiveOf(r['effective-directive'] ?? r['violated-directive']), blocked: originOf(r['blocked-uri']), page: pathOf(r['document-uri']) }];
  }
  return null;
}

const g = globalThis as typeof globalThis & { __bbqCspLog?: { minute: number; lines: number; dropped: number } };

export function logCspViolations(violations: CspViolation[], now = Date.now()): void {
  const minute = Math.floor(now / 60_000);
  const state = (g.__bbqCspLog ??= { minute, lines: 0, dropped: 0 });
  if (state.minute !== minute) {
    if (state.dropped) console.warn(`[csp] ${state.dropped} more violation reports in the previous minute were not logged`);
    Object.assign(state, { minute, lines: 0, dropped: 0 });
  }
  for (const v of violations) {
    if (state.lines >= LOG_PER_MINUTE) {
      state.dropped++;
      continue;
    }
    state.lines++;
    console.warn(`[csp] violation: ${v.directive} blocked ${v.blocked} on ${v.page}`);
  }
}
