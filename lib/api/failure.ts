/**
 * The one place that decides what a thrown error means and how it is logged.
 *
 * - "unavailable": the database cannot be reached right now (connection refused or cut, a pool
 *   that cannot connect, a server shutting down, too many connections, a serialization retry, a
 *   statement past its time limit), or it reads but refuses writes (a standby after a failover,
 *   a host's read-only mode when the plan's storage is full).
 *   Routes answer 503 with Retry-After; pages show their error state and keep working.
 * - "bug": anything else. Routes answer 500; pages let Next show the error page.
 *
 * Log lines carry error codes, constraint and table names and code locations only, never a
 * message: a database error's message (and Drizzle's "Failed query … params: …") repeats the
 * values of the query, which are a customer's name, e-mail address, phone number and message.
 */

import { INVALID_CONTENT } from '@/lib/content/problems';
import { INVALID_ENVIRONMENT } from '@/lib/env';

export type FailureKind = 'unavailable' | 'bug';

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.';
export const RETRY_AFTER_SECONDS = 5;

/** Thrown where we know the database cannot serve (a refused durable write, an injected test fault). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(reason: string) {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

// Node's network errors on a connection to the database.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED']);
// pg and pg-pool raise these without a code when a connection cannot be made or is cut.
const CONNECTION_MESSAGES = /timeout exceeded when trying to connect|connection terminated|client has encountered a connection error|cannot use a pool after calling end|connection is closed|connection timeout/i;

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": connection, shutdown, resources,
 * retry, a statement the server cancelled (57014: it ran past the statement timeout,
 * lib/db/index.ts, or an operator cancelled it), and a write refused by a database that only
 * reads for now (25006).
 */
function isTransientSqlState(code: string): boolean {
  return code.startsWith('08') || code.startsWith('53') || code.startsWith('57P') || code === '57014' || code === '40001' || code === '40P01' || code === '25006';
}

type Coded = { code?: unknown; constraint?: unknown; table?: unknown; name?: unknown; message?: unknown; cause?: unknown; stack?: unknown; problems?: unknown };

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
export function chain(error: unknown): Coded[] {
  const out: Coded[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as Coded).cause, depth++) out.push(e as Coded);
  return out;
}

export function classifyFailure(error: unknown): FailureKind {
  for (const e of chain(error)) {
    // By its code too: the proxy and the pages are separate bundles, each with its own copy of the
    // class, and an open one of them started can reach the other.
    if (e instanceof DatabaseUnavailableError || e.code === 'DB_UNAVAILABLE') return 'unavailable';
    const code = typeof e.code === 'string' ? e.code : null;
    if (code && (NETWORK_CODES.has(code) || /^[0-9A-Z]{5}$/.test(code) && isTransientSqlState(code))) return 'unavailable';
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return 'unavailable';
  }
  return 'bug';
}

/** Where in our code it happened: the first few stack frames, which hold file names and lines only. */
function frames(error: unknown, count = 3): string {
  const stack = (error as Coded | null)?.stack;
  if (typeof stack !== 'string') return '';
  const lines = stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, count)
    .map((l) => l.trim().replace(/^at /, ''));
  return lines.length ? ` at ${lines.join(' < ')}` : '';
}

/** The error's class, codes, constraint and table names along its chain. Never a message, never a value. */
export function failureNames(error: unknown): string {
  const parts: string[] = [];
  for (const e of chain(error)) {
    const name = typeof e.name === 'string' && e.name !== 'Error' ? e.name : null;
    const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : null;
    const details = [code && `code ${code}`, typeof e.constraint === 'string' && `constraint ${e.constraint}`, typeof e.table === 'string' && `table ${e.table}`].filter(Boolean);
    const part = [name, ...details].filter(Boolean).join(' ');
    if (part) parts.push(part);
  }
  if (error !== null && typeof error !== 'object') parts.push(typeof error);
  return parts.join(' <- ') || 'Error';
}

/**
 * A description safe for a log line: failureNames and where it was thrown. Content files that
 * break a rule (the embedded database seeds itself from them as it opens) are named with the rule:
 * they hold the business's published words, never a visitor's, and "ContentError" alone left the
 * operator to guess which file.
 */
export function describeFailure(error: unknown): string {
  const content = chain(error).find((e) => e.code === INVALID_CONTENT);
  const problems = Array.isArray(content?.problems) ? `: ${content.problems.join('; ')}` : '';
  return `${failureNames(error)}${problems}${frames(error)}`;
}

/** The first code along the chain: a network error's (ECONNREFUSED) or the database's SQLSTATE. */
function failureCode(error: unknown): string | null {
  for (const e of chain(error)) if (typeof e.code === 'string') return e.code;
  return null;
}

// Node's codes for a certificate the connection could not trust.
const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS/;

/**
 * What went wrong, in one line for the operator of a command (npm run submissions, db:migrate,
 * db:seed). A failed query's own message ("Failed query: … params: …") repeats the query and its
 * values, a customer's address among them, and so can the database's own message and detail
 * ("Key (email)=(…) already exists"): the chain's codes are printed instead. Never the connection
 * string (it holds the password), never a stack. Any other error is one of ours, worded for the
 * operator: its message.
 */
export function problemLine(error: unknown): string {
  return databaseProblem(error) ?? (error instanceof Error ? error.message : String(error));
}

/** problemLine's line when the database (or the way to it) is what failed; null for any other error. */
function databaseProblem(error: unknown): string | null {
  // Our own (the embedded database's folder in use, or unreadable): its message names the path and why.
  const ours = chain(error).find((e) => e instanceof DatabaseUnavailableError || e.code === 'DB_UNAVAILABLE');
  if (ours && typeof ours.message === 'string') return ours.message;
  const code = failureCode(error);
  if (classifyFailure(error) === 'unavailable' && (code === null || NETWORK_CODES.has(code) || code.startsWith('08'))) {
    return `Cannot reach the database (${code ?? 'no connection'}): check DATABASE_URL, and that the database server is running and accepts connections from here.`;
  }
  // Reached, but not now: a statement over its time limit, a database that only reads for now, a server shutting down.
  if (classifyFailure(error) === 'unavailable') return `The database cannot do this right now (code ${code}); try again later.`;
  if (code?.startsWith('28')) return `The database refused the sign-in (code ${code}): check the user name and password in DATABASE_URL.`;
  if (code === '3D000') return `The database named in DATABASE_URL does not exist on that server (code ${code}).`;
  if (code && TLS_CODES.test(code)) return `Cannot trust the database server's certificate (${code}): check sslmode in DATABASE_URL and the server's certificate.`;
  if (isDatabaseRefusal(error)) return `The database refused the command (${failureNames(error)}).`;
  return null;
}

/**
 * A query the database answered with an error: its SQLSTATE along the chain, or Drizzle's "Failed
 * query" around it. Node's own five-letter codes (EPERM, EBUSY) start with E, as no SQLSTATE does.
 */
function isDatabaseRefusal(error: unknown): boolean {
  return chain(error).some((e) => (typeof e.code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(e.code)) || (typeof e.message === 'string' && e.message.startsWith('Failed query:')));
}

/**
 * What a database command (npm run db:migrate, db:seed) prints when it fails. Whatever the
 * database said, or could not say, is problemLine's one line: a migration runs over the stored
 * submissions, so the database's own words could repeat a customer's details. A wrong setting is
 * its own line (lib/env.ts words it). Anything else is a bug or a bad content file for the
 * developer to read, printed whole.
 */
export function commandProblem(error: unknown): unknown {
  const setting = chain(error).find((e) => e.code === INVALID_ENVIRONMENT);
  if (setting && typeof setting.message === 'string') return setting.message;
  return databaseProblem(error) ?? error;
}

/** Logs a failure (one line, no personal data) and says what it was. */
export function logFailure(where: string, error: unknown): FailureKind {
  const kind = classifyFailure(error);
  console.error(`[${where}] ${kind === 'unavailable' ? 'database unavailable' : 'failed'}: ${describeFailure(error)}`);
  return kind;
}

/** The HTTP answer for a failure: 503 with Retry-After when the database is unavailable, else 500. */
export function failureStatus(kind: FailureKind): { status: 500 | 503; message: string; headers?: Record<string, string> } {
  return kind === 'unavailable'
    ? { status: 503, message: SERVICE_UNAVAILABLE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }
    : { status: 500, message: INTERNAL_ERROR };
}
