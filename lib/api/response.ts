/**
 * One response shape for every JSON route: `{ success: true, data }` or
 * `{ success: false, message }`, always with a real HTTP status. A thrown error goes through
 * lib/api/failure.ts: 503 when the database is unavailable, 500 for a bug.
 */
import { NextResponse } from 'next/server';
import { failureStatus, logFailure } from './failure';
import { readBodyAtMost } from './body';

/**
 * A JSON answer that no browser or shared cache keeps (unless `init` says otherwise): the answers
 * change by the minute (open statuses, today's special) or carry what a visitor sent, and a cache
 * in front of the site must never hand one visitor's answer to another.
 */
export function jsonAnswer(body: unknown, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return NextResponse.json(body, { ...init, headers });
}

export function ok<T>(data: T, init?: ResponseInit) {
  return jsonAnswer({ success: true, data }, init);
}

export function fail(message: string, status: number, extra?: Record<string, unknown>, headers?: HeadersInit) {
  return jsonAnswer({ success: false, message, ...extra }, { status, headers });
}

/** Builds an error response; `fail` for the content API, `formFail` for the two forms. */
export type Fail = typeof fail;

/**
 * The forms' error shape: the forms read `error` (and `details` when there
 * are field problems), so every form error carries `error`, equal to `message` as elsewhere.
 */
export const formFail: Fail = (message, status, extra, headers) => fail(message, status, { error: message, ...extra }, headers);

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** The answer for a thrown error, logged without personal data: 503 (database unavailable) or 500. */
export function failureResponse(where: string, error: unknown, respond: Fail = fail) {
  const { status, message, headers } = failureStatus(logFailure(where, error));
  return respond(message, status, undefined, headers);
}

/** Wraps a route handler so a thrown error is logged and answered through failureResponse. */
export function route<C>(handler: Handler<C>, respond: Fail = fail): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return failureResponse(`api ${request.method} ${new URL(request.url).pathname}`, error, respond);
    }
  };
}

/**
 * Handlers for the methods a route does not support: 405 with a JSON message and Allow. OPTIONS,
 * which asks what a route takes, answers 204 with the methods it really serves (HEAD with GET);
 * left to Next, it would list every method exported here, the refused ones too.
 */
export function methodsNotAllowed(allowed: string[], respond: Fail = fail) {
  const handler = async (request: Request) =>
    respond(`Method ${request.method} is not allowed here. Use ${allowed.join(' or ')}.`, 405, undefined, { Allow: allowed.join(', ') });
  const served = allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
  const OPTIONS = async () => new Response(null, { status: 204, headers: { Allow: [...served, 'OPTIONS'].join(', ') } });
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS };
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export const NOT_UTF8_MESSAGE = 'Send the request body as UTF-8 JSON.';

/** Charsets whose bytes read the same as UTF-8 (ASCII is its first 128 characters). */
const UTF8_LABELS: ReadonlySet<string> = new Set(['utf-8', 'utf8', 'us-ascii']);

/** Throws on bytes that are not UTF-8 instead of turning them into U+FFFD. */
const utf8Decoder = () => new TextDecoder('utf-8', { fatal: true });

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: NextResponse };

/**
 * Reads a JSON body defensively: only application/json (or the given JSON types; 415), at most
 * maxBytes (413, checked while streaming, so a lying Content-Length does not help), read in
 * full (400 when the client goes away mid-body), well-formed JSON (400).
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES, respond: Fail = fail, types: readonly string[] = ['application/json']): Promise<JsonBody> {
  const [type, ...params] = (request.headers.get('content-type') ?? '').split(';').map((p) => p.trim().toLowerCase());
  if (!types.includes(type)) {
    return { ok: false, response: respond(`Content-Type must be ${types.join(' or ')}.`, 415) };
  }
  // JSON is UTF-8 (or ASCII, its first half). A body declared in another charset would be read
  // as UTF-8 and stored garbled ("José" as "Jos\uFFFD"), so it is refused, as is a body whose
  // bytes are not UTF-8.
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/^"|"$/g, '');
  if (charset !== undefined && !UTF8_LABELS.has(charset)) {
    return { ok: false, response: respond(NOT_UTF8_MESSAGE, 415) };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: respond(`Request body is too large (limit ${maxBytes} bytes).`, 413) };

  const body = await readBodyAtMost(request.body, maxBytes);
  if (!body.ok && body.problem === 'unreadable') return { ok: false, response: respond('Request body could not be read in full; send it again.', 400) };
  if (!body.ok) return { ok: false, response: respond(`Request body is too large (limit ${maxBytes} bytes).`, 413) };
  let text: string;
  try {
    text = utf8Decoder().decode(body.bytes);
  } catch {
    return { ok: false, response: respond(NOT_UTF8_MESSAGE, 400) };
  }
  if (!text.trim()) return { ok: false, response: respond('Request body is empty; send a JSON object.', 400) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: respond('Request body is not valid JSON.', 400) };
  }
}
