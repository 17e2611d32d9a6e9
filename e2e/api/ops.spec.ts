/**
 * What an operator watches and what the scheduler calls: GET /api/health and GET /api/cron.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { at } from '../helpers/hooks';
import { E2E_CRON_SECRET } from '../helpers/server-env';
import { sampleEmail } from '../helpers/forms';
import { needsOwnServer, REMOTE_TARGET } from '../helpers/target';
import { DB } from '../helpers/tags';

test('GET /api/health: the database answers, and how long the oldest unsent notification has waited', DB, async ({ request }) => {
  // The test server has no mail server: a fresh message waits in the outbox.
  needsOwnServer('a server without a mail server, where a message waits unsent');
  const post = await request.post('/api/contact', {
    headers: { 'x-forwarded-for': `e2e-${randomUUID()}` },
    data: { messageType: 'question', fullName: 'Health Check', email: sampleEmail('health'), message: 'Is anyone there?' },
  });
  expect(post.status()).toBe(201);
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const { success, data } = await res.json();
  expect(success).toBe(true);
  expect(data).toEqual({
    status: expect.stringMatching(/^(ok|degraded)$/),
    database: 'ok',
    durableStorage: expect.any(Boolean),
    mail: { configured: false, pending: expect.any(Number), failed: expect.any(Number), oldestUnsentSeconds: expect.any(Number) },
  });
  expect(data.mail.pending).toBeGreaterThanOrEqual(1);
});

test('GET /api/health: a notification unsent for a day makes the site degraded', DB, async ({ request }) => {
  needsOwnServer('x-test-now, the server clock, on a server without a mail server, where a message waits unsent');
  const post = await request.post('/api/contact', {
    headers: { 'x-forwarded-for': `e2e-${randomUUID()}` },
    data: { messageType: 'question', fullName: 'Health Check', email: sampleEmail('health'), message: 'Is anyone there?' },
  });
  expect(post.status()).toBe(201);
  // Seen a day and a minute after the answer (so after the notification was stored, whatever
  // the clocks' few milliseconds), the notification (no mail server here) has waited a day: degraded.
  const dayLater = at(new Date(Date.now() + 24 * 3600_000 + 60_000).toISOString());
  const later = await request.get('/api/health', { headers: dayLater });
  expect(later.status()).toBe(200);
  const { data } = await later.json();
  expect(data.status).toBe('degraded');
  expect(data.mail.oldestUnsentSeconds).toBeGreaterThanOrEqual(24 * 3600);
  // A monitor that reads only the status code asks strictly, and gets 503.
  const strict = await request.get('/api/health?strict=1', { headers: dayLater });
  expect(strict.status()).toBe(503);
  expect((await strict.json()).data.status).toBe('degraded');
});

test('GET /api/cron runs only for the scheduler: 401 without or with a wrong secret', DB, async ({ request }) => {
  const first = await request.get('/api/cron');
  // A deployment may leave scheduled work off; then the route says so and there is no secret to check.
  if (REMOTE_TARGET && first.status() === 503) test.skip(true, `${process.env.BASE_URL} runs without CRON_SECRET: scheduled work is off`);
  for (const authorization of [undefined, 'Bearer wrong', `Basic ${E2E_CRON_SECRET}`]) {
    const res = await request.get('/api/cron', { headers: authorization ? { authorization } : {} });
    expect(res.status()).toBe(401);
    expect(res.headers()['www-authenticate']).toBe('Bearer');
  }
  expect((await request.post('/api/cron', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } })).status()).toBe(405);
});

test('GET /api/cron with the secret sends what is due and applies the retention periods', DB, async ({ request }) => {
  // It sends mail and deletes what is past its retention period: the test server's data only,
  // with the secret the suite gave that server.
  needsOwnServer('the CRON_SECRET the suite gives its server, which has no mail server');
  const res = await request.get('/api/cron', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  // No SMTP_URL on the test server: nothing to send with, and it says so.
  expect(data.delivery).toBeNull();
  expect(data.retention).toEqual({ expired: expect.any(Number), spam: expect.any(Number), clientDataCleared: expect.any(Number), notifications: expect.any(Number), held: expect.any(Number), rateLimitCounters: expect.any(Number) });
});
