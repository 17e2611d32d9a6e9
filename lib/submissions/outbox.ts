/**
 * Sends the notifications waiting in the outbox. Each row is claimed before it is sent (its
 * attempt counted and its next attempt pushed past a lease), so two processes never send the
 * same row at once, and a process that dies mid-send leaves the row to be retried after the
 * lease. A failed send is retried with exponential backoff, at most MAX_ATTEMPTS times.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox } from '@/lib/db/schema';

export const MAX_ATTEMPTS = 8;
/** Longer than any one send may take (see the SMTP timeouts in mailer.ts). */
export const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4 ... 128 minutes (about 4 h in all). */
export function backoffMs(failedAttempts: number): number {
  return 60_000 * 2 ** Math.max(0, failedAttempts - 1);
}

export type OutgoingMail = { from: string; to: string[]; replyTo?: string; subject: string; text: string };
/** What the sender needs of a mail transport (nodemailer's Transporter fits). */
export type Mailer = { sendMail(mail: OutgoingMail): Promise<unknown> };

export type DeliverOptions = { from: string; now?: () => Date };
export type DeliveryReport = { sent: number; failed: number };

async function claim(db: Db, now: Date) {
  const due = and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now), lt(outbox.attempts, MAX_ATTEMPTS));
  const ids = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.id)).limit(BATCH_SIZE).for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(inArray(outbox.id, ids), due))
    .returning();
}

/** Sends every due notification; returns how many were sent and how many failed this time. */
export async function deliverOutbox(db: Db, mailer: Mailer, { from, now = () => new Date() }: DeliverOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claim(db, now());
    for (const row of rows) {
      try {
        await mailer.sendMail({ from, to: row.recipients, replyTo: row.replyTo ?? undefined, subject: row.subject, text: row.body });
        await db.update(outbox).set({ sentAt: now(), lastError: null }).where(eq(outbox.id, row.id));
        report.sent++;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await db
          .update(outbox)
          .set({ lastError: message, nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)) })
          .where(eq(outbox.id, row.id));
        report.failed++;
        console.error(
          `[outbox] notification ${row.id} for ${row.submissionId} failed (attempt ${row.attempts} of ${MAX_ATTEMPTS}${giveUp ? ', giving up' : ''}): ${message}`,
        );
      }
    }
    if (rows.length < BATCH_SIZE) break;
  }
  return report;
}
