/**
 * Accepting a submission (the path the JSON API and the forms' server action share) on a real
 * database (in-memory PGlite, or TEST_DATABASE_URL): the Idempotency-Key scoped per client with a
 * hash of the data, the caps, the honeypot, and the refusal without a durable database.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { contactMessages, locations, outbox, rateLimits } from '@/lib/db/schema';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { IDEMPOTENCY_MISMATCH_MESSAGE, NO_DURABLE_DB_MESSAGE, acceptSubmission, type AcceptContext, type Outcome } from './accept';
import { DEFAULT_CAPS, DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, SPAM_SITE_FACTOR, capsFromEnv, rateLimitedMessage } from './rate-limit';

let db: Db;
let saved: NodeJS.ProcessEnv;
beforeAll(async () => {
  db = await openTestDb();
  saved = { ...process.env };
}, 60_000);
afterAll(() => closeTestDb());
beforeEach(async () => {
  // Each test starts with no counters and no pending notifications, so the caps are its own.
  await db.delete(rateLimits);
  await db.delete(outbox);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
});

const unique = () => Math.random().toString(36).slice(2);
const message = (overrides: Record<string, unknown> = {}) => ({
  messageType: 'question',
  fullName: 'Sam Okafor',
  email: `sam.${unique()}@example.com`,
  message: 'Do you sell gift cards?',
  ...overrides,
});

/** acceptSubmission with its follow-up work (sending mail, pruning) left out. */
function accept(value: unknown, context: Partial<AcceptContext> = {}): Promise<Outcome> {
  return acceptSubmission('contact', value, { client: `203.0.113.${Math.floor(Math.random() * 250)}-${unique()}`, idempotencyKey: null, later: () => {}, db, ...context });
}

async function storedRow(outcome: Outcome) {
  if (outcome.status !== 201) throw new Error(`expected 201, got ${outcome.status}`);
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.publicId, outcome.id));
  return row;
}

describe('the Idempotency-Key', () => {
  it('replays the same data under the same key: the first id, no second row', async () => {
    const data = message();
    const first = await accept(data, { client: 'client-a', idempotencyKey: 'k-1' });
    const again = await accept({ ...data, fullName: '  Sam Okafor ' }, { client: 'client-a', idempotencyKey: 'k-1' });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toMatchObject({ status: 201, replayed: true, id: (first as { id: string }).id });
    expect((await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, data.email)))[0].n).toBe(1);
  });

  it('answers 422 when the key comes back with different data, and stores nothing new', async () => {
    const data = message();
    await accept(data, { client: 'client-b', idempotencyKey: 'k-2' });
    const other = await accept({ ...data, message: 'Actually, I have another question.' }, { client: 'client-b', idempotencyKey: 'k-2' });
    expect(other).toEqual({ status: 422, message: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.message, 'Actually, I have another question.'))).toEqual([]);
  });

  it('replays a stored request whose shop has since left the database; a new request naming it is refused', async () => {
    const [shop] = await db.select().from(locations).limit(1);
    const gone = { ...shop, id: `loc_gone_${unique()}`, slug: `gone-${unique()}` };
    await db.insert(locations).values(gone);
    const data = message({ kindersLocation: gone.slug });
    const first = await accept(data, { client: 'client-g', idempotencyKey: 'k-gone' });
    await db.delete(locations).where(eq(locations.id, gone.id));
    const again = await accept(data, { client: 'client-g', idempotencyKey: 'k-gone' });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toMatchObject({ status: 201, replayed: true, id: (first as { id: string }).id });
    expect(await accept(message({ kindersLocation: gone.slug }), { client: 'client-g', idempotencyKey: 'k-new' })).toMatchObject({ status: 400 });
  });

  it('belongs to its client: another client using the same key gets its own submission', async () => {
    const a = await accept(message(), { client: 'client-c', idempotencyKey: 'shared-key' });
    const b = await accept(message(), { client: 'client-d', idempotencyKey: 'shared-key' });
    expect(b).toMatchObject({ status: 201, replayed: false });
    expect((b as { id: string }).id).not.toBe((a as { id: string }).id);
  });
});

describe('copies of one request sent at the same moment', () => {
  it('are one request: one row, both copies answered with its id, and counted once against every limit', async () => {
    // A form sent twice at once (a double submit, a proxy's retry): both copies look for the key
    // before either is stored, and the database tells them apart only when the second is stored.
    const data = message();
    const copies = await Promise.all([1, 2].map(() => accept(data, { client: 'double-clicker', idempotencyKey: 'same-key' })));
    const [first] = copies;
    expect(first).toMatchObject({ status: 201 });
    expect(copies.map((c) => [c.status, (c as { id?: string }).id])).toEqual(copies.map(() => [201, (first as { id: string }).id]));
    expect((await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, data.email)))[0].n).toBe(1);
    const counters = await db.select().from(rateLimits);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.map((c) => c.count)).toEqual(counters.map(() => 1));
    // The client's own allowance is left for its own requests.
    for (let i = 1; i < DEFAULT_RATE_LIMIT.max; i++) expect(await accept(message(), { client: 'double-clicker' })).toMatchObject({ status: 201 });
  });

  it('sent to two servers at once: told apart when the second is stored, which gives back what it was counted', async () => {
    // Two server processes do not wait for each other's copies.
    const elsewhere = <T,>(_key: string, work: () => Promise<T>) => work();
    const data = message();
    const copies = await Promise.all([1, 2].map(() => accept(data, { client: 'two-servers', idempotencyKey: 'same-key', inTurn: elsewhere })));
    expect(copies.map((c) => [c.status, (c as { id?: string }).id])).toEqual(copies.map(() => [201, (copies[0] as { id: string }).id]));
    expect(copies.filter((c) => (c as { replayed?: boolean }).replayed)).toHaveLength(1);
    const counters = await db.select().from(rateLimits);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.map((c) => c.count)).toEqual(counters.map(() => 1));
  });

  it('a copy refused only because the other took the last place is answered as that request, and counted once', async () => {
    const caps = { ...capsFromEnv(), client: { max: 1, windowSeconds: 60 } };
    const data = message();
    const copies = await Promise.all([1, 2].map(() => accept(data, { client: 'last-place', idempotencyKey: 'same-key', caps })));
    expect(copies.map((c) => c.status)).toEqual([201, 201]);
    expect((copies[1] as { id: string }).id).toBe((copies[0] as { id: string }).id);
    const counters = await db.select().from(rateLimits);
    expect(counters.map((c) => c.count)).toEqual(counters.map(() => 1));
  });

});

describe('the honeypot', () => {
  it('is filled only by text: a bot sending false or an object is stored as a normal submission', async () => {
    for (const website of [false, 0, {}, ['x']]) {
      const row = await storedRow(await accept(message({ website })));
      expect(row.spam).toBe(false);
    }
  });

  it('filled with text: 201 all the same, stored as spam, nobody notified', async () => {
    const outcome = await accept(message({ website: 'https://cheap-pills.example' }));
    const row = await storedRow(outcome);
    expect(row.spam).toBe(true);
    expect(await db.select().from(outbox).where(eq(outbox.submissionId, row.publicId))).toEqual([]);
  });
});

describe('newsletterConsent', () => {
  it('reads as false when the request does not send it', async () => {
    expect((await storedRow(await accept(message()))).newsletterConsent).toBe(false);
    expect((await storedRow(await accept(message({ newsletterConsent: true })))).newsletterConsent).toBe(true);
  });
});

describe('the message of a refusal', () => {
  it('asks for a moment while the wait is a minute or so, else gives the wait in minutes', () => {
    expect(rateLimitedMessage(1)).toBe(RATE_LIMITED_MESSAGE);
    expect(rateLimitedMessage(60)).toBe(RATE_LIMITED_MESSAGE);
    expect(rateLimitedMessage(90)).toBe(RATE_LIMITED_MESSAGE);
    expect(rateLimitedMessage(91)).toBe('Too many requests. Please try again in about 2 minutes.');
    expect(rateLimitedMessage(300)).toBe('Too many requests. Please try again in about 5 minutes.');
    expect(rateLimitedMessage(958)).toBe('Too many requests. Please try again in about 16 minutes.');
    expect(rateLimitedMessage(3600)).toBe('Too many requests. Please try again in about 60 minutes.');
  });
});

describe('the caps', () => {
  it('per client and form: the default 5 a minute, then 429 with Retry-After', async () => {
    const results = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT.max + 1; i++) results.push(await accept(message(), { client: 'one-client' }));
    expect(results.slice(0, DEFAULT_RATE_LIMIT.max).every((r) => r.status === 201)).toBe(true);
    expect(results.at(-1)).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE, cap: 'client', retryAfterSeconds: expect.any(Number) });
  });

  it('per e-mail address across clients and both forms: the default 5 an hour', async () => {
    const email = `busy.${unique()}@example.com`;
    // A fixed clock, a few minutes into the hour: the wait asserted below is the rest of the hour.
    const now = new Date('2026-12-01T18:05:00Z');
    const results = [];
    for (let i = 0; i < DEFAULT_CAPS.emailPerHour; i++) results.push(await accept(message({ email }), { now }));
    results.push(
      await acceptSubmission(
        'catering',
        { cateringOption: 'On-Site Catering', eventLocation: 'A park', guestSize: 10, firstName: 'S', lastName: 'O', emailAddress: email.toUpperCase(), phoneNumber: '925 555 0100' },
        { client: 'another-client', idempotencyKey: null, later: () => {}, db, now },
      ),
    );
    expect(results.map((r) => r.status)).toEqual([...Array(DEFAULT_CAPS.emailPerHour).fill(201), 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'email' });
    const retryAfter = (results.at(-1) as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // An hour's cap says how long to wait, not "a moment".
    expect(retryAfter).toBe(55 * 60);
    expect((results.at(-1) as { message: string }).message).toBe(rateLimitedMessage(retryAfter));
    expect((results.at(-1) as { message: string }).message).toMatch(/^Too many requests\. Please try again in about \d+ minutes\.$/);
    // The counter holds a hash, not the address.
    expect(JSON.stringify(await db.select().from(rateLimits))).not.toContain(email);
  });

  it('per client, both forms, over the hour: one client cannot use up the whole site by staying under the per-minute limit', async () => {
    const caps = { ...capsFromEnv(), clientPerHour: 3, sitePerHour: 5 };
    const start = new Date('2026-12-01T18:00:00Z');
    const results = [];
    // One a minute apart, never near the per-minute limit.
    for (let i = 0; i < 4; i++) results.push(await accept(message(), { client: 'patient-client', caps, now: new Date(start.getTime() + i * 61_000) }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'client-hour' });
    // Everyone else still has the rest of the site's hour.
    expect(await accept(message(), { client: 'another-customer', caps, now: new Date(start.getTime() + 5 * 61_000) })).toMatchObject({ status: 201 });
    expect(DEFAULT_CAPS.clientPerHour).toBeLessThan(DEFAULT_CAPS.sitePerHour);
  });

  it('per IPv6 /48 network, both forms, over the hour: fresh /64s of one network count together, other networks do not', async () => {
    const caps = { ...capsFromEnv(), networkPerHour: 3 };
    const results = [];
    // Each request from a /64 of its own, as a client holding a whole /48 could send them.
    for (let i = 0; i < 4; i++) results.push(await accept(message(), { client: `2001:db8:77:${i + 1}::/64`, caps }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'network-hour' });
    expect(await accept(message(), { client: '2001:db8:78:1::/64', caps })).toMatchObject({ status: 201 });
    // IPv4 clients and other identifiers have no network counter.
    for (let i = 0; i < 4; i++) expect(await accept(message(), { client: `192.0.2.${i + 1}`, caps })).toMatchObject({ status: 201 });
    expect(DEFAULT_CAPS.clientPerHour).toBeLessThan(DEFAULT_CAPS.networkPerHour);
    expect(DEFAULT_CAPS.networkPerHour).toBeLessThan(DEFAULT_CAPS.sitePerHour);
  });

  it('site-wide: RATE_LIMIT_SITE_PER_HOUR submissions an hour from every client together', async () => {
    const caps = { ...capsFromEnv(), sitePerHour: 4 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await accept(message(), { caps }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'site' });
  });

  it("honeypot posts count against their own sender only: bots cannot use up the site's hour or a customer's address", async () => {
    const caps = { ...capsFromEnv(), sitePerHour: 2, emailPerHour: 2 };
    const email = `targeted.${unique()}@example.com`;
    // Many senders, each within its own limits, every post caught by the honeypot.
    for (let i = 0; i < 6; i++) expect(await accept(message({ email, website: 'https://spam.example' }), { client: `bot-${i}`, caps })).toMatchObject({ status: 201 });
    expect(await storedRow(await accept(message({ email }), { client: 'the-customer', caps }))).toMatchObject({ spam: false });
    expect(await accept(message(), { client: 'another-customer', caps })).toMatchObject({ status: 201 });
    // The sender's own limits still hold for spam.
    const own = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT.max + 1; i++) own.push(await accept(message({ website: 'x' }), { client: 'one-bot', caps }));
    expect(own.at(-1)).toMatchObject({ status: 429, cap: 'client' });
  });

  it('honeypot posts from every sender together have a site-wide cap of their own, which refuses nobody else', async () => {
    const caps = { ...capsFromEnv(), sitePerHour: 2 };
    const spamCap = caps.sitePerHour * SPAM_SITE_FACTOR;
    const results = [];
    for (let i = 0; i <= spamCap; i++) results.push(await accept(message({ website: 'https://spam.example' }), { client: `botnet-${i}`, caps }));
    expect(results.map((r) => r.status)).toEqual([...Array(spamCap).fill(201), 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'spam-site' });
    expect(await accept(message(), { client: 'a-customer', caps })).toMatchObject({ status: 201 });
  });

  it('pending notifications: at OUTBOX_PENDING_MAX unsent ones, new submissions wait', async () => {
    const caps = { ...capsFromEnv(), pendingOutbox: 2 };
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await accept(message(), { caps }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(results.at(-1)).toMatchObject({ cap: 'outbox', retryAfterSeconds: 300 });
  });

  it('an invalid submission reaches no counter', async () => {
    expect(await accept(message({ email: 'not an address' }), { client: 'invalid-client' })).toMatchObject({ status: 400 });
    expect(await db.select().from(rateLimits)).toEqual([]);
  });
});

describe('storage that tells the truth', () => {
  it('refuses with 503 in production on Vercel without DATABASE_URL, before reading anything', async () => {
    process.env.VERCEL = '1';
    Object.assign(process.env, { NODE_ENV: 'production' });
    delete process.env.DATABASE_URL;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await accept(message({ email: 'not even valid' }))).toEqual({ status: 503, message: NO_DURABLE_DB_MESSAGE });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Set DATABASE_URL'));
  });

  it('refuses with REQUIRE_DURABLE_DB=1 and an in-memory embedded database; a file or PostgreSQL is durable', async () => {
    const { hasDurableDb, requiresDurableDb } = await import('@/lib/db');
    process.env.REQUIRE_DURABLE_DB = '1';
    delete process.env.DATABASE_URL;
    delete process.env.VERCEL;
    process.env.PGLITE_DIR = 'memory://x';
    expect([requiresDurableDb(), hasDurableDb()]).toEqual([true, false]);
    expect((await accept(message())).status).toBe(503);
    process.env.PGLITE_DIR = '/var/lib/site/pglite';
    expect(hasDurableDb()).toBe(true);
    process.env.DATABASE_URL = 'postgres://db.example/site';
    expect(hasDurableDb()).toBe(true);
    delete process.env.REQUIRE_DURABLE_DB;
    Object.assign(process.env, { NODE_ENV: 'test' });
    expect(requiresDurableDb()).toBe(false);
  });
});
