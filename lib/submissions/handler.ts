/**
 * POST /api/catering and POST /api/contact: the forms' JSON API. The request's own checks come
 * first (403 cross-site, 400 bad Idempotency-Key, 415 not JSON, 413 too large, 400 malformed JSON
 * or not an object); then acceptSubmission (accept.ts) decides, as it does for the forms' server
 * action, and its outcome becomes the JSON answer. A thrown error answers 503 when the database
 * is unavailable and 500 for a bug (route()).
 */
import 'server-only';
import { formFail, ok, readJsonBody, route } from '@/lib/api/response';
import { clientAddress } from '@/lib/api/client';
import { CROSS_SITE_MESSAGE, crossSiteReason, readIdempotencyKey } from '@/lib/api/guards';
import { env } from '@/lib/env';
import { acceptSubmission, type Outcome } from './accept';
import type { FormKind } from './store';

/**
 * Above the largest valid form as any JSON writer may send it: the limits count characters, and a
 * writer that escapes every one beyond ASCII (Python's json, by default) spends 6 bytes on each,
 * 12 on one beyond the Basic Multilingual Plane (an emoji) as two escapes. The quote form's text
 * fields hold about 5,850 characters, 70 KB written so (5,000 Chinese characters alone are 30 KB).
 */
export const MAX_FORM_BODY_BYTES = 96 * 1024;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An outcome as the API's JSON (the forms' error shape of lib/api/response.ts; `error` is what the forms read). */
export function outcomeResponse(outcome: Outcome) {
  switch (outcome.status) {
    case 201:
      return ok({ id: outcome.id }, { status: 201, headers: outcome.replayed ? { 'Idempotent-Replayed': 'true' } : undefined });
    case 400:
      return formFail(outcome.message, 400, outcome.problems);
    case 429:
      return formFail(outcome.message, 429, undefined, { 'Retry-After': String(outcome.retryAfterSeconds) });
    case 422:
    case 503:
      return formFail(outcome.message, outcome.status);
  }
}

export function submissionHandler(kind: FormKind) {
  return route(async (request: Request) => {
    const crossSite = crossSiteReason(request, env().SITE_URL);
    if (crossSite) {
      console.warn(`[forms] refused a ${kind} submission: ${crossSite}`);
      return formFail(CROSS_SITE_MESSAGE, 403);
    }
    const idempotency = readIdempotencyKey(request);
    if (!idempotency.ok) return formFail(idempotency.message, 400);

    const body = await readJsonBody(request, MAX_FORM_BODY_BYTES, formFail);
    if (!body.ok) return body.response;
    if (!isObject(body.value)) return formFail('Request body must be a JSON object.', 400);

    const outcome = await acceptSubmission(kind, body.value, { client: clientAddress(request.headers), idempotencyKey: idempotency.key });
    return outcomeResponse(outcome);
  }, formFail);
}
