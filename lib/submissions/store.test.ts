/**
 * Storing submissions and rate limiting on a real database (in-memory PGlite, or
 * TEST_DATABASE_URL): one transaction for the row and its notification, spam, idempotency.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, locations, outbox, rateLimits } from '@/lib/db/schema';
import { cateringShop, closeTestDb, openTestDb, storeCateringEmail } from '@/lib/testing/test-db';
import type { CateringRequest } from '@/lib/validation/catering';
import type { ContactMessage } from '@/lib/validation/contact';
import { SITE_BUCKET, clientBucket, hitRateLimit, pruneRateLimits } from './rate-limit';
import { countSubmissions, getSubmission, listSubmissions, notificationStatus } from './read';
import { findByIdempotencyKey, isUniqueViolation, kindOfPublicId, newPublicId, requestHash, storeSubmission, withoutHoneypot, type StoreOptions, type Submission } from './store';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await storeCateringEmail(db, shop);
}, 60_000);
afterAll(() => closeTestDb());

// A shop with a catering address: its notification goes there too.
const shop = cateringShop();

const request: CateringRequest = {
  cateringOption: 'Delivery Catering',
  kindersLocation: shop.slug,
  guestSize: 30,
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria@example.com',
  phoneNumber: '(925) 555-0199',
  website: false,
};
const message: ContactMessage = {
  messageType: 'question',
  fullName: 'Sam Okafor',
  email: 'sam@example.com',
  message: 'Do you sell gift cards?',
  newsletterConsent: false,
  website: false,
};
const options = { idempotencyKey: null, clientKey: '203.0.113.9', spam: false };
const uniqueKey = () => `key-${Math.random().toString(36).slice(2)}`;

/** storeSubmission, for the tests that expect a stored (or replayed) submission. */
async function store(submission: Submission, o: StoreOptions) {
  const stored = await storeSubmission(db, submission, o);
  if ('mismatch' in stored) throw new Error('unexpected Idempotency-Key mismatch');
  return stored;
}

const rowsOf = async (publicId: string) => ({
  catering: await db.select().from(cateringRequests).where(eq(cateringRequests.publicId, publicId)),
  contact: await db.select().from(contactMessages).where(eq(contactMessages.publicId, publicId)),
  outbox: await db.select().from(outbox).where(eq(outbox.submissionId, publicId)),
});

describe('public ids', () => {
  it('are prefixed by form, random and readable', () => {
    const a = newPublicId('catering');
    expect(a).toMatch(/^cr_[0-9a-hjkmnp-tv-z]{16}$/);
    expect(newPublicId('contact')).toMatch(/^cm_/);
    expect(newPublicId('catering')).not.toBe(a);
    expect(kindOfPublicId(a)).toBe('catering');
    expect(kindOfPublicId('cm_x')).toBe('contact');
    expect(kindOfPublicId('zz_x')).toBeNull();
  });
});

describe('storeSubmission', () => {
  it('writes the catering row and its notification together', async () => {
    const { id, replayed } = await store({ kind: 'catering', data: request }, options);
    expect(replayed).toBe(false);
    const rows = await rowsOf(id);
    expect(rows.catering).toHaveLength(1);
    expect(rows.catering[0]).toMatchObject({ ...withoutHoneypot(request), spam: false, clientKey: '203.0.113.9', eventDate: null });
    expect(rows.catering[0]).not.toHaveProperty('website');
    expect(rows.outbox).toHaveLength(1);
    expect(rows.outbox[0]).toMatchObject({ kind: 'catering', sentAt: null, attempts: 0, replyTo: 'maria@example.com' });
    expect(rows.outbox[0].recipients).toContain(shop.cateringEmail);
  });

  it("flags a pickup on a day the shop is closed, as the shop's hours in the database say", async () => {
    // A closure of this test's own, a year ahead, beside whatever the content's shop has.
    const [{ hoursOverrides }] = await db.select({ hoursOverrides: locations.hoursOverrides }).from(locations).where(eq(locations.slug, shop.slug));
    const day = `${new Date().getFullYear() + 1}-06-16`;
    await db.update(locations).set({ hoursOverrides: [...hoursOverrides.filter((o) => o.date !== day), { date: day, label: 'Test Closure', closed: true }] }).where(eq(locations.slug, shop.slug));
    try {
      const { id } = await store({ kind: 'catering', data: { ...request, cateringOption: 'Pickup Catering', eventDate: day } }, options);
      const [row] = (await rowsOf(id)).outbox;
      expect(row.subject.startsWith('[CLOSED DAY] ')).toBe(true);
      expect(row.body).toContain('(Test Closure)');
    } finally {
      await db.update(locations).set({ hoursOverrides }).where(eq(locations.slug, shop.slug));
    }
  });

  it('writes a contact message with its newsletter choice', async () => {
    const { id } = await store({ kind: 'contact', data: message }, options);
    const rows = await rowsOf(id);
    expect(rows.contact[0]).toMatchObject({ messageType: 'question', newsletterConsent: false, kindersLocation: null });
    expect(rows.outbox).toHaveLength(1);
  });

  it('stores spam for review but notifies nobody', async () => {
    const { id } = await store({ kind: 'contact', data: { ...message, website: true } }, { ...options, spam: true });
    const rows = await rowsOf(id);
    expect(rows.contact[0].spam).toBe(true);
    expect(rows.outbox).toHaveLength(0);
  });

  it('writes nothing when the notification cannot be written (one transaction)', async () => {
    const before = (await db.select({ n: count() }).from(cateringRequests))[0].n;
    await db.execute(sql`ALTER TABLE outbox RENAME TO outbox_hidden`);
    try {
      await expect(storeSubmission(db, { kind: 'catering', data: request }, options)).rejects.toThrow();
    } finally {
      await db.execute(sql`ALTER TABLE outbox_hidden RENAME TO outbox`);
    }
    expect((await db.select({ n: count() }).from(cateringRequests))[0].n).toBe(before);
  });

  it('stores one row for two racing requests with the same Idempotency-Key', async () => {
    const key = uniqueKey();
    const [a, b] = await Promise.all([
      store({ kind: 'catering', data: request }, { ...options, idempotencyKey: key }),
      store({ kind: 'catering', data: request }, { ...options, idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const stored = await db.select().from(cateringRequests).where(eq(cateringRequests.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect((await rowsOf(a.id)).outbox).toHaveLength(1);
  });

  it('keys are per form: the same key on the other form is a new submission', async () => {
    const key = uniqueKey();
    const a = await store({ kind: 'catering', data: request }, { ...options, idempotencyKey: key });
    const b = await store({ kind: 'contact', data: message }, { ...options, idempotencyKey: key });
    expect(b.id).not.toBe(a.id);
    expect(b.replayed).toBe(false);
  });

  it('keys are per client: the same key from another client is a new submission', async () => {
    const key = uniqueKey();
    const a = await store({ kind: 'contact', data: message }, { ...options, clientKey: '198.51.100.1', idempotencyKey: key });
    const b = await store({ kind: 'contact', data: message }, { ...options, clientKey: '198.51.100.2', idempotencyKey: key });
    expect(b).toEqual({ id: expect.not.stringMatching(a.id), replayed: false });
    expect(await findByIdempotencyKey(db, 'contact', '198.51.100.1', key)).toEqual({ id: a.id, requestHash: requestHash({ kind: 'contact', data: message }) });
    expect(await findByIdempotencyKey(db, 'contact', '198.51.100.3', key)).toBeNull();
  });

  it('two racing requests under one key with different data: one stored, the other told it does not match', async () => {
    const key = uniqueKey();
    const other = { ...message, message: 'A different message.' };
    const [a, b] = await Promise.all([
      storeSubmission(db, { kind: 'contact', data: message }, { ...options, idempotencyKey: key }),
      storeSubmission(db, { kind: 'contact', data: other }, { ...options, idempotencyKey: key }),
    ]);
    expect([a, b].filter((r) => 'mismatch' in r)).toEqual([{ mismatch: true }]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key))).toHaveLength(1);
  });

  it('hashes the validated data, so the same request always gives the same hash', () => {
    const a = requestHash({ kind: 'contact', data: message });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ kind: 'contact', data: { ...message } })).toBe(a);
    // Key order and missing optional fields do not matter; content and form do.
    const reordered = Object.fromEntries(Object.entries(message).reverse()) as typeof message;
    expect(requestHash({ kind: 'contact', data: { ...reordered, phone: undefined } })).toBe(a);
    expect(requestHash({ kind: 'contact', data: { ...message, message: 'Other' } })).not.toBe(a);
  });

  it('recognizes unique violations, wrapped or not', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);
  });
});

describe('reading submissions back', () => {
  it('finds one by id with its outbox rows, and lists newest first without spam by default', async () => {
    const first = await store({ kind: 'contact', data: message }, options);
    const spam = await store({ kind: 'contact', data: message }, { ...options, spam: true });
    const last = await store({ kind: 'catering', data: request }, options);

    const found = await getSubmission(db, last.id);
    expect(found).toMatchObject({ kind: 'catering', row: { publicId: last.id }, outbox: [{ submissionId: last.id }] });
    expect(notificationStatus(found!.outbox)).toBe('pending');
    expect(await getSubmission(db, 'cr_doesnotexist')).toBeNull();
    expect(await getSubmission(db, 'nonsense')).toBeNull();

    const listed = (await listSubmissions(db, { limit: 1000 })).map((s) => s.row.publicId);
    expect(listed.indexOf(last.id)).toBeLessThan(listed.indexOf(first.id));
    expect(listed).not.toContain(spam.id);
    expect((await listSubmissions(db, { includeSpam: true, limit: 1000 })).map((s) => s.row.publicId)).toContain(spam.id);
    const contactOnly = await listSubmissions(db, { kind: 'contact', limit: 1000 });
    expect(contactOnly.every((s) => s.kind === 'contact')).toBe(true);
    expect(await listSubmissions(db, { limit: 2 })).toHaveLength(2);
  });

  it('counts every stored row, outbox row and rate-limit hit', async () => {
    const before = await countSubmissions(db);
    await store({ kind: 'contact', data: message }, options);
    await store({ kind: 'catering', data: request }, { ...options, spam: true });
    await hitRateLimit(db, `count:${Math.random()}`, { max: 5, windowSeconds: 60 });
    expect(await countSubmissions(db)).toEqual({
      catering: before.catering + 1,
      contact: before.contact + 1,
      outbox: before.outbox + 1, // spam notifies nobody
      rateLimitHits: before.rateLimitHits + 1,
    });
  });

  it('with a tag, counts only what requests carrying it could have written, whatever else is stored', async () => {
    const tag = `tagged-${Math.random().toString(36).slice(2)}`;
    const none = { catering: 0, contact: 0, outbox: 0, rateLimitHits: 0 };
    // Other traffic: another client, other addresses, the shared counters.
    await store({ kind: 'contact', data: message }, options);
    await store({ kind: 'catering', data: request }, options);
    await hitRateLimit(db, clientBucket('contact', options.clientKey), { max: 5, windowSeconds: 60 });
    await hitRateLimit(db, SITE_BUCKET, { max: 100, windowSeconds: 3600 });
    expect(await countSubmissions(db, { tag })).toEqual(none);

    // Stored under the tagged client, or from any client with the tag in the address.
    await store({ kind: 'contact', data: message }, { ...options, clientKey: tag });
    await store({ kind: 'catering', data: { ...request, emailAddress: `drill.${tag.toUpperCase()}@example.com` } }, { ...options, spam: true });
    await hitRateLimit(db, clientBucket('catering', tag), { max: 5, windowSeconds: 60 });
    await hitRateLimit(db, clientBucket('contact', tag), { max: 5, windowSeconds: 60 });
    await hitRateLimit(db, clientBucket('contact', tag), { max: 5, windowSeconds: 60 });
    expect(await countSubmissions(db, { tag })).toEqual({ catering: 1, contact: 1, outbox: 1, rateLimitHits: 3 });
  });
});

describe('rate limiting', () => {
  const policy = { max: 5, windowSeconds: 60 };
  const bucket = () => `test:${Math.random().toString(36).slice(2)}`;
  const at = (iso: string) => new Date(iso);

  it('allows five requests per window, refuses the sixth with the seconds left', async () => {
    const b = bucket();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await hitRateLimit(db, b, policy, at('2026-11-20T18:00:15Z')));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toEqual({ allowed: false, count: 6, retryAfterSeconds: 45, windowStart: at('2026-11-20T18:00:00Z') });
  });

  it('starts counting afresh in the next window, and buckets are independent', async () => {
    const b = bucket();
    for (let i = 0; i < 6; i++) await hitRateLimit(db, b, policy, at('2026-11-20T18:00:59Z'));
    expect((await hitRateLimit(db, b, policy, at('2026-11-20T18:01:00Z'))).allowed).toBe(true);
    expect((await hitRateLimit(db, bucket(), policy, at('2026-11-20T18:00:59Z'))).allowed).toBe(true);
  });

  it('counts correctly under concurrent requests', async () => {
    const b = bucket();
    const results = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(db, b, policy, at('2026-11-20T18:00:30Z'))));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('prunes windows that started longer ago than it is told to keep', async () => {
    const b = bucket();
    await hitRateLimit(db, b, policy, at('2026-11-20T15:00:00Z'));
    await hitRateLimit(db, b, policy, at('2026-11-20T17:00:00Z'));
    await hitRateLimit(db, b, policy, at('2026-11-20T18:00:00Z'));
    await pruneRateLimits(db, 2 * 3600, at('2026-11-20T18:00:30Z'));
    const left = await db.select().from(rateLimits).where(eq(rateLimits.bucket, b));
    expect(left.map((r) => r.windowStart.toISOString()).sort()).toEqual(['2026-11-20T17:00:00.000Z', '2026-11-20T18:00:00.000Z']);
  });
});
