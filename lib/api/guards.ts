/**
 * Request checks for the routes that write (the two forms): where the request comes from and the
 * Idempotency-Key header. Who the client is: lib/api/client.ts.
 */

export const CROSS_SITE_MESSAGE = 'Form submissions from other websites are not accepted.';

/** The host (and port, when not the scheme's default) an Origin header names, lower-case; null when it names none. */
export function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Why a request must be refused as cross-site, or null when it may proceed. Browsers say where a
 * request comes from with Sec-Fetch-Site and, on POST, Origin. Non-browser clients (curl, the
 * tests, server-to-server) send neither and are allowed: this protects visitors' browsers from
 * other sites submitting in their name, it is not authentication.
 */
export function crossSiteReason(request: { headers: Headers }, siteOrigin?: string): string | null {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return 'Sec-Fetch-Site is cross-site';

  const origin = request.headers.get('origin');
  if (origin === null) return null;
  const originHost = hostOfOrigin(origin);
  // "null" (sandboxed frames, some redirects) or garbage: not provably ours.
  if (originHost === null) return `Origin ${origin.slice(0, 100)} is not this site`;
  const allowed = new Set<string>();
  const host = request.headers.get('host');
  if (host) allowed.add(host.toLowerCase());
  // Behind a proxy that rewrites Host, the public host arrives in X-Forwarded-Host.
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0].trim();
  if (forwardedHost) allowed.add(forwardedHost.toLowerCase());
  if (siteOrigin) {
    try {
      allowed.add(new URL(siteOrigin).host.toLowerCase());
    } catch {
      // An invalid SITE_URL is reported by env(); nothing to add here.
    }
  }
  return allowed.has(originHost) ? null : `Origin ${originHost} is not this site`;
}

/**
 * Whether a request was addressed to this computer by name (localhost, 127.0.0.1, [::1]) or to
 * the site's own host. A page of another site can have its name point at 127.0.0.1 once it has
 * loaded ("DNS rebinding"): its requests then count as same-origin and reach a server on this
 * computer, but still carry that other name in Host.
 */
export function addressedHere(headers: Headers, siteOrigin?: string): boolean {
  const host = headers.get('host')?.toLowerCase();
  if (!host) return false;
  const name = host.replace(/:\d+$/, '');
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]') return true;
  return siteOrigin !== undefined && hostOfOrigin(siteOrigin) === host;
}

export const IDEMPOTENCY_KEY_MAX = 200;

export type IdempotencyKey = { ok: true; key: string | null } | { ok: false; message: string };

/** 1 to 200 visible ASCII characters. */
export const isIdempotencyKey = (key: string) => key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e]+$/.test(key);

/** The optional Idempotency-Key header: at most 200 visible ASCII characters. */
export function readIdempotencyKey(request: Request): IdempotencyKey {
  const raw = request.headers.get('idempotency-key');
  if (raw === null || raw.trim() === '') return { ok: true, key: null };
  const key = raw.trim();
  if (!isIdempotencyKey(key)) {
    return { ok: false, message: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.` };
  }
  return { ok: true, key };
}
