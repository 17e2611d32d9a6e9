/**
 * The retention periods and the erasure of an e-mail address, on a real database (in-memory
 * PGlite, or TEST_DATABASE_URL: test-all.sh runs this file on PostgreSQL too).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, outbox, rateLimits } from '@/lib/db/schema';
import { testContent } from '@/lib/testing/content';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import type { CateringRequest } from '@/lib/validation/catering';
import type { ContactMessage } from '@/lib/validation/contact';
import { ERASED, eraseEmail } from './erase';
import { emailBucket, hitRateLimit } from './rate-limit';
import { applyRetention } from './retention';
import { storeSubmission, type StoreOptions, type Submission } from './store';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => closeTestDb());

const unique = () => Math.random().toString(36).slice(2);
const DAY = 24 * 3600_000;
// A shop of the seeded content, whichever it is.
const SHOP = testContent().rows.locations[0].slug;
const catering = (email: string, extra: Partial<CateringRequest> = {}): CateringRequest => ({
  cateringOption: 'Pickup Catering',
  kindersLocation: SHOP,
  guestSize: 40,
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: email,
  phoneNumber: '(925) 555-0199',
  website: false,
  ...extra,
});
const contact = (email: string, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  messageType: 'question',
  fullName: 'Sam Okafor',
  email,
  message: 'Do you sell gift cards?',
  newsletterConsent: false,
  website: false,
  ...extra,
});

async function store(submission: Submission, options: Partial<StoreOptions> = {}) {
  const stored = await storeSubmission(db, submission, { idempotencyKey: `key-${unique()}`, clientKey: '203.0.113.7', spam: false, ...options });
  if ('mismatch' in stored) throw new Error('not stored');
  return stored.id;
}

const markSent = (id: string) => db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.submissionId, id));

/** Moves a submission and its notification back in time. */
async function age(id: string, days: number) {
  const when = new Date(Date.now() - days * DAY);
  const t = id.startsWith('cr_') ? cateringRequests : contactMessages;
  await db.update(t).set({ createdAt: when }).where(eq(t.publicId, id));
  await db.update(outbox).set({ createdAt: when }).where(eq(outbox.submissionId, id));
}

const rowOf = async (id: string) => {
  const t = id.startsWith('cr_') ? cateringRequests : contactMessages;
  return (await db.select().from(t).where(eq(t.publicId, id)))[0] ?? null;
};
const notificationsOf = (ids: string[]) => db.select().from(outbox).where(inArray(outbox.submissionId, ids));

describe('applyRetention', () => {
  const policy = { retentionDays: 1095, spamDays: 30 };

  it('deletes submissions past the retention period with their notifications, and keeps younger ones', async () => {
    const old = await store({ kind: 'catering', data: catering(`old.${unique()}@example.com`) });
    const young = await store({ kind: 'contact', data: contact(`young.${unique()}@example.com`) });
    await markSent(old);
    await age(old, 1096);
    await age(young, 1094);

    const report = await applyRetention(db, { policy });

    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old)).toBeNull();
    expect(await notificationsOf([old])).toEqual([]);
    expect(await rowOf(young)).not.toBeNull();
    expect(await notificationsOf([young])).toHaveLength(1);
  });

  it('deletes spam after the shorter period, and clears client addresses and Idempotency-Keys on the rest', async () => {
    const spam = await store({ kind: 'contact', data: contact(`bot.${unique()}@example.com`, { website: true }) }, { spam: true });
    const kept = await store({ kind: 'contact', data: contact(`kept.${unique()}@example.com`) });
    const recent = await store({ kind: 'catering', data: catering(`recent.${unique()}@example.com`) });
    await age(spam, 31);
    await age(kept, 31);
    await age(recent, 29);

    const report = await applyRetention(db, { policy });

    expect(report.spam).toBeGreaterThanOrEqual(1);
    expect(report.clientDataCleared).toBeGreaterThanOrEqual(1);
    expect(await rowOf(spam)).toBeNull();
    expect(await rowOf(kept)).toMatchObject({ clientKey: null, idempotencyKey: null, requestHash: null, fullName: 'Sam Okafor' });
    expect(await rowOf(recent)).toMatchObject({ clientKey: '203.0.113.7', idempotencyKey: expect.stringMatching(/^key-/) });
  });

  it('deletes rate-limit counters older than two hours and notifications whose submission is gone', async () => {
    const bucket = `retention:${unique()}`;
    await hitRateLimit(db, bucket, { max: 5, windowSeconds: 60 }, new Date(Date.now() - 3 * 3600_000));
    await hitRateLimit(db, bucket, { max: 5, windowSeconds: 60 }, new Date());
    const [orphan] = await db.insert(outbox).values({ kind: 'contact', submissionId: `cm_gone${unique()}`, recipients: ['office@example.com'], subject: 's', body: 'b' }).returning();

    const report = await applyRetention(db, { policy });

    expect(report.rateLimitCounters).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.bucket, bucket))).toHaveLength(1);
    expect(report.notifications).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(outbox).where(eq(outbox.id, orphan.id))).toEqual([]);
  });

  it('runs again without finding anything more to do', async () => {
    await applyRetention(db, { policy });
    expect(await applyRetention(db, { policy })).toEqual({ expired: 0, spam: 0, clientDataCleared: 0, notifications: 0, held: 0, rateLimitCounters: 0 });
  });

  it('keeps a request whose notification was never sent past any period, until it is sent', async () => {
    // The shortest periods the settings allow: retries stop after three days, and so would the
    // request, with nobody at the business having seen it.
    const short = { retentionDays: 3, spamDays: 3 };
    const unheard = await store({ kind: 'catering', data: catering(`unheard.${unique()}@example.com`) });
    await age(unheard, 3.5);

    const report = await applyRetention(db, { policy: short });

    expect(report.held).toBeGreaterThanOrEqual(1);
    expect(await rowOf(unheard)).toMatchObject({ emailAddress: expect.stringMatching(/^unheard\./) });
    expect(await notificationsOf([unheard])).toEqual([expect.objectContaining({ sentAt: null, subject: expect.any(String) })]);

    await markSent(unheard);
    expect((await applyRetention(db, { policy: short })).expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(unheard)).toBeNull();
    expect(await notificationsOf([unheard])).toEqual([]);
  });

  it('does not keep one the office was mailed, though a shop address refused it', async () => {
    const short = { retentionDays: 3, spamDays: 3 };
    const seen = await store({ kind: 'catering', data: catering(`seen.${unique()}@example.com`) });
    // The mail server took it for the office and refused a shop address that no longer exists.
    await db.update(outbox).set({ partlySentAt: new Date(), recipients: ['gone@example.com'] }).where(eq(outbox.submissionId, seen));
    await age(seen, 3.5);
    await applyRetention(db, { policy: short });
    expect(await rowOf(seen)).toBeNull();
    expect(await notificationsOf([seen])).toEqual([]);
  });
});

describe('eraseEmail', () => {
  it('removes every stored trace of an address from every table, and says what it removed', async () => {
    const email = `Erase.Me.${unique()}@Example.com`;
    const lower = email.toLowerCase();
    const other = `neighbor.${unique()}@example.com`;
    const requestId = await store({ kind: 'catering', data: catering(email) });
    const spamId = await store({ kind: 'contact', data: contact(lower, { website: true }) }, { spam: true });
    const messageId = await store({ kind: 'contact', data: contact(lower.toUpperCase()) });
    // Someone else wrote the address into their own request.
    const neighbor = await store({ kind: 'catering', data: catering(other, { eventDetails: `Please copy ${email} on the quote.` }) });
    await hitRateLimit(db, emailBucket(email), { max: 5, windowSeconds: 3600 });

    const report = await eraseEmail(db, `  ${email.toUpperCase()} `);

    expect(report).toEqual({
      email: lower,
      cateringRequests: [requestId],
      contactMessages: expect.arrayContaining([spamId, messageId]),
      notifications: 2, // the catering request's and the message's; spam notifies nobody
      rateLimitCounters: 1,
      redacted: [
        { table: 'catering_requests', column: 'event_details', rows: 1 },
        { table: 'outbox', column: 'body', rows: 1 },
      ],
    });
    for (const id of [requestId, spamId, messageId]) expect(await rowOf(id)).toBeNull();
    expect(await notificationsOf([requestId, spamId, messageId])).toEqual([]);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.bucket, emailBucket(email)))).toEqual([]);
    expect((await db.select().from(cateringRequests).where(eq(cateringRequests.publicId, neighbor)))[0].eventDetails).toBe(`Please copy ${ERASED} on the quote.`);
    expect((await notificationsOf([neighbor]))[0].body).toContain(`Please copy ${ERASED} on the quote.`);

    // Nothing anywhere still holds the address, in any case.
    for (const table of ['catering_requests', 'contact_messages', 'outbox', 'rate_limits']) {
      const hits = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${lower} in lower(t::text)) > 0`);
      expect({ table, n: (hits as unknown as { rows: { n: number }[] }).rows[0].n }).toEqual({ table, n: 0 });
    }
  });

  it('erases only the whole address: an address that contains it, or continues it, is someone else\'s', async () => {
    const local = `ann${unique()}`;
    const ann = `${local}@example.com`;
    const joann = `jo${ann}`;
    const longer = `${local}@example.community`;
    const other = `copier.${unique()}@example.com`;
    // Joann's own request, its unsent notification, and a message of hers naming the longer address.
    const joannsRequest = await store({ kind: 'catering', data: catering(joann, { eventDetails: `Reach me at ${joann} or ${longer}.` }) });
    const joannsMessage = await store({ kind: 'contact', data: contact(joann, { message: `My other address is ${longer.toUpperCase()}, not ${joann}.` }) });
    // Someone else wrote Ann's address, in several ways, next to the neighbors' addresses.
    const mention = `Copy ${joann}, o'${ann}, ${longer}, <${ann.toUpperCase()}> and mailto:${ann}; write to ${ann}.`;
    const copier = await store({ kind: 'catering', data: catering(other, { eventDetails: mention }) });
    const before = {
      request: await rowOf(joannsRequest),
      message: await rowOf(joannsMessage),
      notifications: await notificationsOf([joannsRequest, joannsMessage]),
    };

    const report = await eraseEmail(db, ann);

    expect(report).toEqual({
      email: ann,
      cateringRequests: [],
      contactMessages: [],
      notifications: 0,
      rateLimitCounters: 0,
      redacted: [
        { table: 'catering_requests', column: 'event_details', rows: 1 },
        { table: 'outbox', column: 'body', rows: 1 },
      ],
    });
    const erased = `Copy ${joann}, o'${ann}, ${longer}, <${ERASED}> and mailto:${ERASED}; write to ${ERASED}.`;
    expect(await rowOf(copier)).toMatchObject({ eventDetails: erased });
    expect((await notificationsOf([copier]))[0].body).toContain(erased);
    expect(await rowOf(joannsRequest)).toEqual(before.request);
    expect(await rowOf(joannsMessage)).toEqual(before.message);
    expect(await notificationsOf([joannsRequest, joannsMessage])).toEqual(before.notifications);
  });

  it('reports nothing for an address it does not know, and refuses what is not an address', async () => {
    expect(await eraseEmail(db, `nobody.${unique()}@example.com`)).toMatchObject({ cateringRequests: [], contactMessages: [], notifications: 0, rateLimitCounters: 0, redacted: [] });
    await expect(eraseEmail(db, 'not an address')).rejects.toThrow('Give an e-mail address');
  });

  it.each(['@example', '@example.', '@.example.com', '@example..com'])('refuses an address ending %s, and says the part after @ needs a dot', async (domain) => {
    await expect(eraseEmail(db, `ann.${unique()}${domain}`)).rejects.toThrow('the part after @ needs a dot');
  });
});
