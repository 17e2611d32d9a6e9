/**
 * POST /api/catering and POST /api/contact: one handler, two schemas. In order:
 *   403 cross-site, 400 bad Idempotency-Key, 415 not JSON, 413 too large, 400 malformed JSON,
 *   400 invalid fields (with details), 201 replay of an earlier Idempotency-Key, 429 over the
 *   rate limit, then 201 { id } once the row and its notification are committed.
 * Unexpected failures (the database) answer 503 through route(). The notification e-mail is sent
 * after the response.
 */
import 'server-only';
import { after } from 'next/server';
import { formFail, ok, readJsonBody, route } from '@/lib/api/response';
import { clientKey, crossSiteReason, readIdempotencyKey } from '@/lib/api/guards';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { locations } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { cateringRequestSchema } from '@/lib/validation/catering';
import { contactMessageSchema } from '@/lib/validation/contact';
import { describeIssues, UNKNOWN_SHOP_MESSAGE } from '@/lib/validation/fields';
import { deliverPendingNotifications } from './mailer';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, hitRateLimit, pruneRateLimitsOccasionally, type RateLimitPolicy } from './rate-limit';
import { findByIdempotencyKey, storeSubmission, type FormKind, type Submission } from './store';

/** Comfortably above the largest valid form (5,000 characters of three-byte text plus the rest). */
export const MAX_FORM_BODY_BYTES = 32 * 1024;
export const INVALID_FORM_MESSAGE = 'Please check your form data and try again.';
export const CROSS_SITE_MESSAGE = 'Form submissions from other websites are not accepted.';

export function rateLimitPolicy(): RateLimitPolicy {
  const e = env();
  return { max: e.RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT.max, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMIT.windowSeconds };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(kind: FormKind, value: unknown) {
  if (kind === 'catering') {
    const r = cateringRequestSchema.safeParse(value);
    return r.success ? { ok: true as const, submission: { kind, data: r.data } satisfies Submission } : { ok: false as const, error: r.error };
  }
  const r = contactMessageSchema.safeParse(value);
  return r.success ? { ok: true as const, submission: { kind, data: r.data } satisfies Submission } : { ok: false as const, error: r.error };
}

/** The form's shop must be one the database has today (the schema only checks its shape). */
async function unknownShopProblem(db: Db, slug: string | undefined) {
  if (!slug) return null;
  const [shop] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug)).limit(1);
  return shop ? null : { details: [`kindersLocation: ${UNKNOWN_SHOP_MESSAGE}`], fields: { kindersLocation: UNKNOWN_SHOP_MESSAGE } };
}

const created = (id: string, headers?: HeadersInit) => ok({ id }, { status: 201, headers });

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
    const parsed = parse(kind, body.value);
    if (!parsed.ok) return formFail(INVALID_FORM_MESSAGE, 400, describeIssues(parsed.error));

    const db = await getDb();
    const unknownShop = await unknownShopProblem(db, parsed.submission.data.kindersLocation);
    if (unknownShop) return formFail(INVALID_FORM_MESSAGE, 400, unknownShop);
    // A retry of a request that was stored already (the answer got lost): same answer, no new row,
    // and it does not count against the rate limit.
    if (idempotency.key) {
      const earlier = await findByIdempotencyKey(db, kind, idempotency.key);
      if (earlier) return created(earlier, { 'Idempotent-Replayed': 'true' });
    }

    const policy = rateLimitPolicy();
    const client = clientKey(request);
    const limit = await hitRateLimit(db, `${kind}:${client}`, policy);
    after(() => pruneRateLimitsOccasionally(db, policy).catch((e) => console.error('[forms] pruning rate limits failed:', e instanceof Error ? e.message : e)));
    if (!limit.allowed) return formFail(RATE_LIMITED_MESSAGE, 429, undefined, { 'Retry-After': String(limit.retryAfterSeconds) });

    const spam = parsed.submission.data.website;
    const stored = await storeSubmission(db, parsed.submission, { idempotencyKey: idempotency.key, clientKey: client, spam, notifyTo: env().NOTIFY_TO });
    if (spam) console.info(`[forms] ${kind} ${stored.id} filled the honeypot: stored as spam, nobody notified`);
    else if (!stored.replayed) after(deliverPendingNotifications);
    return created(stored.id, stored.replayed ? { 'Idempotent-Replayed': 'true' } : undefined);
  }, formFail);
}
