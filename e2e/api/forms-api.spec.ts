/**
 * POST /api/catering and POST /api/contact against the running production build (embedded
 * database, and PostgreSQL with npm run test:all; and on the second content set). Each test sends
 * its own X-Forwarded-For (the server trusts one proxy hop, and the tests stand for that proxy),
 * so tests never share a rate-limit bucket; the server keeps the default limit of 5 per 60 s.
 * Each test also writes an address of its own, so none meets the per-address cap that a
 * deployment keeps.
 * What a 201 stored is read back through the tests-only /api/test/submissions endpoints. The
 * shops the forms name come from the served content.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test as base, type Facts, type Shop } from '../helpers/content-facts';
import { sampleEmail, storedSubmission, type StoredSubmission } from '../helpers/forms';
import { needsHooks, needsOwnServer, needsWrites, readsBackWhatItStores } from '../helpers/target';
import { DB } from '../helpers/tags';
import { LIMITS } from '@/lib/validation/choices';

// Nearly every test here stores submissions; against a deployment they run only when asked to.
needsWrites();

// Event dates must not be in the past, so the test data moves with the calendar.
const YEAR = new Date().getFullYear() + 2;

const CATERING_FIELDS = {
  cateringOption: 'Pickup Catering',
  eventDate: `${YEAR}-06-14`,
  eventType: 'Wedding',
  eventLocation: '',
  guestSize: '120',
  eventDetails: 'Tri-tip and ribs for 120.\nNo onions, please.',
  companyName: 'Lopez Family',
  firstName: 'Maria',
  lastName: 'Lopez',
  phoneNumber: '(925) 555-0199',
  website: '',
};

const CONTACT_FIELDS = {
  messageType: 'compliment',
  fullName: 'Sam Okafor',
  phone: '',
  message: 'The sandwich was perfect.',
  orderNumber: '',
  eventDate: '',
  website: '',
};

/**
 * The shops the requests name: shops with a catering e-mail (the shop's notification goes there),
 * a different one for contact messages when the content has two.
 */
function formShops(facts: Facts): { catering: Shop; contact: Shop } {
  const withEmail = facts.rows.locations.filter((l) => l.cateringEmail);
  const catering = withEmail[0] ?? facts.rows.locations[0];
  return { catering, contact: withEmail.find((l) => l.id !== catering.id) ?? catering };
}

/** A valid catering request and contact message for a shop of the served content, from an address of the test's own. */
const test = base.extend<{
  shops: { catering: Shop; contact: Shop };
  CATERING: typeof CATERING_FIELDS & { emailAddress: string; kindersLocation: string };
  CONTACT: typeof CONTACT_FIELDS & { email: string; kindersLocation: string };
  /** What a 201 stored; a test that asks for it ends by reading back what it stored. */
  stored: (id: string) => Promise<StoredSubmission>;
}>({
  shops: async ({ facts }, provide) => provide(formShops(facts)),
  stored: async ({ request }, provide) => {
    readsBackWhatItStores();
    await provide((id) => storedSubmission(request, id));
  },
  CATERING: async ({ shops }, provide) => provide({ ...CATERING_FIELDS, emailAddress: sampleEmail('maria'), kindersLocation: shops.catering.slug }),
  CONTACT: async ({ shops }, provide) => provide({ ...CONTACT_FIELDS, email: sampleEmail('sam'), kindersLocation: shops.contact.slug }),
});

/** The shop's own address is among the recipients when it has one. */
function expectShopNotified(recipients: string[], shop: Shop) {
  if (shop.cateringEmail) expect(recipients).toContain(shop.cateringEmail);
  expect(recipients.length).toBeGreaterThanOrEqual(1);
}

const INVALID = 'Please check your form data and try again.';
const TOO_MANY = 'Too many requests. Please wait a moment before trying again.';

/** A client of its own for each test: the rate limit counts per X-Forwarded-For. */
const newClient = () => `e2e-${randomUUID()}`;

type PostOptions = { client?: string; headers?: Record<string, string> };
function post(request: APIRequestContext, path: string, data: unknown, { client = newClient(), headers = {} }: PostOptions = {}) {
  return request.post(path, { data, headers: { 'x-forwarded-for': client, ...headers } });
}

async function expectCreated(res: APIResponse, prefix: 'cr_' | 'cm_'): Promise<string> {
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  expect(body).toEqual({ success: true, data: { id: expect.stringMatching(new RegExp(`^${prefix}[0-9a-z]{16}$`)) } });
  return body.data.id;
}

async function expectError(res: APIResponse, status: number, error: string | RegExp) {
  expect(res.status()).toBe(status);
  const body = await res.json();
  expect(body.success).toBe(false);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
  expect(body.message).toBe(body.error);
  return body;
}

test.describe('POST /api/catering', DB, () => {
  test('a valid request is stored with its notification before the 201', async ({ request, stored, CATERING, shops }) => {
    const id = await expectCreated(await post(request, '/api/catering', CATERING), 'cr_');

    const saved = await stored(id);
    expect(saved).toMatchObject({ kind: 'catering', id, spam: false });
    expect(saved.submission).toMatchObject({
      cateringOption: 'Pickup Catering',
      kindersLocation: shops.catering.slug,
      eventDate: `${YEAR}-06-14`,
      eventType: 'Wedding',
      eventLocation: null,
      guestSize: 120,
      companyName: 'Lopez Family',
      firstName: 'Maria',
      emailAddress: CATERING.emailAddress,
    });
    expect(saved.outbox).toHaveLength(1);
    const [notification] = saved.outbox;
    expectShopNotified(notification.recipients, shops.catering);
    // The catering office (or NOTIFY_TO) as well as the shop.
    expect(notification.recipients.length).toBeGreaterThanOrEqual(shops.catering.cateringEmail ? 2 : 1);
    expect(notification).toMatchObject({ kind: 'catering', submissionId: id, replyTo: CATERING.emailAddress, sentAt: null });
    // The date and the size first, the shop last.
    expect(notification.subject).toMatch(/^Catering quote request: \w{3} Jun 14, 120 guests, Pickup Catering, /);
    expect(notification.subject.endsWith(`, ${shops.catering.name}`)).toBe(true);
    expect(notification.body).toContain('No onions, please.');
  });

  test('on-site catering needs the event location but no shop; values are trimmed', async ({ request, stored, CATERING, facts }) => {
    const id = await expectCreated(
      await post(request, '/api/catering', {
        ...CATERING,
        cateringOption: 'On-Site Catering',
        kindersLocation: '',
        eventLocation: '  Heather Farm Park, Walnut Creek ',
        guestSize: 250,
        firstName: '  Maria ',
      }),
      'cr_',
    );
    const saved = await stored(id);
    expect(saved.submission).toMatchObject({ cateringOption: 'On-Site Catering', kindersLocation: null, eventLocation: 'Heather Farm Park, Walnut Creek', guestSize: 250, firstName: 'Maria' });
    // No shop is chosen, so no shop's catering address is notified.
    for (const shop of facts.rows.locations) if (shop.cateringEmail) expect(saved.outbox[0].recipients).not.toContain(shop.cateringEmail);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstName: undefined }, 'firstName: Please enter your first name.'],
    ['a blank last name', { lastName: '   ' }, 'lastName: Please enter your last name.'],
    ['a bad email address', { emailAddress: 'maria@example' }, 'emailAddress: Please enter a valid email address.'],
    ['a missing phone number', { phoneNumber: '' }, 'phoneNumber: Please enter your phone number.'],
    ['a bad phone number', { phoneNumber: 'call me' }, 'phoneNumber: Please enter a valid phone number.'],
    ['no catering option', { cateringOption: '' }, 'cateringOption: Please choose a catering option.'],
    ['an unknown catering option', { cateringOption: 'Drone Catering' }, 'cateringOption: Please choose a catering option.'],
    ['0 guests', { guestSize: 0 }, 'guestSize: Guest size must be between 1 and 10000.'],
    ['10001 guests', { guestSize: '10001' }, 'guestSize: Guest size must be between 1 and 10000.'],
    ['a guest count that is not a number', { guestSize: 'lots' }, 'guestSize: Guest size must be a whole number.'],
    ['no guest count', { guestSize: '' }, 'guestSize: Please enter the number of guests.'],
    ['pickup without a shop', { kindersLocation: '' }, 'kindersLocation: Please choose the location for your pickup or delivery.'],
    ['delivery without a shop', { cateringOption: 'Delivery Catering', kindersLocation: undefined }, 'kindersLocation: Please choose the location for your pickup or delivery.'],
    ['an unknown shop', { kindersLocation: 'atlantis' }, 'kindersLocation: Please choose one of our locations.'],
    ['on-site without an event location', { cateringOption: 'On-Site Catering', eventLocation: '' }, 'eventLocation: Please enter where your event will take place.'],
    ['an unknown event type', { eventType: 'Rodeo' }, 'eventType: Please choose one of the listed event types.'],
    ['a badly written date', { eventDate: '06/14/2031' }, 'eventDate: Please enter the event date as YYYY-MM-DD.'],
    ['a date in the past', { eventDate: '2020-01-01' }, 'eventDate: The event date cannot be in the past.'],
    ['a line break in a name (header injection)', { lastName: 'Lopez\r\nBcc: spam@example.com' }, 'lastName: Last name must be a single line.'],
    ['a first name over 100 characters', { firstName: 'M'.repeat(101) }, 'firstName: First name must be at most 100 characters.'],
    ['event details over 5000 characters', { eventDetails: 'x'.repeat(5001) }, 'eventDetails: Event details must be at most 5000 characters.'],
    ['a NUL character', { companyName: 'Acme\u0000' }, 'companyName: Company name contains characters that are not allowed.'],
  ];
  for (const [name, change, detail] of invalid) {
    test(`400 for ${name}`, async ({ request, CATERING }) => {
      const body = await expectError(await post(request, '/api/catering', { ...CATERING, ...change }), 400, INVALID);
      expect(body.details).toEqual([detail]);
      const [field, message] = detail.split(': ');
      expect(body.fields).toEqual({ [field]: message });
    });
  }

  test('400 lists every bad field at once', async ({ request }) => {
    const body = await expectError(await post(request, '/api/catering', { cateringOption: 'Pickup Catering' }), 400, INVALID);
    expect(body.details).toEqual(
      expect.arrayContaining([
        'firstName: Please enter your first name.',
        'lastName: Please enter your last name.',
        'emailAddress: Please enter your email address.',
        'phoneNumber: Please enter your phone number.',
        'guestSize: Please enter the number of guests.',
        'kindersLocation: Please choose the location for your pickup or delivery.',
      ]),
    );
    expect(body.details).toHaveLength(6);
  });
});

test.describe('POST /api/contact', DB, () => {
  test('a valid message is stored with its notification; a missing newsletterConsent reads false', async ({ request, stored, CONTACT, shops }) => {
    const id = await expectCreated(await post(request, '/api/contact', CONTACT), 'cm_');
    const saved = await stored(id);
    expect(saved).toMatchObject({ kind: 'contact', id, spam: false });
    expect(saved.submission).toMatchObject({ messageType: 'compliment', fullName: 'Sam Okafor', kindersLocation: shops.contact.slug, newsletterConsent: false, phone: null });
    const ticked = await expectCreated(await post(request, '/api/contact', { ...CONTACT, newsletterConsent: true }), 'cm_');
    expect((await stored(ticked)).submission.newsletterConsent).toBe(true);
    expect(saved.outbox).toHaveLength(1);
    expectShopNotified(saved.outbox[0].recipients, shops.contact);
    expect(saved.outbox[0]).toMatchObject({ kind: 'contact', submissionId: id, replyTo: CONTACT.email });
    expect(saved.outbox[0].subject).toBe(`Website message (Compliment, ${shops.contact.name}) from Sam Okafor`);
  });

  test('a message about a shop without a catering address notifies the office alone', async ({ request, stored, CONTACT, facts }) => {
    const shop = facts.rows.locations.find((l) => !l.cateringEmail);
    test.skip(!shop, 'every shop of the content has a catering address');
    const id = await expectCreated(await post(request, '/api/contact', { ...CONTACT, kindersLocation: shop!.slug }), 'cm_');
    const saved = await stored(id);
    expect(saved.submission.kindersLocation).toBe(shop!.slug);
    expect(saved.outbox[0].subject).toBe(`Website message (Compliment, ${shop!.name}) from Sam Okafor`);
    expect(saved.outbox[0].recipients).toHaveLength(1);
    for (const other of facts.rows.locations) if (other.cateringEmail) expect(saved.outbox[0].recipients).not.toContain(other.cateringEmail);
  });

  test('a question needs no shop, and fields the form hides are not stored', async ({ request, stored, CONTACT }) => {
    const id = await expectCreated(
      await post(request, '/api/contact', { ...CONTACT, messageType: 'question', kindersLocation: '', orderNumber: 'A-1042', eventDate: 'whenever', newsletterConsent: false }),
      'cm_',
    );
    const saved = await stored(id);
    expect(saved.submission).toMatchObject({ messageType: 'question', kindersLocation: null, orderNumber: null, eventDate: null, newsletterConsent: false });
  });

  test('an order problem keeps its order number; a community event its date', async ({ request, stored, CONTACT }) => {
    const order = await expectCreated(await post(request, '/api/contact', { ...CONTACT, messageType: 'order-problem', orderNumber: 'A-1042' }), 'cm_');
    expect((await stored(order)).submission.orderNumber).toBe('A-1042');
    const event = await expectCreated(await post(request, '/api/contact', { ...CONTACT, messageType: 'community-event', eventDate: `${YEAR}-05-01` }), 'cm_');
    expect((await stored(event)).submission.eventDate).toBe(`${YEAR}-05-01`);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no message type', { messageType: undefined }, 'messageType: Please choose what your message is about.'],
    ['an unknown message type', { messageType: 'complaint' }, 'messageType: Please choose what your message is about.'],
    ['a missing name', { fullName: '' }, 'fullName: Please enter your name.'],
    ['a bad email address', { email: 'sam at example.com' }, 'email: Please enter a valid email address.'],
    ['an empty message', { message: ' ' }, 'message: Please enter your message.'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters.'],
    ['feedback without a shop', { messageType: 'feedback', kindersLocation: '' }, 'kindersLocation: Please choose the location your message is about.'],
    ['an order problem without a shop', { messageType: 'order-problem', kindersLocation: undefined }, 'kindersLocation: Please choose the location your message is about.'],
    ['a bad phone number', { phone: 'none' }, 'phone: Please enter a valid phone number.'],
    ['an order number on two lines', { messageType: 'order-problem', orderNumber: 'A-1\nA-2' }, 'orderNumber: Order number must be a single line.'],
    ['a past event date for a catering inquiry', { messageType: 'catering-inquiry', eventDate: '2020-05-01' }, 'eventDate: The event date cannot be in the past.'],
    ['a line break in the name', { fullName: 'Sam\nOkafor' }, 'fullName: Name must be a single line.'],
    ['a newsletter choice that is not a boolean', { newsletterConsent: 'yes' }, 'newsletterConsent: Newsletter consent must be true or false.'],
  ];
  for (const [name, change, detail] of invalid) {
    test(`400 for ${name}`, async ({ request, CONTACT }) => {
      const body = await expectError(await post(request, '/api/contact', { ...CONTACT, ...change }), 400, INVALID);
      expect(body.details).toEqual([detail]);
    });
  }
});

test.describe('what the form endpoints accept', DB, () => {
  test('a message at its length in emoji, each written as \\u escapes (as some JSON writers send it), is taken', async ({ request, CONTACT }) => {
    // The longest message the site takes, in characters beyond the Basic Multilingual Plane: two
    // escapes, 12 bytes, for each.
    const longest = await post(request, '/api/contact', { ...CONTACT, message: '😀'.repeat(LIMITS.longText + 1) });
    await expectError(longest, 400, INVALID);
    const body = JSON.stringify({ ...CONTACT, message: '😀'.repeat(LIMITS.longText) }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(12 * LIMITS.longText);
    await expectCreated(await request.post('/api/contact', { headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() }, data: Buffer.from(body) }), 'cm_');
  });

  for (const path of ['/api/catering', '/api/contact']) {
    test(`${path}: 415 for a body that is not JSON`, async ({ request, CONTACT }) => {
      const res = await request.post(path, { headers: { 'content-type': 'text/plain', 'x-forwarded-for': newClient() }, data: JSON.stringify(CONTACT) });
      await expectError(res, 415, 'Content-Type must be application/json.');
      const form = await request.post(path, { headers: { 'x-forwarded-for': newClient() }, form: { fullName: 'Sam' } });
      expect(form.status()).toBe(415);
    });

    test(`${path}: 413 for a body over the size limit`, async ({ request, CONTACT }) => {
      await expectError(await post(request, path, { ...CONTACT, message: 'x'.repeat(100 * 1024) }), 413, /too large/);
    });

    test(`${path}: 400 for malformed JSON, an empty body and a non-object`, async ({ request, CONTACT }) => {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': newClient() };
      await expectError(await request.post(path, { headers, data: Buffer.from('{"fullName": "Sam"') }), 400, 'Request body is not valid JSON.');
      await expectError(await request.post(path, { headers, data: Buffer.from('') }), 400, 'Request body is empty; send a JSON object.');
      await expectError(await post(request, path, [CONTACT]), 400, 'Request body must be a JSON object.');
    });

    test(`${path}: 405 JSON for other methods`, async ({ request }) => {
      for (const res of [await request.get(path), await request.delete(path), await request.put(path, { data: {} })]) {
        expect(res.status()).toBe(405);
        expect(res.headers()['allow']).toBe('POST');
        expect((await res.json()).error).toMatch(/not allowed/);
      }
    });

    test(`${path}: 403 for cross-site requests`, async ({ request, CATERING, CONTACT }) => {
      const data = path === '/api/catering' ? CATERING : CONTACT;
      const refused = 'Form submissions from other websites are not accepted.';
      await expectError(await post(request, path, data, { headers: { 'sec-fetch-site': 'cross-site' } }), 403, refused);
      await expectError(await post(request, path, data, { headers: { origin: 'https://evil.example' } }), 403, refused);
      await expectError(await post(request, path, data, { headers: { origin: 'null' } }), 403, refused);
    });
  }

  test('same-origin browser requests are accepted', async ({ request, baseURL, CATERING, CONTACT }) => {
    const origin = new URL(baseURL!).origin;
    await expectCreated(await post(request, '/api/contact', CONTACT, { headers: { origin, 'sec-fetch-site': 'same-origin' } }), 'cm_');
    await expectCreated(await post(request, '/api/catering', CATERING, { headers: { 'sec-fetch-site': 'same-origin' } }), 'cr_');
  });

  test('400 for an Idempotency-Key over 200 characters', async ({ request, CONTACT }) => {
    await expectError(await post(request, '/api/contact', CONTACT, { headers: { 'idempotency-key': 'k'.repeat(201) } }), 400, /Idempotency-Key/);
    await expectCreated(await post(request, '/api/contact', CONTACT, { headers: { 'idempotency-key': `${randomUUID()}`.padEnd(200, 'k') } }), 'cm_');
  });
});

test.describe('rate limit', DB, () => {
  // Each test here is a client of its own through X-Forwarded-For, which only a server that trusts
  // the suite as its proxy honors: Vercel names the client itself, so on a preview every test
  // would share the QA machine's one client.
  needsOwnServer('each test a client of its own, named in X-Forwarded-For');

  /**
   * The limit counts in fixed 60-second windows starting on the minute. A burst that straddled a
   * window edge would be counted in two windows, so start it early enough in a minute.
   */
  async function startOfAWindow() {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 250));
  }

  test('five submissions a minute per client and endpoint; the sixth is a 429 with Retry-After', async ({ request, CATERING, CONTACT }) => {
    test.setTimeout(60_000);
    await startOfAWindow();
    const client = newClient();
    for (let i = 0; i < 5; i++) await expectCreated(await post(request, '/api/contact', CONTACT, { client }), 'cm_');

    const limited = await post(request, '/api/contact', CONTACT, { client });
    await expectError(limited, 429, TOO_MANY);
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another client, and the same client on the other form, are not affected.
    await expectCreated(await post(request, '/api/contact', CONTACT), 'cm_');
    await expectCreated(await post(request, '/api/catering', CATERING, { client }), 'cr_');
  });

  test('invalid submissions do not use up the limit; replays of a stored one do not either', async ({ request, CONTACT }) => {
    test.setTimeout(60_000);
    await startOfAWindow();
    const client = newClient();
    for (let i = 0; i < 6; i++) expect((await post(request, '/api/contact', { ...CONTACT, email: 'nope' }, { client })).status()).toBe(400);
    const key = randomUUID();
    const first = await expectCreated(await post(request, '/api/contact', CONTACT, { client, headers: { 'idempotency-key': key } }), 'cm_');
    for (let i = 0; i < 4; i++) await expectCreated(await post(request, '/api/contact', CONTACT, { client }), 'cm_');
    await expectError(await post(request, '/api/contact', CONTACT, { client }), 429, TOO_MANY);
    const replay = await post(request, '/api/contact', CONTACT, { client, headers: { 'idempotency-key': key } });
    expect(await expectCreated(replay, 'cm_')).toBe(first);
  });
});

test.describe('honeypot', DB, () => {
  for (const [path, prefix] of [
    ['/api/catering', 'cr_'],
    ['/api/contact', 'cm_'],
  ] as const) {
    test(`${path}: a filled honeypot gets a normal 201, is stored as spam and notifies nobody`, async ({ request, stored, CATERING, CONTACT }) => {
      const data = path === '/api/catering' ? CATERING : CONTACT;
      const id = await expectCreated(await post(request, path, { ...data, website: 'https://cheap-pills.example' }), prefix);
      const saved = await stored(id);
      expect(saved.spam).toBe(true);
      expect(saved.outbox).toEqual([]);
    });

    test(`${path}: a honeypot that is not text (false, 0, an object) fills nothing: stored and notified as usual`, async ({ request, stored, CATERING, CONTACT }) => {
      const data = path === '/api/catering' ? CATERING : CONTACT;
      for (const website of [false, 0, { url: 'x' }]) {
        const saved = await stored(await expectCreated(await post(request, path, { ...data, website }), prefix));
        expect(saved.spam).toBe(false);
        expect(saved.outbox).toHaveLength(1);
      }
    });
  }
});

test.describe('invisible and bidirectional characters', DB, () => {
  test('are dropped from names before they are stored or reach an e-mail subject', async ({ request, stored, CONTACT, shops }) => {
    const id = await expectCreated(await post(request, '/api/contact', { ...CONTACT, fullName: 'Sam \u202eOkafor\u200b' }), 'cm_');
    const saved = await stored(id);
    expect(saved.submission.fullName).toBe('Sam Okafor');
    expect(saved.outbox[0].subject).toBe(`Website message (Compliment, ${shops.contact.name}) from Sam Okafor`);
  });

  test('a name made only of them is a missing name', async ({ request, CATERING }) => {
    const body = await expectError(await post(request, '/api/catering', { ...CATERING, firstName: '\u202e\u2066\u200b' }), 400, INVALID);
    expect(body.details).toEqual(['firstName: Please enter your first name.']);
  });
});

test.describe('Idempotency-Key', DB, () => {
  async function idsForKey(request: APIRequestContext, kind: 'catering' | 'contact', key: string) {
    const res = await request.get(`/api/test/submissions?kind=${kind}&idempotencyKey=${encodeURIComponent(key)}`);
    expect(res.status()).toBe(200);
    return (await res.json()).data.map((r: { id: string }) => r.id);
  }

  test('a retry with the same key returns the original 201 and id without a second row', async ({ request, stored, CATERING }) => {
    needsHooks('/api/test/submissions, the rows stored under a key');
    const key = randomUUID();
    const client = newClient();
    const first = await expectCreated(await post(request, '/api/catering', CATERING, { client, headers: { 'idempotency-key': key } }), 'cr_');
    const retry = await post(request, '/api/catering', CATERING, { client, headers: { 'idempotency-key': key } });
    expect(await expectCreated(retry, 'cr_')).toBe(first);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(await idsForKey(request, 'catering', key)).toEqual([first]);
    expect((await stored(first)).outbox).toHaveLength(1);
  });

  test('two copies of one request racing each other store one row', async ({ request, CONTACT }) => {
    needsHooks('/api/test/submissions, the rows stored under a key');
    const key = randomUUID();
    const client = newClient();
    const responses = await Promise.all([1, 2, 3].map(() => post(request, '/api/contact', CONTACT, { client, headers: { 'idempotency-key': key } })));
    const ids = await Promise.all(responses.map((r) => expectCreated(r, 'cm_')));
    expect(new Set(ids).size).toBe(1);
    expect(await idsForKey(request, 'contact', key)).toEqual([ids[0]]);
  });

  test('the same key with different data answers 422 and stores nothing new', async ({ request, CONTACT }) => {
    needsHooks('/api/test/submissions, the rows stored under a key');
    const key = randomUUID();
    const client = newClient();
    const first = await expectCreated(await post(request, '/api/contact', CONTACT, { client, headers: { 'idempotency-key': key } }), 'cm_');
    const changed = await post(request, '/api/contact', { ...CONTACT, message: 'A second, different message.' }, { client, headers: { 'idempotency-key': key } });
    await expectError(changed, 422, 'This Idempotency-Key was already used for a different submission. Send new data with a new key.');
    expect(await idsForKey(request, 'contact', key)).toEqual([first]);
    // The same data again is still the replay it always was.
    expect(await expectCreated(await post(request, '/api/contact', { ...CONTACT, fullName: ' Sam Okafor ' }, { client, headers: { 'idempotency-key': key } }), 'cm_')).toBe(first);
  });

  test('a key belongs to its client: the same key from another client is another submission', async ({ request, CONTACT }) => {
    // Vercel names the client itself: from one QA machine both posts would be the same client's.
    needsOwnServer('two clients, each named in X-Forwarded-For, and /api/test/submissions, the rows stored under a key');
    const key = randomUUID();
    const a = await expectCreated(await post(request, '/api/contact', CONTACT, { headers: { 'idempotency-key': key } }), 'cm_');
    const b = await expectCreated(await post(request, '/api/contact', CONTACT, { headers: { 'idempotency-key': key } }), 'cm_');
    expect(b).not.toBe(a);
    expect((await idsForKey(request, 'contact', key)).sort()).toEqual([a, b].sort());
  });

  test('without a key, two identical submissions are two rows', async ({ request, CONTACT }) => {
    const a = await expectCreated(await post(request, '/api/contact', CONTACT), 'cm_');
    const b = await expectCreated(await post(request, '/api/contact', CONTACT), 'cm_');
    expect(a).not.toBe(b);
  });
});

test.describe('tests-only read endpoint', DB, () => {
  test('an unknown id is a 404', async ({ request }) => {
    // Without the hooks every path under /api/test/ is a 404, whatever the id.
    needsHooks('/api/test/submissions/<id>, which answers 200 for a stored id');
    expect((await request.get('/api/test/submissions/cr_0000000000000000')).status()).toBe(404);
    expect((await request.get('/api/test/submissions/whatever')).status()).toBe(404);
  });
});
