/**
 * Sends the notifications waiting in the outbox. Each row is claimed before it is sent (its
 * attempt counted and its next attempt pushed past a lease), so two processes never send the
 * same row at once, and a process that dies mid-send leaves the row to be retried after the
 * lease. A failed send is retried with a backoff that doubles from a minute up to an hour, for
 * MAIL_RETRY_DAYS (default 3) after the submission; after that the row counts as failed, stays
 * visible (`npm run submissions -- --pending`, GET /api/health) and is tried once a day, so a
 * mail service restored after a long outage (a password that expired over a long weekend)
 * catches up by itself (for GIVEN_UP_RETRY_DAYS); its submission is kept past the retention period (retention.ts) until
 * it is sent. `npm run submissions -- --resend` (requeue below) sends it at once instead.
 * Once sent, the copy of the customer's data in the row (subject, body, Reply-To) is cleared:
 * the submission's own row keeps it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox } from '@/lib/db/schema';
import { DEFAULT_MAIL_RETRY_DAYS, env } from '@/lib/env';

/** The longest wait between two attempts. */
export const MAX_BACKOFF_MS = 60 * 60_000;
/** Longer than any one send may take (see the SMTP timeouts in mailer.ts). */
export const CLAIM_LEASE_MS = 10 * 60_000;
export const BATCH_SIZE = 20;
/** How often a notification past its retry period is tried. */
export const GIVEN_UP_RETRY_MS = 24 * 3600_000;
/**
 * How long after it was queued a notification is tried at all: a month of daily tries outlasts
 * any outage the business would not notice, and a mail setting broken for longer, once fixed,
 * does not mail a backlog of long-past events at once (--resend still sends them).
 */
export const GIVEN_UP_RETRY_DAYS = 30;
/**
 * How far off a row's next try may be and still be a send's claim (renewed a moment before the
 * send, by a server whose clock may run ahead of the one asking): --resend keeps such a wait, and
 * cuts only a daily one short.
 */
const HELD_WITHIN_MS = MAX_BACKOFF_MS;
const MAX_BATCHES = 10;
const DAY_MS = 24 * 3600_000;

export const mailRetryDays = () => env().MAIL_RETRY_DAYS ?? DEFAULT_MAIL_RETRY_DAYS;

/**
 * Notifications queued before this instant are past their retry period: they count as failed,
 * and those tried are tried once a day for the rest of GIVEN_UP_RETRY_DAYS.
 */
export function retryFrom(now: Date, days = mailRetryDays()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4 … 32 minutes, then every hour. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.min(30, Math.max(0, failedAttempts - 1)));
}

export type OutgoingMail = { from: string; to: string[]; replyTo?: string; subject: string; text: string; messageId?: string };
/** What the sender needs of a mail transport (nodemailer's Transporter fits). */
export type Mailer = { sendMail(mail: OutgoingMail): Promise<unknown> };

/** The waits before recording a sent row is tried again, when the database refused it (a brief failover). */
export const RECORD_RETRY_MS = [1_000, 5_000, 20_000];

export type DeliverOptions = { from: string; now?: () => Date; retryDays?: number; recordRetryMs?: number[] };
export type DeliveryReport = { sent: number; failed: number };

/** What a failed send is kept and logged as: the error's codes and its first line, no addresses. */
export function sendError(error: unknown): { stored: string; logged: string } {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };
  const codes = [e.code, e.responseCode && `SMTP ${e.responseCode}`, e.command && `during ${e.command}`].filter((c) => typeof c === 'string' || typeof c === 'number').map(String);
  const firstLine = typeof e.message === 'string' ? e.message.split('\n')[0].slice(0, 300) : String(error).slice(0, 300);
  return { stored: [codes.join(' '), firstLine].filter(Boolean).join(': '), logged: codes.join(' ') || 'unknown error' };
}

/**
 * One Message-ID per notification, the same on every attempt: when a mail server took a message
 * but the connection dropped before it said so, the retry is the same message again, which mail
 * systems can recognize, not a second one.
 */
export function messageIdFor(row: { id: number; submissionId: string }, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<notification-${row.id}.${row.submissionId}@${domain}>`;
}

/** The recipients the mail server refused while taking the message for the others (nodemailer's `rejected`). */
export function refusedRecipients(info: unknown): string[] {
  const rejected = (info as { rejected?: unknown } | null)?.rejected;
  if (!Array.isArray(rejected)) return [];
  return rejected.map((r) => (typeof r === 'string' ? r : ((r as { address?: unknown } | null)?.address ?? ''))).filter((r): r is string => typeof r === 'string' && r !== '');
}

async function claim(db: Db, now: Date, oldest: Date) {
  // The database stamps a new row in microseconds, the clock here reads milliseconds: a row
  // stamped earlier in the current millisecond is due now, so "due" is before the next one. Past
  // its retry period a row is due again only if it was tried (its daily try, as it failed) and
  // for GIVEN_UP_RETRY_DAYS: one never tried (stored while SMTP_URL was unset) is not sent that
  // late by itself, so setting SMTP_URL on an old site does not mail a backlog of months;
  // --resend sends either.
  const daily = and(gt(outbox.attempts, 0), gt(outbox.queuedAt, new Date(now.getTime() - GIVEN_UP_RETRY_DAYS * DAY_MS)));
  const due = and(isNull(outbox.sentAt), lt(outbox.nextAttemptAt, new Date(now.getTime() + 1)), or(gt(outbox.queuedAt, oldest), daily));
  const ids = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.id)).limit(BATCH_SIZE).for('update', { skipLocked: true });
  // The batch is picked once, as an array. As "id IN (subquery)" the planner may run the picking
  // again for each row it looks at (a nested loop, chosen when its statistics say few rows are
  // due), and each run skips the rows already taken and returns the next batch: the claim then
  // took every due row at once, so one server sent a whole backlog while the others sat idle.
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(sql`${outbox.id} = ANY(ARRAY(${ids}))`, due))
    .returning();
}

/**
 * When a row that just failed is tried next: after the backoff within its retry period, once a
 * day past it. `lastHourly` when this was the last try of the period (the log says what follows).
 */
function nextTry(row: { attempts: number; queuedAt: Date }, now: Date, retryDays: number): { next: Date; lastHourly: boolean } {
  const periodEnds = row.queuedAt.getTime() + retryDays * DAY_MS;
  if (now.getTime() >= periodEnds) return { next: new Date(now.getTime() + GIVEN_UP_RETRY_MS), lastHourly: false };
  const next = new Date(now.getTime() + backoffMs(row.attempts));
  return { next, lastHourly: next.getTime() > periodEnds };
}

/**
 * Stores a failed send's outcome. A row sent again (--resend) while this send was under way is
 * queued anew: its wait is then a first try's, not the one the old queue time called for (a
 * day, past the period), or the row shown as pending would wait a day. It is told by its tries,
 * which the claim counted and --resend sets back to none (its queue time would not do: the
 * database keeps microseconds, the row read here milliseconds).
 */
async function recordFailure(db: Db, row: { id: number; attempts: number }, outcome: Partial<typeof outbox.$inferInsert> & { nextAttemptAt: Date }, now: Date) {
  const [kept] = await db
    .update(outbox)
    .set(outcome)
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts)))
    .returning({ id: outbox.id });
  if (!kept) await db.update(outbox).set({ ...outcome, nextAttemptAt: new Date(now.getTime() + backoffMs(1)) }).where(eq(outbox.id, row.id));
}

/** Marks a row sent, and clears its copy of the customer's data (the submission's own row keeps it). */
const markSent = (db: Db, id: number, at: Date) => db.update(outbox).set({ sentAt: at, lastError: null, subject: '', body: '', replyTo: null }).where(eq(outbox.id, id));

/** Sends every due notification; returns how many were sent and how many failed this time. */
export async function deliverOutbox(db: Db, mailer: Mailer, { from, now = () => new Date(), retryDays = mailRetryDays(), recordRetryMs = RECORD_RETRY_MS }: DeliverOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claim(db, now(), retryFrom(now(), retryDays));
    for (const row of rows) {
      // The claim lasts CLAIM_LEASE_MS from the batch's start; sends before this one may have
      // waited out their timeouts since. The lease is renewed right before the send, and only if
      // it is still this run's: once it ran out, another run may have claimed the row again, and
      // sending it here too would mail the team twice.
      const [held] = await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now().getTime() + CLAIM_LEASE_MS) })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt), eq(outbox.nextAttemptAt, row.nextAttemptAt)))
        .returning({ id: outbox.id });
      if (!held) continue;
      let info: unknown;
      try {
        info = await mailer.sendMail({ from, to: row.recipients, replyTo: row.replyTo ?? undefined, subject: row.subject, text: row.body, messageId: messageIdFor(row, from) });
      } catch (error) {
        const { stored, logged } = sendError(error);
        const { next, lastHourly } = nextTry(row, now(), retryDays);
        await recordFailure(db, row, { lastError: stored.slice(0, 1000), nextAttemptAt: next }, now());
        report.failed++;
        console.error(
          `[outbox] notification ${row.id} for ${row.submissionId} failed (attempt ${row.attempts}, ${logged})${lastHourly ? `: tried once a day after ${retryDays} days; see npm run submissions -- --pending` : ''}`,
        );
        continue;
      }
      const refused = refusedRecipients(info).filter((r) => row.recipients.includes(r));
      if (refused.length > 0) {
        // Sent to the others, refused for these (a shop's catering address that no longer
        // exists): the row stays unsent for them alone, retried and listed like any failure.
        const { next } = nextTry(row, now(), retryDays);
        await recordFailure(
          db,
          row,
          { recipients: refused, partlySentAt: row.partlySentAt ?? now(), lastError: `SMTP refused ${refused.length} of ${row.recipients.length} recipients; the others were sent`, nextAttemptAt: next },
          now(),
        );
        report.failed++;
        console.error(`[outbox] notification ${row.id} for ${row.submissionId}: the mail server refused ${refused.length} of ${row.recipients.length} recipients (attempt ${row.attempts})`);
        continue;
      }
      // Sent. A database that fails to record it now has not failed the send: the row keeps its
      // lease (no error stored, no early retry) and recording is tried again a few times over about
      // half a minute. Only should the database stay out of reach longer is the row sent again
      // once its lease runs out, under the same Message-ID.
      report.sent++;
      for (let attempt = 0; attempt <= recordRetryMs.length; attempt++) {
        if (attempt > 0) await sleep(recordRetryMs[attempt - 1]);
        try {
          await markSent(db, row.id, now());
          break;
        } catch (error) {
          if (attempt < recordRetryMs.length) continue;
          console.error(`[outbox] notification ${row.id} for ${row.submissionId} was sent, but recording it failed (${sendError(error).logged}); it is sent again once its claim runs out`);
        }
      }
    }
    if (rows.length < BATCH_SIZE) break;
  }
  return report;
}

export type Requeued = { id: number; submissionId: string };

/**
 * Sends again the notifications given up on (unsent after the retry period): every one, or those
 * of one submission. Each is queued anew, now: its tries count from zero, it is due at once (the
 * next delivery run sends it: a running server within a minute, else the cron route), and it is
 * retried for MAIL_RETRY_DAYS from now. Rows still being retried are left to their schedule. A
 * row a send may still hold (its next try within HELD_WITHIN_MS: claimed just before, or at its
 * daily try, by a server whose clock may run ahead) keeps its wait: made due at once, a second
 * run would claim it and mail it while the first sends. A daily wait further off is cut short.
 */
export async function requeueGivenUp(db: Db, { submissionId, now = new Date(), retryDays = mailRetryDays() }: { submissionId?: string; now?: Date; retryDays?: number } = {}): Promise<Requeued[]> {
  const givenUp = and(isNull(outbox.sentAt), lte(outbox.queuedAt, retryFrom(now, retryDays)), submissionId === undefined ? undefined : eq(outbox.submissionId, submissionId));
  return db
    .update(outbox)
    .set({
      queuedAt: now,
      attempts: 0,
      nextAttemptAt: sql`case when ${outbox.nextAttemptAt} > ${new Date(now.getTime() + HELD_WITHIN_MS).toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else greatest(${outbox.nextAttemptAt}, ${now.toISOString()}::timestamptz) end`,
    })
    .where(givenUp)
    .returning({ id: outbox.id, submissionId: outbox.submissionId });
}
