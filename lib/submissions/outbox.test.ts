/**
 * The outbox sender against a real SMTP server (smtp-server on 127.0.0.1, a random port) and a
 * real database (in-memory PGlite, or TEST_DATABASE_URL).
 */
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '@/lib/db/schema';
import type { Db } from '@/lib/db';
import { testContent } from '@/lib/testing/content';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { MAX_ATTEMPTS, backoffMs, deliverOutbox } from './outbox';
import { smtpMailer } from './mailer';
import { storeSubmission } from './store';

type Received = { from: string; to: string[]; raw: string };

// A shop of the seeded content with a catering address: a request for it is mailed there first.
const shop = testContent().rows.locations.find((l) => l.cateringEmail)!;

/** A local SMTP server that records what it accepts, or refuses everything with a 451. */
async function startSmtp({ refuse = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (refuse) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const FROM = '"Website" <website@example.com>';
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let errorLog: jest.SpyInstance;

beforeAll(async () => {
  db = await openTestDb();
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
    .values({ kind: 'contact', submissionId: `cm_test_${Math.random().toString(36).slice(2)}`, recipients: ['office@example.com'], subject: 'Hello', body: 'Body', ...values })
    .returning();
  return row;
}
const rowById = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('backoffMs', () => {
  it('doubles from one minute: 1, 2, 4 ... 128 minutes over the eight attempts', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
  });
});

describe('deliverOutbox with a working SMTP server', () => {
  it('sends a stored submission\'s notification and marks it sent', async () => {
    const { id } = await storeSubmission(
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

    const report = await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM });

    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.from).toBe('website@example.com');
    expect(mail.to).toEqual([shop.cateringEmail, 'office@example.com', 'owner@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: maria@example\.com\r?$/m);
    // Long header lines are folded onto the next line; unfolded, the subject names the shop.
    const subject = /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    expect(subject).toMatch(/^Catering quote request: Pickup Catering, 40 guests, /);
    expect(subject).toContain(`, 40 guests, ${shop.name}`);
    expect(mail.raw).toContain(`Reference: ${id}`);
    expect(mail.raw).toContain('Event type: Picnic');

    const [row] = await db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
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
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining(`notification ${row.id} for ${row.submissionId} failed (attempt 1 of 8)`));
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

  it('gives up after the eighth attempt', async () => {
    const row = await addRow({ attempts: MAX_ATTEMPTS - 1 });
    const closed = await startSmtp();
    await closed.close();
    await deliverOutbox(db, smtpMailer(closed.url), { from: FROM });
    expect((await rowById(row.id)).attempts).toBe(MAX_ATTEMPTS);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('attempt 8 of 8, giving up'));

    const muchLater = new Date(Date.now() + 30 * 24 * 3600_000);
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => muchLater })).toEqual({ sent: 0, failed: 0 });
    expect((await rowById(row.id)).sentAt).toBeNull();
  });

  it('a claimed row whose sender died is retried once the lease runs out', async () => {
    const row = await addRow();
    const t0 = new Date(Date.now() + 1000);
    // A sender that never finishes stands for a process that died after claiming.
    const hanging = { sendMail: () => new Promise<never>(() => {}) };
    void deliverOutbox(db, hanging, { from: FROM, now: () => t0 });
    await new Promise((r) => setTimeout(r, 200));
    expect((await rowById(row.id)).attempts).toBe(1);

    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 60_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverOutbox(db, smtpMailer(smtp.url), { from: FROM, now: () => new Date(t0.getTime() + 11 * 60_000) })).toEqual({ sent: 1, failed: 0 });
  });
});
