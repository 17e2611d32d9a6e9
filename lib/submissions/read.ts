/**
 * Reading stored submissions back: `npm run submissions` lists them, and the tests-only
 * endpoint GET /api/test/submissions/{id} shows one with its outbox rows.
 */
import { and, asc, count, desc, eq, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, outbox, rateLimits } from '@/lib/db/schema';
import { GIVEN_UP_RETRY_DAYS, retryFrom } from './outbox';
import { clientBucket } from './rate-limit';
import { FORM_KINDS, kindOfPublicId, type FormKind } from './store';

export type CateringRow = typeof cateringRequests.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

export type StoredSubmission =
  | { kind: 'catering'; row: CateringRow; outbox: OutboxRow[] }
  | { kind: 'contact'; row: ContactRow; outbox: OutboxRow[] };

/** sent, pending (not tried yet or retrying), failed (unsent after the retry period), none (spam). */
export type NotificationStatus = 'sent' | 'pending' | 'failed' | 'none';

const gaveUp = (row: OutboxRow, now: Date) => !row.sentAt && row.queuedAt.getTime() <= retryFrom(now).getTime();

export function notificationStatus(rows: OutboxRow[], now: Date = new Date()): NotificationStatus {
  if (rows.length === 0) return 'none';
  if (rows.every((r) => r.sentAt)) return 'sent';
  return rows.some((r) => gaveUp(r, now)) ? 'failed' : 'pending';
}

export type PendingNotification = {
  id: number;
  submissionId: string;
  kind: string;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  status: 'pending' | 'failed';
  /** Failed, and still tried once a day by itself (it was tried, and it is not a month old). */
  triedDaily: boolean;
  /** Why it is not sent: the last error, or that nothing has tried to send it yet. */
  why: string;
};

/** A row claimed for a send that recorded no outcome: being sent right now, or its sender stopped mid-send. */
export const UNFINISHED = 'a send began and has not finished (still sending, or the sending process stopped: tried again once its claim runs out)';

/** Every unsent notification, oldest first, with why it is unsent. */
export async function listPendingNotifications(db: Db, { now = new Date(), smtpConfigured }: { now?: Date; smtpConfigured: boolean }): Promise<PendingNotification[]> {
  const rows = await db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((r) => ({
    id: r.id,
    submissionId: r.submissionId,
    kind: r.kind,
    createdAt: r.createdAt,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt,
    status: gaveUp(r, now) ? 'failed' : 'pending',
    triedDaily: gaveUp(r, now) && r.attempts > 0 && now.getTime() - r.queuedAt.getTime() < GIVEN_UP_RETRY_DAYS * 24 * 3600_000,
    why: r.lastError ?? (r.attempts > 0 ? UNFINISHED : smtpConfigured ? 'not tried yet' : 'not tried yet, and SMTP_URL is not set here'),
  }));
}

export type OutboxHealth = { pending: number; failed: number; oldestUnsentSeconds: number | null };

/** For GET /api/health: how many notifications are unsent and how long the oldest has waited. */
export async function outboxHealth(db: Db, now: Date = new Date()): Promise<OutboxHealth> {
  const from = retryFrom(now);
  const [row] = await db
    .select({
      pending: sql<string | number>`count(*) filter (where ${outbox.queuedAt} > ${from})`,
      failed: sql<string | number>`count(*) filter (where ${outbox.queuedAt} <= ${from})`,
      oldest: min(outbox.createdAt),
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  const oldest = row.oldest ? new Date(row.oldest) : null;
  return {
    pending: Number(row.pending),
    failed: Number(row.failed),
    oldestUnsentSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

async function outboxFor(db: Db, ids: string[]): Promise<Map<string, OutboxRow[]>> {
  const byId = new Map<string, OutboxRow[]>();
  if (ids.length === 0) return byId;
  for (const row of await db.select().from(outbox).where(inArray(outbox.submissionId, ids)).orderBy(outbox.id)) {
    byId.set(row.submissionId, [...(byId.get(row.submissionId) ?? []), row]);
  }
  return byId;
}

export async function getSubmission(db: Db, publicId: string): Promise<StoredSubmission | null> {
  const kind = kindOfPublicId(publicId);
  if (kind === 'catering') {
    const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.publicId, publicId));
    return row ? { kind, row, outbox: (await outboxFor(db, [publicId])).get(publicId) ?? [] } : null;
  }
  if (kind === 'contact') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.publicId, publicId));
    return row ? { kind, row, outbox: (await outboxFor(db, [publicId])).get(publicId) ?? [] } : null;
  }
  return null;
}

/** Every submission of one form stored under an Idempotency-Key (at most one per client, by the unique index). */
export async function listByIdempotencyKey(db: Db, kind: FormKind, key: string): Promise<{ id: string; spam: boolean }[]> {
  const t = kind === 'catering' ? cateringRequests : contactMessages;
  return db.select({ id: t.publicId, spam: t.spam }).from(t).where(eq(t.idempotencyKey, key));
}

export type ListOptions = { kind?: FormKind; includeSpam?: boolean; limit?: number };

/** Newest first across both forms; spam left out unless asked for. */
export async function listSubmissions(db: Db, { kind, includeSpam = false, limit = 100 }: ListOptions = {}): Promise<StoredSubmission[]> {
  const notSpam = (spam: typeof cateringRequests.spam | typeof contactMessages.spam) => (includeSpam ? undefined : eq(spam, false));
  const [catering, contact] = await Promise.all([
    kind === 'contact'
      ? []
      : db.select().from(cateringRequests).where(and(notSpam(cateringRequests.spam))).orderBy(desc(cateringRequests.createdAt), desc(cateringRequests.id)).limit(limit),
    kind === 'catering'
      ? []
      : db.select().from(contactMessages).where(and(notSpam(contactMessages.spam))).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit),
  ]);
  const merged = [
    ...catering.map((row) => ({ kind: 'catering' as const, row })),
    ...contact.map((row) => ({ kind: 'contact' as const, row })),
  ]
    .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime())
    .slice(0, limit);
  const notifications = await outboxFor(db, merged.map((s) => s.row.publicId));
  return merged.map((s) => ({ ...s, outbox: notifications.get(s.row.publicId) ?? [] }) as StoredSubmission);
}

export type SubmissionCounts = { catering: number; contact: number; outbox: number; rateLimitHits: number };

/**
 * How many rows the forms have written: the reliability drills compare these before and after a
 * burst of malformed requests (which must store nothing and count against no rate limit).
 * Without a tag, every row. With `tag` (a marker the caller's requests carry as their client
 * identity and inside their e-mail addresses), only the rows those requests could have written:
 * submissions stored under that client or with such an address, their outbox rows, and that
 * client's rate-limit hits (a request reaches the per-address and site-wide counters only after
 * its client's). Other traffic on the same server then changes nothing.
 */
export async function countSubmissions(db: Db, { tag }: { tag?: string } = {}): Promise<SubmissionCounts> {
  if (tag === undefined) {
    const [[catering], [contact], [notifications], [hits]] = await Promise.all([
      db.select({ n: count() }).from(cateringRequests),
      db.select({ n: count() }).from(contactMessages),
      db.select({ n: count() }).from(outbox),
      db.select({ n: sql<string | number | null>`sum(${rateLimits.count})` }).from(rateLimits),
    ]);
    return { catering: Number(catering.n), contact: Number(contact.n), outbox: Number(notifications.n), rateLimitHits: Number(hits.n ?? 0) };
  }
  const marked = (address: typeof cateringRequests.emailAddress | typeof contactMessages.email) => sql`strpos(lower(${address}), lower(${tag})) > 0`;
  const [catering, contact, [hits]] = await Promise.all([
    db.select({ id: cateringRequests.publicId }).from(cateringRequests).where(or(eq(cateringRequests.clientKey, tag), marked(cateringRequests.emailAddress))),
    db.select({ id: contactMessages.publicId }).from(contactMessages).where(or(eq(contactMessages.clientKey, tag), marked(contactMessages.email))),
    db.select({ n: sql<string | number | null>`sum(${rateLimits.count})` }).from(rateLimits).where(inArray(rateLimits.bucket, FORM_KINDS.map((kind) => clientBucket(kind, tag)))),
  ]);
  const ids = [...catering, ...contact].map((r) => r.id);
  const [notifications] = ids.length ? await db.select({ n: count() }).from(outbox).where(inArray(outbox.submissionId, ids)) : [{ n: 0 }];
  return { catering: catering.length, contact: contact.length, outbox: Number(notifications.n), rateLimitHits: Number(hits.n ?? 0) };
}
