/**
 * Sends a form to its API route and turns every outcome into one message for the visitor, exactly
 * as the forms' error rules list them. Plain TypeScript (no React), so the forms and the tests share it.
 *
 * Each send carries an Idempotency-Key. Retrying the same submission with the same key (after a
 * network failure, say) cannot store it twice: the server answers with the first one's id.
 * createSubmitter() keeps that key for you.
 */
import { deadline } from '@/lib/deadline';

export type FormKind = 'catering' | 'contact';

export type SubmitResult =
  | { ok: true; id: string | null; idempotencyKey: string }
  | {
      ok: false;
      message: string;
      status: number | null;
      idempotencyKey: string;
      /** A 400's per-field messages ({ field: message }), for the form to show under each field. */
      fields: Record<string, string>;
    };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const FORM_MESSAGES = {
  badRequest: 'Please check your form data and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment before trying again.',
  serverError: 'Server error. Please try again later.',
  cannotConnect: 'Cannot connect to server. Please check your connection and try again.',
  timedOut: 'The server took too long to answer. Please try again.',
  /** Without JavaScript only: the page was sent again, changed, after a send that did arrive. */
  alreadySent: 'We already received this form as it was before your changes. Your changes are kept here: send the form again to send them too.',
  networkError: (message: string) => `Network error: ${message}`,
  fallback: {
    catering: 'Sorry, there was an error sending your request.',
    contact: 'Sorry, there was an error sending your message.',
  } satisfies Record<FormKind, string>,
} as const;

/** crypto.randomUUID exists only in secure contexts (https, localhost); fall back elsewhere. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * fetch rejects with a TypeError when it cannot reach the server ("Failed to fetch" in Chromium,
 * "fetch failed" in Node, "NetworkError when attempting to fetch resource." in Firefox,
 * "Load failed" in Safari). Anything else (an abort, a bug) is reported with its own message.
 */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|load failed|network/i.test(error.message);
}

/** An Error's message; DOMException (an abort) is not an Error in every runtime, so duck-type. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

type ErrorBody = { error?: unknown; details?: unknown; fields?: unknown; data?: { id?: unknown } };

/** The body's `fields` map, keeping only string messages (anything else is ignored). */
function fieldMessages(body: ErrorBody | null): Record<string, string> {
  const fields = body?.fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}

/** The visitor's message for a response that is not a success (the rules in order). */
export function errorMessage(status: number, body: ErrorBody | null, kind: FormKind): string {
  if (body) {
    if (Array.isArray(body.details) && body.details.length > 0) return `Error: ${body.details.map(String).join(', ')}`;
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
  } else {
    if (status === 400) return FORM_MESSAGES.badRequest;
    if (status === 429) return FORM_MESSAGES.tooManyRequests;
    if (status >= 500) return FORM_MESSAGES.serverError;
  }
  return FORM_MESSAGES.fallback[kind];
}

async function readBody(response: Response): Promise<ErrorBody | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * How long a submission may wait for its answer before the form says so and can be sent again: a
 * request that hangs would otherwise leave the button on "Sending..." for good. Sending the same
 * again is safe, as the retry carries the same Idempotency-Key.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;

export type SubmitOptions = { idempotencyKey?: string; signal?: AbortSignal; timeoutMs?: number };

/** POSTs `data` as JSON to `url` and reports the stored id or the message to show. */
export async function submitJson(
  url: string,
  data: unknown,
  kind: FormKind,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  { idempotencyKey = newIdempotencyKey(), signal, timeoutMs = SUBMIT_TIMEOUT_MS }: SubmitOptions = {},
): Promise<SubmitResult> {
  const limit = deadline(timeoutMs, signal);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(data),
        signal: limit.signal,
      });
    } catch (error) {
      const message = limit.expired() ? FORM_MESSAGES.timedOut : isFetchFailure(error) ? FORM_MESSAGES.cannotConnect : FORM_MESSAGES.networkError(messageOf(error));
      return { ok: false, message, status: null, idempotencyKey, fields: {} };
    }
    return await answerOf(response, kind, idempotencyKey);
  } finally {
    limit.done();
  }
}

async function answerOf(response: Response, kind: FormKind, idempotencyKey: string): Promise<SubmitResult> {
  const body = await readBody(response);
  // Only the API's own 201 says the request was stored, even if a proxy mangled its body (the id
  // is a courtesy). Another 2xx is some other page answering on the way (a Wi-Fi sign-in page, a
  // firewall's notice): nothing was stored, so the visitor keeps the form and can send it again.
  if (response.status === 201) {
    const id = typeof body?.data?.id === 'string' ? body.data.id : null;
    return { ok: true, id, idempotencyKey };
  }
  return { ok: false, message: errorMessage(response.status, body, kind), status: response.status, idempotencyKey, fields: fieldMessages(body) };
}

/**
 * A send not yet known to be stored: a digest of the data as sent (enough to tell the same data
 * again, and no copy of what the visitor typed to outlive their erasing it) and its Idempotency-Key.
 */
export type PendingSend = { digest: string; key: string };

/** A 53-bit digest of `text` (cyrb53): two different sends of one visitor never share one in practice. */
export function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Where a sender keeps its pending send beyond its own life (the tab's storage, across a reload). */
export type PendingMemory = { get(): PendingSend | null; set(pending: PendingSend | null): void };

/**
 * One form's sender. Sending the same data again (the visitor retries after an error) reuses the
 * Idempotency-Key, so a request that did reach the server is not stored twice; changed data or a
 * success starts a fresh key. With `memory`, the key is kept before each send and outlives the
 * page: a visitor whose answer was lost who reloads the page (the draft brings the form back)
 * and sends the same again is answered with the first request, not stored a second time.
 */
export function createSubmitter(url: string, kind: FormKind, fetchImpl?: FetchLike, memory?: PendingMemory) {
  let pending: PendingSend | null = memory?.get() ?? null;
  return async function submit(data: unknown, options: Omit<SubmitOptions, 'idempotencyKey'> = {}): Promise<SubmitResult> {
    const digest = digestOf(JSON.stringify(data));
    if (pending?.digest !== digest) pending = { digest, key: newIdempotencyKey() };
    memory?.set(pending);
    const result = await submitJson(url, data, kind, fetchImpl, { ...options, idempotencyKey: pending.key });
    if (result.ok) {
      pending = null;
      memory?.set(null);
    }
    return result;
  };
}
