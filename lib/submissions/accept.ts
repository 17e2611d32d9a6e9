/**
 * Accepting one form submission, whichever way it came: the JSON API (POST /api/catering,
 * POST /api/contact) and the forms' server action (a plain <form method="post">, without
 * JavaScript) both call acceptSubmission, so both run the same schema, the same limits, the same
 * store and the same outbox. In order:
 *   503 no durable database where one is required; 400 invalid fields; 201 replay of the same
 *   data under an Idempotency-Key this client used before, or 422 when the data differs; 400 a
 *   shop the database does not have; 429 over a cap; then 201 once the row and its
 *   notification are committed.
 * A database that fails throws; callers turn that into 503 or 500 (lib/api/failure.ts).
 */
import { eq } from 'drizzle-orm';
import { after } from 'next/server';
import { logFailure } from '@/lib/api/failure';
import { getDb, hasDurableDb, requiresDurableDb, type Db } from '@/lib/db';
import { locations } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { cateringRequestSchema } from '@/lib/validation/catering';
import { contactMessageSchema } from '@/lib/validation/contact';
import { describeIssues, UNKNOWN_SHOP_MESSAGE, type FieldProblems } from '@/lib/validation/fields';
import { oneAtATimeEach } from '@/lib/one-at-a-time';
import { deliverPendingNotifications } from './mailer';
import { retryFrom } from './outbox';
import { capsFromEnv, checkCaps, keepCountersSeconds, pruneRateLimitsOccasionally, rateLimitedMessage, uncount, type Cap, type Caps } from './rate-limit';
import { findByIdempotencyKey, replayOf, requestHash, storeSubmission, type FormKind, type Submission } from './store';

export const INVALID_FORM_MESSAGE = 'Please check your form data and try again.';
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different submission. Send new data with a new key.';
export const NO_DURABLE_DB_MESSAGE =
  'We cannot accept messages through the website right now. Please call or email us instead; we are sorry for the trouble.';

export type Outcome =
  | { status: 201; id: string; replayed: boolean; submission: Submission }
  | { status: 400; message: string; problems: FieldProblems }
  | { status: 422; message: string }
  | { status: 429; message: string; cap: Cap; retryAfterSeconds: number }
  | { status: 503; message: string };

export type AcceptContext = {
  /** Who sent it (lib/api/client.ts). */
  client: string;
  idempotencyKey: string | null;
  now?: Date;
  /** Runs work after the answer has gone (Next's after(); the tests run it at once). */
  later?: (task: () => Promise<unknown>) => void;
  db?: Db;
  /** The limits (default: from the environment). */
  caps?: Caps;
  /** Runs the copies of one request one after another (default: in this process; see below). */
  inTurn?: <T>(key: string, work: () => Promise<T>) => Promise<T>;
};

/**
 * Copies of one request (the same client and Idempotency-Key: a form sent twice at once, a
 * proxy's retry) that reach this server together are taken one after another, so each copy after
 * the first finds it stored and is answered as a replay, counted against no limit. Copies that
 * reach two servers at once are told apart when the second is stored, and give back what they
 * were counted.
 */
const copiesInTurn = oneAtATimeEach();

export function parseSubmission(kind: FormKind, value: unknown): { ok: true; submission: Submission } | { ok: false; problems: FieldProblems } {
  if (kind === 'catering') {
    const r = cateringRequestSchema.safeParse(value);
    return r.success ? { ok: true, submission: { kind, data: r.data } } : { ok: false, problems: describeIssues(r.error) };
  }
  const r = contactMessageSchema.safeParse(value);
  return r.success ? { ok: true, submission: { kind, data: r.data } } : { ok: false, problems: describeIssues(r.error) };
}

/** The form's shop must be one the database has today (the schema only checks its shape). */
async function unknownShopProblem(db: Db, slug: string | undefined): Promise<FieldProblems | null> {
  if (!slug) return null;
  const [shop] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug)).limit(1);
  return shop ? null : { details: [`kindersLocation: ${UNKNOWN_SHOP_MESSAGE}`], fields: { kindersLocation: UNKNOWN_SHOP_MESSAGE } };
}

const emailOf = (s: Submission) => (s.kind === 'catering' ? s.data.emailAddress : s.data.email);

const g = globalThis as typeof globalThis & { __bbqNoDurableDbWarned?: boolean };

function refuseWithoutDurableDb(kind: FormKind): Outcome | null {
  if (!requiresDurableDb() || hasDurableDb()) return null;
  if (!g.__bbqNoDurableDbWarned) {
    g.__bbqNoDurableDbWarned = true;
    console.error(`[forms] refusing ${kind} submissions: this deployment requires a durable database and has none. Set DATABASE_URL (PostgreSQL).`);
  }
  return { status: 503, message: NO_DURABLE_DB_MESSAGE };
}

export async function acceptSubmission(kind: FormKind, value: unknown, context: AcceptContext): Promise<Outcome> {
  const refusal = refuseWithoutDurableDb(kind);
  if (refusal) return refusal;

  const parsed = parseSubmission(kind, value);
  if (!parsed.ok) return { status: 400, message: INVALID_FORM_MESSAGE, problems: parsed.problems };
  const { submission } = parsed;
  const { client, idempotencyKey, now = new Date(), later = after, inTurn = copiesInTurn } = context;
  const db = context.db ?? (await getDb());
  const decide = () => acceptParsed(kind, submission, { ...context, db, now, later });
  return idempotencyKey ? inTurn(`${kind}\n${client}\n${idempotencyKey}`, decide) : decide();
}

async function acceptParsed(kind: FormKind, submission: Submission, context: AcceptContext & { db: Db; now: Date; later: NonNullable<AcceptContext['later']> }): Promise<Outcome> {
  const { client, idempotencyKey, now, later, db } = context;
  const hash = requestHash(submission);

  // A retry of a request that was stored already (the answer got lost): same answer, no new row,
  // and it counts against no limit. The same key with other data is refused, never dropped. It
  // comes before the shop check: a stored request stays stored even if its shop has since gone.
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, kind, client, idempotencyKey);
    if (earlier) {
      const replay = replayOf(earlier, hash);
      return 'mismatch' in replay ? { status: 422, message: IDEMPOTENCY_MISMATCH_MESSAGE } : { status: 201, id: replay.id, replayed: true, submission };
    }
  }

  const unknownShop = await unknownShopProblem(db, submission.data.kindersLocation);
  if (unknownShop) return { status: 400, message: INVALID_FORM_MESSAGE, problems: unknownShop };

  const caps = context.caps ?? capsFromEnv();
  const spam = submission.data.website;
  const limit = await checkCaps(db, caps, { kind, client, email: emailOf(submission), spam }, { now, retryFrom: retryFrom(now) });
  later(() => pruneRateLimitsOccasionally(db, keepCountersSeconds(caps)).catch((e) => logFailure('forms: pruning rate limits', e)));
  if (!limit.allowed) return { status: 429, message: rateLimitedMessage(limit.retryAfterSeconds), cap: limit.cap, retryAfterSeconds: limit.retryAfterSeconds };

  const stored = await storeSubmission(db, submission, { idempotencyKey, clientKey: client, requestHash: hash, spam, notifyTo: env().NOTIFY_TO, now });
  // A copy that reached another server at the same moment as the stored one, or other data under
  // its key, is told apart only here, by the unique key: like a replay found above, it counts
  // against no limit.
  if ('mismatch' in stored || stored.replayed) await uncount(db, limit.counted);
  if ('mismatch' in stored) return { status: 422, message: IDEMPOTENCY_MISMATCH_MESSAGE };
  if (spam) console.info(`[forms] ${kind} ${stored.id} filled the honeypot: stored as spam, nobody notified`);
  else if (!stored.replayed) later(deliverPendingNotifications);
  return { status: 201, id: stored.id, replayed: stored.replayed, submission };
}
