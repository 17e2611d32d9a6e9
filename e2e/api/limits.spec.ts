/**
 * The forms' limits and storage refusal, each on a `next start` of its own (port E2E_PORT + 1,
 * one after the other) with its own in-memory database and configuration, because the shared
 * test server trusts the tests' X-Forwarded-For and has its caps raised for the rest of the suite.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { StartedServer } from '../../scripts/bench/lib.mjs';
import { needsOwnServer } from '../helpers/target';
import { currentOwner, lockFileOf } from '../../lib/db/pglite-lock';

test.describe.configure({ mode: 'serial' });
// These start servers of their own: not against a deployed site, and once per run is enough (the
// PostgreSQL half of test:all would only repeat them on the same embedded databases).
needsOwnServer('starts servers of its own from the local build');
test.skip(!!process.env.DATABASE_URL, 'its servers run on the embedded database');
// Its servers serve the project's content whatever the project, and they take port E2E_PORT + 1:
// the second content set's project would only repeat them, on that same port.
test.beforeEach(({ request }, testInfo) => {
  void request;
  test.skip(testInfo.project.name === 'alt-content', 'the limits do not depend on the content set');
});

const PORT = Number(process.env.E2E_PORT ?? 3200) + 1;
const TOO_MANY = 'Too many requests. Please wait a moment before trying again.';
const message = (email = `limits.${randomUUID()}@example.com`) => ({ messageType: 'question', fullName: 'Limits Test', email, message: 'How many may I send?' });

let server: StartedServer | null = null;
async function serve(env: Record<string, string>, readyPath?: string) {
  await server?.stop();
  // A dynamic import: Playwright would compile a static one of an .mjs file to CommonJS.
  const { startServer } = await import('../../scripts/bench/lib.mjs');
  server = await startServer({ port: PORT, env: { E2E_TEST_HOOKS: '1', SMTP_URL: '', GA_MEASUREMENT_ID: '', SITE_URL: `http://127.0.0.1:${PORT}`, ...env }, timeoutMs: 120_000, readyPath });
  return server.url;
}
test.afterAll(async () => {
  await server?.stop();
});

async function send(request: APIRequestContext, base: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await request.post(`${base}/api/contact`, { data: body, headers });
  return { status: res.status(), retryAfter: Number(res.headers()['retry-after'] ?? NaN), body: await res.json() };
}

test('facing the internet, the client is the socket peer: a new X-Forwarded-For per request still hits 429', async ({ request }) => {
  test.setTimeout(180_000);
  const base = await serve({});
  const answers = [];
  for (let i = 0; i < 7; i++) answers.push(await send(request, base, message(), { 'x-forwarded-for': `10.${i}.${i}.${i}`, 'x-real-ip': `10.9.9.${i}` }));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
  expect(answers[5].body.error).toBe(TOO_MANY);
  expect(answers[5].retryAfter).toBeGreaterThanOrEqual(1);
});

test('behind one trusted proxy: the entry that proxy appended counts, not what the client wrote before it', async ({ request }) => {
  test.setTimeout(180_000);
  const base = await serve({ TRUSTED_PROXY_HOPS: '1' });
  const client = `203.0.113.${Math.floor(Math.random() * 200)}`;
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await send(request, base, message(), { 'x-forwarded-for': `10.0.0.${i}, ${client}` }));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
  // Another client behind the same proxy is not affected.
  expect((await send(request, base, message(), { 'x-forwarded-for': '198.51.100.4' })).status).toBe(201);
});

test('per e-mail address and site-wide caps hold across clients, each a 429 with Retry-After', async ({ request }) => {
  test.setTimeout(180_000);
  const base = await serve({ TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_EMAIL_PER_HOUR: '3', RATE_LIMIT_SITE_PER_HOUR: '6' });
  const client = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}` });
  const email = `one.address.${randomUUID()}@example.com`;
  const sameAddress = [];
  for (let i = 0; i < 4; i++) sameAddress.push(await send(request, base, message(i % 2 ? email : email.toUpperCase()), client()));
  expect(sameAddress.map((a) => a.status)).toEqual([201, 201, 201, 429]);
  expect(sameAddress[3].retryAfter).toBeGreaterThan(0);
  expect(sameAddress[3].retryAfter).toBeLessThanOrEqual(3600);

  // Three stored so far; the site takes three more this hour, from anyone.
  const others = [];
  for (let i = 0; i < 4; i++) others.push(await send(request, base, message(), client()));
  expect(others.map((a) => a.status)).toEqual([201, 201, 201, 429]);
  // The site's hour is the clock's hour: the wait is what is left of it (this machine's clock is
  // the server's).
  const leftOfHour = 3600 - (Math.floor(Date.now() / 1000) % 3600);
  expect(others[3].retryAfter).toBeGreaterThanOrEqual(leftOfHour - 5);
  expect(others[3].retryAfter).toBeLessThanOrEqual(leftOfHour + 2);
  // An hour's cap says how long to wait, as Retry-After does, in minutes: not "a moment". (In
  // the hour's last minute and a half the wait is a moment.)
  expect(others[3].body.error).toBe(others[3].retryAfter > 90 ? `Too many requests. Please try again in about ${Math.ceil(others[3].retryAfter / 60)} minutes.` : TOO_MANY);
});

test('pending notifications cap: with OUTBOX_PENDING_MAX unsent, new submissions wait', async ({ request }) => {
  test.setTimeout(180_000);
  const base = await serve({ TRUSTED_PROXY_HOPS: '1', OUTBOX_PENDING_MAX: '2' });
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await send(request, base, message(), { 'x-forwarded-for': `192.0.2.${i}` }));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
  expect(answers[2].retryAfter).toBe(300);
  // Five minutes' wait, in words: not "a moment".
  expect(answers[2].body.error).toBe('Too many requests. Please try again in about 5 minutes.');
});

test('without a durable database where one is required, both forms refuse with 503 and say so, with and without JavaScript', async ({ request, browser }) => {
  test.setTimeout(180_000);
  const base = await serve({ REQUIRE_DURABLE_DB: '1' });
  const refused = 'We cannot accept messages through the website right now. Please call or email us instead; we are sorry for the trouble.';
  const contact = await send(request, base, message());
  expect(contact).toMatchObject({ status: 503, body: { success: false, error: refused, message: refused } });
  const catering = await request.post(`${base}/api/catering`, { data: { cateringOption: 'On-Site Catering', eventLocation: 'Park', guestSize: 20, firstName: 'A', lastName: 'B', emailAddress: 'a@example.com', phoneNumber: '925 555 0100' } });
  expect(catering.status()).toBe(503);
  expect((await (await request.get(`${base}/api/test/submissions?counts`)).json()).data).toMatchObject({ catering: 0, contact: 0, outbox: 0 });

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    await page.getByLabel(/What is your message about/).selectOption('question');
    await page.getByLabel(/^Full name/).fill('No Storage');
    await page.getByLabel(/^Email/).fill('nostorage@example.com');
    await page.getByLabel(/^Message/).fill('Will this be kept?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-alert')).toHaveText(refused);
    expect((await (await request.get(`${base}/api/health`)).json()).data.durableStorage).toBe(false);
  } finally {
    await context.close();
  }
});

test('an embedded database folder another process holds: the site still starts, the forms answer 503, and it recovers once the folder is free', async ({ request }) => {
  test.setTimeout(180_000);
  const root = mkdtempSync(path.join(tmpdir(), 'bbq-held-db-'));
  const dir = path.join(root, 'db');
  mkdirSync(dir);
  // This test's own process stands for the other one (a second server, npm run db:seed).
  writeFileSync(lockFileOf(dir), JSON.stringify(currentOwner(dir)));
  try {
    const base = await serve({ PGLITE_DIR: dir }, '/');
    // Not a bare 500 on every page: the pages answer, the forms and the health check say 503.
    expect((await request.get(`${base}/our-story`)).status()).toBe(200);
    const refused = await send(request, base, message());
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await request.get(`${base}/api/health`)).status()).toBe(503);
    expect(server!.log()).toContain(`is in use by process ${process.pid}`);

    rmSync(lockFileOf(dir));
    await expect.poll(async () => (await request.get(`${base}/api/health`)).status(), { timeout: 60_000 }).toBe(200);
    expect((await send(request, base, message())).status).toBe(201);
  } finally {
    await server?.stop();
    server = null;
    rmSync(root, { recursive: true, force: true });
  }
});
