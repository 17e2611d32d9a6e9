/**
 * The test hooks' switch at start-up: a production deployment (VERCEL_ENV=production) with
 * E2E_TEST_HOOKS=1 does not start at all, and says why; without the switch the same deployment
 * serves, and its hooks are inert. Each case runs a `next start` of its own on port E2E_PORT + 2.
 */
import { expect, test } from '@playwright/test';
import { needsOwnServer } from '../helpers/target';

test.describe.configure({ mode: 'serial' });
needsOwnServer('starts servers of its own from the local build');
test.skip(!!process.env.DATABASE_URL, 'its servers run on the embedded database');
test.beforeEach(({ request }, testInfo) => {
  void request;
  test.skip(testInfo.project.name === 'alt-content', 'the switch does not depend on the content set');
});

const PORT = Number(process.env.E2E_PORT ?? 3200) + 2;
// A production deployment's durable database is PostgreSQL; the refusal comes before any
// connection, and the hook-less case below only reads, from an in-memory database the forms
// would refuse to write to in production anyway.
const PRODUCTION = { VERCEL_ENV: 'production', SMTP_URL: '', GA_MEASUREMENT_ID: '', SITE_URL: `http://127.0.0.1:${PORT}` };

test('a production deployment refuses to start with E2E_TEST_HOOKS=1, and says why', async () => {
  const { startServer } = await import('../../scripts/bench/lib.mjs');
  const started = startServer({ port: PORT, env: { ...PRODUCTION, E2E_TEST_HOOKS: '1' }, timeoutMs: 120_000 });
  await expect(started).rejects.toThrow(/server exited early/);
  await expect(started).rejects.toThrow(/E2E_TEST_HOOKS=1 is refused on a production deployment \(VERCEL_ENV=production\)/);
});

test('without the switch the production deployment serves, and ignores every hook', async ({ request }) => {
  const { startServer } = await import('../../scripts/bench/lib.mjs');
  const server = await startServer({ port: PORT, env: PRODUCTION, timeoutMs: 120_000 });
  try {
    expect((await request.get(`${server.url}/api/test/submissions?counts`)).status()).toBe(404);
    const faulted = await request.get(`${server.url}/api/careers`, { headers: { 'x-test-fault': 'careers=error' } });
    expect(faulted.status()).toBe(200);
    // The clock header does not move today's special: the same answer with and without it.
    const today = await (await request.get(`${server.url}/api/specials/today`)).json();
    const moved = await (await request.get(`${server.url}/api/specials/today`, { headers: { 'x-test-now': '2020-01-01T20:00:00Z' } })).json();
    expect(moved).toEqual(today);
  } finally {
    await server.stop();
  }
});
