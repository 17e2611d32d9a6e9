/**
 * The outbox sender against a real SMTP server (smtp-server on 127.0.0.1, a random port) and a
 * real database (in-memory PGlite, or TEST_DATABASE_URL).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { outbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db';
import { cateringShop, closeTestDb, openTestDb, storeCateringEmail } from '@/lib/testing/test-db';
import { BATCH_SIZE, CLAIM_LEASE_MS, MAX_BACKOFF_MS, backoffMs, deliverOutbox, messageIdFor, requeueGivenUp, retryFrom, sendError, type Mailer } from './outbox';
import { UNFINISHED, listPendingNotifications, notificationStatus, outboxHealth } from './read';
import { smtpMailer } from './mailer';
import { startSmtp } from '@/lib/testing/smtp-server.mjs';
import { storeSubmission } from './store';

// A shop with a catering address: a request for it is mailed there first.
const shop = cateringShop();

const FROM = '"Website" <website@example.com>';
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let errorLog: jest.SpyInstance;

beforeAll(async () => {
  db = await openTestDb();
  await storeCateringEmail(db, shop);
  smtp = await startSmtp();
}, 60_000);
afterEach(() => errorLog.mockRestore());
afterAll(async () => {
  await smtp.close();
  await closeTestDb();
});
beforeEach(async () => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  smtp.received.length = 0;
  // Each test starts from an empty outbox, so counts below are this test's own.
  await db.delete(outbox);
});

async function addRow(values: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(outbox)
    .values({ kind: 'contact', submissionId: `cm_test_${Math.random().toString(36).slice(2)}`, recipients: ['office@example.com'], subject: 'Hello', body: 'Body', queuedAt: values.createdAt, ...values })
    .returning();
  return row;
}
const rowById = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('backoffMs', () => {
  it('doubles from one minute up to an hour, and stays at an hour', () => {
    expect(MAX_BACKOFF_MS).toBe(3600_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50, 5000].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('keeps trying at least once an hour for three days', () => {
    let at = 0;
    let attempts = 0;
    while (at < 72 * 3600_000) at += backoffMs(++attempts);
    expect(attempts).toBeGreaterThanOrEqual(72);
    expect(retryFrom(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });
});

describe('deliverOutbox with a working SMTP server', () => {
  it('sends a stored submission\'s notification and marks it sent', async () => {
    const stored = await storeSubmission(
      db,
      {
        kind: 'catering',
        data: {
          cateringOption: 'Pickup Catering', kindersLocation: shop.slug, guestSize: 40, firstName: 'Maria', lastName: 'Lopez',
          emailAddress: 'maria@example.com', phoneNumber: '(925) 555-0199', eventType: 'Picnic', website: false,
        },
      },
      { idempotencyKey: null, clientKey: 'test', spam: false, notifyTo: 'office@example.com, owner@example.com' },
    );
    if ('mismatch' in stored) throw new Error('not stored');
    const { id } = stored;

    const report = await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM });

    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.from).toBe('website@example.com');
    expect(mail.to).toEqual([shop.cateringEmail, 'office@example.com', 'owner@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: maria@example\.com\r?$/m);
    // Long header lines are folded onto the next line; unfolded, the subject names the shop.
    const subject = /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    expect(subject).toBe(`Catering quote request: 40 guests, Pickup Catering, Maria Lopez, ${shop.name}`);
    expect(mail.raw).toContain(`Reference: ${id}`);
    expect(mail.raw).toContain('Event type: Picnic');

    const [row] = await db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    // Sent: the notification's copy of the customer's data is gone (the submission row keeps it).
    expect(row).toMatchObject({ subject: '', body: '', replyTo: null });
    expect(row.recipients).toEqual([shop.cateringEmail, 'office@example.com', 'owner@example.com']);
  });

  it('never sends a row twice, even when two deliveries run at once', async () => {
    const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => addRow({ subject: `Message ${n}` })));
    const mailer = smtpMailer(smtp.url);

    const reports = await Promise.all([deliverOutbox(db, mailer, { from: FROM }), deliverOutbox(db, mailer, { from: FROM })]);
    const again = await deliverOutbox(db, mailer, { from: FROM });

    expect(reports[0].sent + reports[1].sent).toBe(5);
    expect(again).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.map((m) => /^Subject: (.*)\r?$/m.exec(m.raw)?.[1]).sort()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    const stored = await db.select().from(outbox).where(inArray(outbox.id, rows.map((r) => r.id)));
    expect(stored.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('leaves rows that are not due yet for later', async () => {
    const later = await addRow({ nextAttemptAt: new Date(Date.now() + 60_000) });
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect((await rowById(later.id)).sentAt).toBeNull();
  });
});

describe('the claim', () => {
  it('takes one batch at a time, also when the statistics say hardly a row is due', async () => {
    // The usual state of a healthy outbox: many rows sent, statistics taken, then a backlog
    // (a mail outage). A claim that took every due row at once would leave other servers idle
    // and, cut short (a serverless time limit), keep every row it never reached leased.
    await db.insert(outbox).values(Array.from({ length: 400 }, (_, i) => ({ kind: 'contact' as const, submissionId: `cm_sent_${i}`, recipients: ['office@example.com'], subject: '', body: '', sentAt: new Date() })));
    await db.execute(sql`ANALYZE outbox`);
    for (let i = 0; i < 3 * BATCH_SIZE; i++) await addRow();
    const now = new Date();
    const leasedAtFirstSend: number[] = [];
    await deliverOutbox(
      db,
      {
        sendMail: async () => {
          if (leasedAtFirstSend.length === 0) {
            const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(sql`${outbox.sentAt} is null and ${outbox.nextAttemptAt} > ${new Date(now.getTime() + 1000)}`);
            leasedAtFirstSend.push(n);
          }
        },
      },
      { from: FROM, now: () => now },
    );
    expect(leasedAtFirstSend).toEqual([BATCH_SIZE]);
    // Each row was tried once, and counted once.
    const rows = await db.select().from(outbox).where(sql`${outbox.submissionId} like 'cm_test_%'`);
    expect(rows.map((r) => [r.attempts, r.sentAt !== null])).toEqual(rows.map(() => [1, true]));
  });
});

describe('deliverOutbox with a failing SMTP server', () => {
  it('counts the attempt, keeps the error and backs off; the row is sent once the server recovers', async () => {
    const refusing = await startSmtp({ refuse: true });
    const row = await addRow();
    const t0 = new Date(Date.now() + 1000);
    try {
      const report = await deliverOutbox(db, smtpMailer(refusing.url), { from: FROM, now: () => t0 });
      expect(report).toEqual({ sent: 0, failed: 1 });
    } finally {
      await refusing.close();
    }

    const failed = await rowById(row.id);
    expect(errorLog).toHaveBeenCalledWith(`[outbox] notification ${row.id} for ${row.submissionId} failed (attempt 1, EMESSAGE SMTP 451 during DATA)`);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);

    // Not retried before the backoff is over...
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 59_000) })).toEqual({ sent: 0, failed: 0 });
    // ...and sent after it.
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 61_000) })).toEqual({ sent: 1, failed: 0 });
    const sent = await rowById(row.id);
    expect(sent.attempts).toBe(2);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
  });

  it('treats an unreachable server the same way, with a longer wait after each failure', async () => {
    const closed = await startSmtp();
    await closed.close(); // nothing listens on its port any more
    const row = await addRow({ attempts: 3 });
    const t0 = new Date(Date.now() + 1000);

    expect(await deliverOutbox(db, smtpMailer(closed.url), { from: FROM, now: () => t0 })).toEqual({ sent: 0, failed: 1 });

    const failed = await rowById(row.id);
    expect(failed.attempts).toBe(4);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(t0.getTime() + 8 * 60_000);
  });

  it('retries hourly for three days, then once a day, showing the row as failed, with why, until the mail works', async () => {
    const created = new Date(Date.now() - 1000);
    const row = await addRow({ attempts: 40, createdAt: created, nextAttemptAt: created });
    const closed = await startSmtp();
    await closed.close();
    const day = 24 * 3600_000;

    // Two and a half days on, it is still tried, an hour apart.
    const t1 = new Date(created.getTime() + 2.5 * day);
    expect(await deliverOutbox(db, smtpMailer(closed.url), { from: FROM, now: () => t1 })).toEqual({ sent: 0, failed: 1 });
    expect((await rowById(row.id)).nextAttemptAt.getTime()).toBe(t1.getTime() + 3600_000);
    expect(notificationStatus([await rowById(row.id)], t1)).toBe('pending');

    // The last hourly try inside the three days says what follows.
    const t2 = new Date(created.getTime() + 3 * day - 30 * 60_000);
    expect(await deliverOutbox(db, smtpMailer(closed.url), { from: FROM, now: () => t2 })).toEqual({ sent: 0, failed: 1 });
    expect(errorLog).toHaveBeenLastCalledWith(expect.stringContaining('tried once a day after 3 days; see npm run submissions -- --pending'));

    // After three days it counts as failed, and is tried once a day.
    const t3 = new Date(created.getTime() + 3 * day + 3600_000);
    expect(await deliverOutbox(db, smtpMailer(closed.url), { from: FROM, now: () => t3 })).toEqual({ sent: 0, failed: 1 });
    const stuck = await rowById(row.id);
    expect(stuck.sentAt).toBeNull();
    expect(stuck.nextAttemptAt.getTime()).toBe(t3.getTime() + day);
    expect(notificationStatus([stuck], t3)).toBe('failed');
    const pending = await listPendingNotifications(db, { now: t3, smtpConfigured: true });
    expect(pending).toEqual([expect.objectContaining({ id: row.id, status: 'failed', attempts: 43, why: expect.stringMatching(/ECONNREFUSED/) })]);
    expect(await outboxHealth(db, t3)).toEqual({ pending: 0, failed: 1, oldestUnsentSeconds: Math.floor((t3.getTime() - created.getTime()) / 1000) });
    // Not again before the day is out, even with the mail working.
    const t4 = new Date(t3.getTime() + day - 60_000);
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => t4 })).toEqual({ sent: 0, failed: 0 });
    // A day on, the mail works again (a password renewed over a long weekend): it goes, once.
    const t5 = new Date(t3.getTime() + day);
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => t5 })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(notificationStatus([await rowById(row.id)], t5)).toBe('sent');
  });

  it('past its period, leaves a row never tried (stored while SMTP_URL was unset) to --resend', async () => {
    const longAgo = new Date(Date.now() - 30 * 24 * 3600_000);
    const row = await addRow({ attempts: 0, createdAt: longAgo, nextAttemptAt: longAgo });
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(await rowById(row.id)).toMatchObject({ sentAt: null, attempts: 0 });
    expect(await outboxHealth(db)).toMatchObject({ failed: 1 });
  });

  it('says why a notification was never tried', async () => {
    const row = await addRow();
    expect(await listPendingNotifications(db, { smtpConfigured: false })).toEqual([expect.objectContaining({ id: row.id, status: 'pending', attempts: 0, why: 'not tried yet, and SMTP_URL is not set here' })]);
    expect((await listPendingNotifications(db, { smtpConfigured: true }))[0].why).toBe('not tried yet');
    const health = await outboxHealth(db);
    expect(health).toMatchObject({ pending: 1, failed: 0 });
    expect(health.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);
  });

  it('sends a row the database stamped earlier in the same millisecond as the delivery', async () => {
    const row = await addRow();
    // Microseconds past the delivery's millisecond, as PostgreSQL's now() stamps a row.
    await db.execute(sql`UPDATE outbox SET next_attempt_at = '2026-11-23T12:00:00.000900Z' WHERE id = ${row.id}`);
    const sent: string[] = [];
    const report = await deliverOutbox(db, { sendMail: async (m) => void sent.push(String(m.subject)) }, { from: FROM, now: () => new Date('2026-11-23T12:00:00.000Z'), retryDays: 3 });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['Hello']);
  });

  it('logs codes only: an SMTP error that repeats an address never reaches the log', async () => {
    const rejecting = Object.assign(new Error('553 5.1.8 <maria@example.com>: Sender address rejected'), { code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' });
    expect(sendError(rejecting).logged).toBe('EENVELOPE SMTP 553 during MAIL FROM');
    const row = await addRow();
    await deliverOutbox(db, { sendMail: async () => Promise.reject(rejecting) }, { from: FROM });
    const lines = errorLog.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(lines).toContain(`notification ${row.id}`);
    expect(lines).not.toContain('maria@example.com');
    // The stored reason (for npm run submissions -- --pending) keeps the server's words.
    expect((await rowById(row.id)).lastError).toContain('Sender address rejected');
  });

  it('a batch that outlived its claim does not send a row another run has claimed since', async () => {
    const [first, second] = [await addRow({ subject: 'Message 1' }), await addRow({ subject: 'Message 2' })];
    const t0 = new Date(Date.now() + 1000);
    let clock = t0;
    const real = smtpMailer(smtp.url);
    // The first send of this run waits until let go (a slow server), while its claim runs out.
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let started = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    let calls = 0;
    const slow: Mailer = {
      sendMail: async (mail) => {
        if (calls++ === 0) {
          started();
          await gate;
        }
        return real.sendMail(mail);
      },
    };
    const slowRun = deliverOutbox(db, slow, { from: FROM, now: () => clock });
    // It has claimed both rows and is in its first send.
    await sending;
    expect(calls).toBe(1);

    // Eleven minutes on, another run claims what this one still holds, and sends it.
    clock = new Date(t0.getTime() + 11 * 60_000);
    expect(await deliverOutbox(db, real, { from: FROM, now: () => clock })).toEqual({ sent: 2, failed: 0 });
    letGo();
    await slowRun;

    // The row the slow run had not begun is mailed once; the one it was sending when its claim
    // ran out is the one copy no lease can prevent.
    const subjects = smtp.received.map((m) => /^Subject: (.*)\r?$/m.exec(m.raw)?.[1]);
    expect(subjects.filter((x) => x === 'Message 2')).toHaveLength(1);
    expect((await rowById(second.id)).sentAt).toBeInstanceOf(Date);
    expect((await rowById(first.id)).sentAt).toBeInstanceOf(Date);
  });

  it('sends each notification under one Message-ID, the same on every attempt', async () => {
    const row = await addRow();
    const t0 = new Date(Date.now() + 1000);
    const refusing = await startSmtp({ refuse: true });
    try {
      expect(await deliverOutbox(db, smtpMailer(refusing.url), { from: FROM, now: () => t0 })).toEqual({ sent: 0, failed: 1 });
    } finally {
      await refusing.close();
    }
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 61_000) })).toEqual({ sent: 1, failed: 0 });
    const header = (raw: string) => /^Message-ID: (.*)\r?$/im.exec(raw)?.[1];
    expect(header(smtp.received[0].raw)).toBe(messageIdFor(row, FROM));
    expect(messageIdFor(row, FROM)).toBe(`<notification-${row.id}.${row.submissionId}@example.com>`);
  });

  it('a recipient the mail server refuses stays pending for that address alone; the others are not mailed twice', async () => {
    const row = await addRow({ recipients: ['gone@example.com', 'office@example.com'] });
    const t0 = new Date(Date.now() + 1000);
    smtp.state.rejecting.push('gone@example.com');
    try {
      expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => t0 })).toEqual({ sent: 0, failed: 1 });
    } finally {
      smtp.state.rejecting.length = 0;
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['office@example.com']]);
    const pending = await rowById(row.id);
    expect(pending).toMatchObject({ sentAt: null, recipients: ['gone@example.com'], lastError: 'SMTP refused 1 of 2 recipients; the others were sent', subject: 'Hello', body: 'Body' });
    expect(pending.partlySentAt?.getTime()).toBe(t0.getTime());
    expect(pending.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);
    // No address in the log.
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('gone@example.com');

    // Once the address works again, only it gets the message.
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 61_000) })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['office@example.com'], ['gone@example.com']]);
  });

  it('a claimed row whose sender died is retried once the lease runs out', async () => {
    const row = await addRow();
    const t0 = new Date(Date.now() + 1000);
    // A sender that never finishes stands for a process that died after claiming.
    const hanging = { sendMail: () => new Promise<never>(() => {}) };
    void deliverOutbox(db, hanging, { from: FROM, now: () => t0 });
    await new Promise((r) => setTimeout(r, 200));
    expect((await rowById(row.id)).attempts).toBe(1);
    // Listed as begun, not as never tried.
    expect((await listPendingNotifications(db, { smtpConfigured: true }))[0].why).toBe(UNFINISHED);

    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 60_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 11 * 60_000) })).toEqual({ sent: 1, failed: 0 });
  });
});

describe('a notification given up on', () => {
  const DAY = 24 * 3600_000;
  /**
   * A row tried for the whole retry period, unsent, its daily try hours away: what an SMTP
   * password that expired leaves.
   */
  const givenUp = (days = 4) => addRow({ attempts: 77, createdAt: new Date(Date.now() - days * DAY), nextAttemptAt: new Date(Date.now() + 0.5 * DAY), lastError: 'EAUTH: Invalid login' });

  it('is sent once someone sends it again, and then counts as sent', async () => {
    const stuck = await givenUp();
    const other = await givenUp(5);
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(await outboxHealth(db)).toMatchObject({ failed: 2 });

    const now = new Date();
    expect(await requeueGivenUp(db, { submissionId: stuck.submissionId, now })).toEqual([{ id: stuck.id, submissionId: stuck.submissionId }]);
    const queued = await rowById(stuck.id);
    expect(queued).toMatchObject({ attempts: 0, sentAt: null, lastError: 'EAUTH: Invalid login' });
    expect(queued.queuedAt.getTime()).toBe(now.getTime());
    expect(queued.createdAt.getTime()).toBe(stuck.createdAt.getTime());
    expect(notificationStatus([queued])).toBe('pending');
    expect(await outboxHealth(db)).toMatchObject({ pending: 1, failed: 1 });

    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(now.getTime() + 1) })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await rowById(stuck.id)).sentAt).toBeInstanceOf(Date);
    // The other stays as it was until it is asked for too.
    expect(await rowById(other.id)).toMatchObject({ sentAt: null, attempts: 77 });
    expect(await requeueGivenUp(db)).toEqual([{ id: other.id, submissionId: other.submissionId }]);
  });

  it('failing again, is retried for the whole period from when it was sent again', async () => {
    const stuck = await givenUp();
    const now = new Date();
    await requeueGivenUp(db, { now });
    const refusing = await startSmtp({ refuse: true });
    try {
      expect(await deliverOutbox(db, smtpMailer(refusing.url), { from: FROM, now: () => new Date(now.getTime() + 1) })).toEqual({ sent: 0, failed: 1 });
    } finally {
      await refusing.close();
    }
    // The first new try waits a minute, as a first try does, and says nothing of a last try.
    expect((await rowById(stuck.id)).nextAttemptAt.getTime()).toBe(now.getTime() + 1 + 60_000);
    expect(errorLog).toHaveBeenLastCalledWith(expect.not.stringContaining('no more retries'));
    expect(notificationStatus([await rowById(stuck.id)], new Date(now.getTime() + 2.9 * DAY))).toBe('pending');
    expect(notificationStatus([await rowById(stuck.id)], new Date(now.getTime() + 3.1 * DAY))).toBe('failed');
  });

  it('one a send still holds keeps its claim: no second run mails it while the first sends', async () => {
    // Claimed in the last minutes of its period, and still sending.
    const held = await givenUp(3.001);
    const leaseEnds = new Date(Date.now() + 8 * 60_000);
    await db.update(outbox).set({ nextAttemptAt: leaseEnds }).where(eq(outbox.id, held.id));
    expect(await requeueGivenUp(db)).toEqual([{ id: held.id, submissionId: held.submissionId }]);
    expect((await rowById(held.id)).nextAttemptAt.getTime()).toBe(leaseEnds.getTime());
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves notifications still being retried, and sent ones, to themselves', async () => {
    const retrying = await addRow({ attempts: 5, nextAttemptAt: new Date(Date.now() + 30 * 60_000) });
    const sent = await givenUp();
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, sent.id));
    expect(await requeueGivenUp(db)).toEqual([]);
    expect(await requeueGivenUp(db, { submissionId: retrying.submissionId })).toEqual([]);
    expect(await rowById(retrying.id)).toMatchObject({ attempts: 5, nextAttemptAt: retrying.nextAttemptAt });
  });
});

describe('a notification given up on, at the edges', () => {
  const DAY = 24 * 3600_000;

  it('a failure stores the backoff its tries call for, for a row the database stamped itself (microseconds)', async () => {
    // Queued by the database's clock, as a stored submission's row is: not a time this test wrote.
    const row = await addRow({ attempts: 10 });
    const closed = await startSmtp();
    await closed.close();
    const now = new Date(Date.now() + 1000);
    expect(await deliverOutbox(db, smtpMailer(closed.url), { from: FROM, now: () => now })).toEqual({ sent: 0, failed: 1 });
    expect((await rowById(row.id)).nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(11));
  });

  it("keeps a send's claim that ends a moment past a lease from the resend's clock (renewed just after, or on a server ahead)", async () => {
    const now = new Date();
    const held = await addRow({ attempts: 77, createdAt: new Date(now.getTime() - 4 * DAY), nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS + 5) });
    await requeueGivenUp(db, { now });
    expect((await rowById(held.id)).nextAttemptAt.getTime()).toBe(now.getTime() + CLAIM_LEASE_MS + 5);
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(now.getTime() + 10) })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('sent again while its daily try is failing, waits a first try\'s minute, not a day', async () => {
    const row = await addRow({ attempts: 77, createdAt: new Date(Date.now() - 4 * DAY), nextAttemptAt: new Date(Date.now() - 1000), lastError: 'EAUTH: Invalid login' });
    const now = new Date();
    // The operator runs --resend while the daily try is under way; then that try fails.
    const mailer: Mailer = {
      sendMail: async () => {
        await requeueGivenUp(db, { now });
        throw Object.assign(new Error('Invalid login'), { code: 'EAUTH' });
      },
    };
    expect(await deliverOutbox(db, mailer, { from: FROM, now: () => now })).toEqual({ sent: 0, failed: 1 });
    const after = await rowById(row.id);
    expect(after).toMatchObject({ attempts: 0, sentAt: null });
    expect(after.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    expect(notificationStatus([after], now)).toBe('pending');
  });

  it('is tried daily for a month after it was queued, then left to --resend', async () => {
    const month = await addRow({ attempts: 100, createdAt: new Date(Date.now() - 31 * DAY), nextAttemptAt: new Date(Date.now() - 1000) });
    const recent = await addRow({ attempts: 100, createdAt: new Date(Date.now() - 29 * DAY), nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM })).toEqual({ sent: 1, failed: 0 });
    expect((await rowById(recent.id)).sentAt).toBeInstanceOf(Date);
    expect((await rowById(month.id)).sentAt).toBeNull();
    expect(await outboxHealth(db)).toMatchObject({ failed: 1 });
    // Listed so: failed, no longer tried by itself; one a day in, and one never tried, too.
    const daily = await addRow({ attempts: 80, createdAt: new Date(Date.now() - 4 * DAY), nextAttemptAt: new Date(Date.now() + DAY) });
    const neverTried = await addRow({ attempts: 0, createdAt: new Date(Date.now() - 4 * DAY), nextAttemptAt: new Date(Date.now() - 4 * DAY) });
    const listed = await listPendingNotifications(db, { smtpConfigured: true });
    const of = (id: number) => listed.find((p) => p.id === id);
    expect(of(month.id)).toMatchObject({ status: 'failed', triedDaily: false });
    expect(of(daily.id)).toMatchObject({ status: 'failed', triedDaily: true });
    expect(of(neverTried.id)).toMatchObject({ status: 'failed', triedDaily: false });
  });
});

describe('a send the database fails to record', () => {
  // A real database refusing the update that marks the row sent (a statement timeout, a standby
  // gone read-only), by a trigger: the mail itself went out.
  const refuseMarkingSent = async () => {
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_sent() RETURNS trigger AS $$ BEGIN IF NEW.sent_at IS NOT NULL THEN RAISE EXCEPTION 'read-only'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(sql.raw('CREATE TRIGGER refuse_sent BEFORE UPDATE ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_sent()'));
  };
  const allowMarkingSent = async () => {
    await db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_sent ON outbox'));
    await db.execute(sql.raw('DROP FUNCTION IF EXISTS refuse_sent()'));
  };
  afterEach(allowMarkingSent);

  it('counts as sent, stores no error, and is not mailed again while its lease lasts', async () => {
    const row = await addRow();
    const t0 = new Date(Date.now() + 1000);
    await refuseMarkingSent();
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => t0, recordRetryMs: [10, 10] })).toEqual({ sent: 1, failed: 0 });
    await allowMarkingSent();

    expect(smtp.received).toHaveLength(1);
    const after = await rowById(row.id);
    expect(after).toMatchObject({ sentAt: null, lastError: null, attempts: 1 });
    expect(after.nextAttemptAt.getTime()).toBe(t0.getTime() + CLAIM_LEASE_MS);
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining(`notification ${row.id} for ${row.submissionId} was sent, but recording it failed`));
    // Two minutes on (a failed send's retry would be due), nothing goes out again.
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 2 * 60_000) })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a database back within the retries records the send, and nothing is logged', async () => {
    const row = await addRow();
    await refuseMarkingSent();
    // A brief failover: the database takes writes again before the second try.
    const back = new Promise((resolve) => setTimeout(() => resolve(allowMarkingSent()), 100));
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, recordRetryMs: [400] })).toEqual({ sent: 1, failed: 0 });
    await back;
    expect(await rowById(row.id)).toMatchObject({ sentAt: expect.any(Date), lastError: null, subject: '', body: '' });
    expect(errorLog).not.toHaveBeenCalled();
  });
});
