/**
 * What the site keeps, and for how long (the privacy policy's promise), run by the cron route
 * and by a long-running server once an hour:
 * - catering requests and contact messages, with their notifications: RETENTION_DAYS (default
 *   1095, three years);
 * - spam (a filled honeypot), and on every other row the client's address, Idempotency-Key and
 *   request hash, which only serve to fight abuse: SPAM_RETENTION_DAYS (default 30);
 * - rate-limit counters: two hours (rate-limit.ts);
 * - a notification's copy of the customer's data: until it is sent (outbox.ts).
 * A submission whose notification was never sent, to any recipient, is kept past its period,
 * however long: deleting it would lose a request nobody at the business has seen. It goes once
 * the notification is sent (npm run submissions -- --resend) or the submission erased.
 */
import { and, eq, exists, isNotNull, isNull, lt, not, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, outbox } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { capsFromEnv, keepCountersSeconds, pruneRateLimits } from './rate-limit';

export const DEFAULT_RETENTION_DAYS = 1095;
export const DEFAULT_SPAM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600_000;

export type RetentionPolicy = { retentionDays: number; spamDays: number };
export const retentionFromEnv = (): RetentionPolicy => ({
  retentionDays: env().RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS,
  spamDays: env().SPAM_RETENTION_DAYS ?? DEFAULT_SPAM_RETENTION_DAYS,
});

export type RetentionReport = {
  /** Submissions past the retention period (spam included), deleted with their notifications. */
  expired: number;
  /** Spam past its shorter period. */
  spam: number;
  /** Rows whose client address, Idempotency-Key and hash were cleared. */
  clientDataCleared: number;
  /** Notification rows deleted (of deleted submissions, or left without one). */
  notifications: number;
  /** Submissions past their period kept because their notification was never sent. */
  held: number;
  rateLimitCounters: number;
};

const TABLES = [cateringRequests, contactMessages] as const;

export async function applyRetention(db: Db, { now = new Date(), policy = retentionFromEnv() }: { now?: Date; policy?: RetentionPolicy } = {}): Promise<RetentionReport> {
  const expiredBefore = new Date(now.getTime() - policy.retentionDays * DAY_MS);
  const spamBefore = new Date(now.getTime() - policy.spamDays * DAY_MS);
  const report: RetentionReport = { expired: 0, spam: 0, clientDataCleared: 0, notifications: 0, held: 0, rateLimitCounters: 0 };

  await db.transaction(async (tx) => {
    for (const t of TABLES) {
      // Never sent to anyone: a notification the mail server took for some recipients has been seen.
      const unsent = exists(tx.select({ one: sql`1` }).from(outbox).where(and(eq(outbox.submissionId, t.publicId), isNull(outbox.sentAt), isNull(outbox.partlySentAt))));
      report.expired += (await tx.delete(t).where(and(lt(t.createdAt, expiredBefore), not(unsent))).returning({ id: t.id })).length;
      report.spam += (await tx.delete(t).where(and(eq(t.spam, true), lt(t.createdAt, spamBefore), not(unsent))).returning({ id: t.id })).length;
      report.held += (await tx.select({ id: t.id }).from(t).where(and(lt(t.createdAt, expiredBefore), unsent))).length;
      const cleared = await tx
        .update(t)
        .set({ clientKey: null, idempotencyKey: null, requestHash: null })
        .where(and(lt(t.createdAt, spamBefore), or(isNotNull(t.clientKey), isNotNull(t.idempotencyKey), isNotNull(t.requestHash))))
        .returning({ id: t.id });
      report.clientDataCleared += cleared.length;
    }
    // A notification goes with its submission (there is no foreign key: the id is a public id of
    // either table).
    const orphan = and(
      notExists(tx.select({ one: sql`1` }).from(cateringRequests).where(eq(cateringRequests.publicId, outbox.submissionId))),
      notExists(tx.select({ one: sql`1` }).from(contactMessages).where(eq(contactMessages.publicId, outbox.submissionId))),
    );
    report.notifications = (await tx.delete(outbox).where(orphan).returning({ id: outbox.id })).length;
  });
  report.rateLimitCounters = await pruneRateLimits(db, keepCountersSeconds(capsFromEnv()), now);
  return report;
}
