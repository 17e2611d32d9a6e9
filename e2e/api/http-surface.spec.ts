/**
 * What the server answers outside the happy path, over real HTTP: methods it does not serve,
 * the security headers on every HTML response (404s and prefetches included), the CSP report
 * endpoint, and 500 for a bug against 503 for an unavailable database.
 */
import { expect, test } from '@playwright/test';
import { curl } from '../helpers/curl';
import { needsHooks } from '../helpers/target';
import { DB } from '../helpers/tags';

const NONCE_CSP = /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/;

test.describe('methods', () => {
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
    test(`${method} answers 405 with Allow everywhere, JSON under /api, never 500`, async ({ baseURL }) => {
      for (const path of ['/', '/menu', '/api/contact', '/api/careers', '/robots.txt', '/images/logo.svg']) {
        const res = await curl(`${baseURL}${path}`, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
        if (path.startsWith('/api/')) expect(JSON.parse(res.body)).toEqual({ success: false, message: `Method ${method} is not allowed here.` });
      }
    });
  }

  test('a form post over 64 KB to a page answers 413 with a page that says so, never 500', async ({ request }) => {
    const boundary = 'drillboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(70 * 1024)}\r\n--${boundary}--\r\n`;
    for (const path of ['/contact', '/catering/request-quote']) {
      const res = await request.post(path, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, data: Buffer.from(body) });
      expect(res.status(), path).toBe(413);
      expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
      expect(await res.text()).toContain('This form is too large to send. Please shorten your message and try again.');
    }
  });

  test('a page answers GET, HEAD and POST; PUT, PATCH and DELETE get 405; OPTIONS lists what it takes', async ({ request }) => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await request.fetch('/menu', { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
    }
    const options = await request.fetch('/menu', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
    expect((await request.head('/menu')).status()).toBe(200);
  });
});

test.describe('security headers on every HTML response', () => {
  const cases: [string, Record<string, string>, number][] = [
    ['/menu', {}, 200],
    ['/images/nope', {}, 404],
    ['/video/nope.mp4', {}, 404],
    ['/icon-x', {}, 404],
    ['/favicon.ico', {}, 404],
    ['/menu', { purpose: 'prefetch' }, 200],
    ['/catering', { 'sec-purpose': 'prefetch' }, 200],
    ['/locations', { 'next-router-prefetch': '1' }, 200],
  ];
  for (const [path, headers, status] of cases) {
    test(`${path} ${JSON.stringify(headers)}: a nonce CSP that reports, COOP and CORP`, async ({ request }) => {
      const res = await request.get(path, { headers });
      expect(res.status()).toBe(status);
      expect(res.headers()['content-type']).toContain('text/html');
      const h = res.headers();
      expect(h['content-security-policy']).toMatch(NONCE_CSP);
      expect(h['content-security-policy']).toContain('report-to csp-endpoint; report-uri /api/csp-report');
      expect(h['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      // The nonce in the header is the one on the page's scripts.
      const nonce = /'nonce-([^']+)'/.exec(h['content-security-policy'])![1];
      expect(await res.text()).toContain(`nonce="${nonce}"`);
    });
  }

  test('files and API answers carry CORP and COOP too', async ({ request }) => {
    for (const path of ['/images/logo.svg', '/api/careers', '/robots.txt']) {
      const h = (await request.get(path)).headers();
      expect(h['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });
});

test.describe('POST /api/csp-report', () => {
  test('takes both report formats with 204', async ({ request }) => {
    const reports = [{ type: 'csp-violation', url: 'https://x.example/menu', body: { documentURL: 'https://x.example/menu?a=1', blockedURL: 'https://evil.example/a.js', effectiveDirective: 'script-src-elem' } }];
    expect((await request.post('/api/csp-report', { headers: { 'content-type': 'application/reports+json' }, data: JSON.stringify(reports) })).status()).toBe(204);
    const legacy = { 'csp-report': { 'document-uri': 'https://x.example/', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } };
    expect((await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report' }, data: JSON.stringify(legacy) })).status()).toBe(204);
  });

  test('refuses what is not a report with a JSON 4xx', async ({ request }) => {
    const notReport = await request.post('/api/csp-report', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ hello: 'world' }) });
    expect(notReport.status()).toBe(400);
    expect((await notReport.json()).success).toBe(false);
    expect((await request.post('/api/csp-report', { headers: { 'content-type': 'text/plain' }, data: '{}' })).status()).toBe(415);
    expect((await request.get('/api/csp-report')).status()).toBe(405);
  });
});

test.describe('a bug answers 500, an unavailable database 503', DB, () => {
  needsHooks('x-test-fault, an injected bug or outage');
  test('the API', async ({ request }) => {
    const bug = await request.get('/api/careers', { headers: { 'x-test-fault': 'careers=bug' } });
    expect(bug.status()).toBe(500);
    expect(await bug.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again later.' });
    const down = await request.get('/api/careers', { headers: { 'x-test-fault': 'careers=error' } });
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('5');
    expect((await down.json()).message).toBe('The service is temporarily unavailable. Please try again shortly.');
  });

  test('a page: its error state (200) when the database is unavailable, the error page (500) for a bug', async ({ request }) => {
    const down = await request.get('/careers', { headers: { 'x-test-fault': 'careers=error' } });
    expect(down.status()).toBe(200);
    expect(await down.text()).toContain('Unable to load current job openings. Please try again later.');
    expect((await request.get('/careers', { headers: { 'x-test-fault': 'careers=bug' } })).status()).toBe(500);
  });
});
