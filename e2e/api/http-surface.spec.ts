/**
 * What the server answers outside the happy path, over real HTTP: methods it does not serve,
 * the security headers on every HTML response (404s and prefetches included), the CSP report
 * endpoint, and 500 for a bug against 503 for an unavailable database.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CROSS_SITE_MESSAGE } from '../../lib/api/guards';
import { FORM_TOO_LARGE_MESSAGE, UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from '../../lib/security/page-post';
import { curl } from '../helpers/curl';
import { bypassHeaders, needsHooks } from '../helpers/target';
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

  test('a form post to a page that Next cannot take answers 4xx with a page that says why, never 500', async ({ request, baseURL }) => {
    const decode = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    // A client of its own, so these posts count against no other test's limit.
    const headers = { ...(await bypassHeaders()), 'x-forwarded-for': `e2e-page-post-${randomUUID()}` };
    for (const path of ['/contact', '/catering/request-quote']) {
      // The form's hidden fields as the page serves them (React's reference to the action and its
      // state), with none of the visitor's: a post that were taken would be refused field by
      // field, and nothing is ever stored.
      const html = await (await request.get(path)).text();
      const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(([, name, value = '']) => [name, decode(value)]);
      expect(hidden.map(([name]) => name)).toContain('$ACTION_KEY');
      const form = (fields: string[][]) => {
        const data = new FormData();
        for (const [name, value] of fields) data.append(name, value);
        return data;
      };
      const send = (body: BodyInit, extra: Record<string, string> = {}) =>
        fetch(`${baseURL}${path}`, { method: 'POST', body, headers: { ...headers, ...extra }, redirect: 'manual', duplex: 'half' } as RequestInit);
      const origin = new URL(baseURL!).origin;

      // The form's own post, from the site: taken, and answered with its field errors.
      const taken = await send(form(hidden), { origin });
      expect(taken.status, `${path}: the form's own post`).toBe(200);

      const chunks = (text: string) =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
            controller.close();
          },
        });
      const boundary = 'pagepostboundary';
      const multipart = (fields: string[][], end = `--${boundary}--\r\n`) =>
        fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + end;
      const multipartType = { 'content-type': `multipart/form-data; boundary=${boundary}` };

      const cases: [string, () => Promise<Response>, number, string][] = [
        ['from another site', () => send(form(hidden), { origin: 'https://other.example' }), 403, CROSS_SITE_MESSAGE],
        ['from an opaque origin', () => send(form(hidden), { origin: 'null' }), 403, CROSS_SITE_MESSAGE],
        ['over 64 KB, chunked', () => send(chunks(multipart([...hidden, ['message', 'x'.repeat(70 * 1024)]])), multipartType), 413, FORM_TOO_LARGE_MESSAGE],
        ['URL-encoded', () => send(new URLSearchParams(hidden)), 415, UNSUPPORTED_FORM_MESSAGE],
        ['form data cut short', () => send(multipart(hidden, ''), multipartType), 400, UNREADABLE_FORM_MESSAGE],
        ['not form data at all', () => send('abc', multipartType), 400, UNREADABLE_FORM_MESSAGE],
        ["an action state that is not React's JSON", () => send(form(hidden.map(([n, v]) => [n, n.endsWith(':1') ? '[{' : v]))), 400, UNREADABLE_FORM_MESSAGE],
        ['an action state that refers to a part never sent', () => send(form(hidden.map(([n, v]) => [n, n.endsWith(':1') ? '"$@9"' : v]))), 400, UNREADABLE_FORM_MESSAGE],
      ];
      for (const [what, post, status, message] of cases) {
        const res = await post();
        expect(res.status, `${path}: ${what}`).toBe(status);
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(await res.text(), `${path}: ${what}`).toContain(message);
      }

      // A script calling the action itself (Next-Action), with arguments that are not a list: refused
      // before Next; with something else than the form's data: the form's error, not a crash.
      const { id } = JSON.parse(hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))![1]) as { id: string };
      const call = (args: string) => send(args, { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin });
      const notList = await call('null');
      expect(notList.status, `${path}: a call without a list of arguments`).toBe(400);
      expect(await notList.text()).toContain(UNREADABLE_FORM_MESSAGE);
      const notForm = await call(JSON.stringify([{ status: 'idle', key: randomUUID() }, 'not the form']));
      expect(notForm.status, `${path}: a call with something else than the form's data`).toBe(200);
      expect(await notForm.text()).toContain(UNREADABLE_FORM_MESSAGE);
    }
  });

  test("the pictures and video a page shows are kept by the browser for a while, not asked for again on every view; a missing one is not kept", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const media = [...new Set([...html.matchAll(/(?:src|srcSet|srcset|poster)="(\/(?:images|video)\/[^" ,]+)/g)].map((m) => m[1]))];
    expect(media.length, 'the home page shows pictures from public/').toBeGreaterThan(0);
    for (const path of media.slice(0, 4)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const cache = res.headers()['cache-control'] ?? '';
      // Kept, then shown while a newer copy is asked for; never `immutable`: a photo saved under
      // the same path replaces sample art.
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0), `${path}: ${cache}`).toBeGreaterThanOrEqual(600);
      expect(cache, path).toMatch(/stale-while-revalidate=\d+/);
      expect(cache, path).not.toContain('immutable');
    }
    const missing = await request.get('/images/no-such-picture.webp');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toContain('no-store');
  });

  test('no API answer is kept by a browser or a cache in front of the site, an error neither', async ({ request }) => {
    // Open statuses and today's special change by the minute, and a form's answer is one
    // visitor's: a shared cache must never hand it to another.
    for (const path of ['/api/locations', '/api/specials/today', '/api/homepage/content', '/api/menu-categories', '/api/careers', '/api/no-such-route']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toBe('no-store');
    }
    const refused = await request.post('/api/contact', { data: 'not json', headers: { 'content-type': 'application/json' } });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('no-store');
  });

  test('/favicon.ico, which browsers ask for whatever a page names, leads to the site icon for good', async ({ request }) => {
    const asked = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(asked.status()).toBe(308);
    const icon = await request.get(asked.headers()['location']);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
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

  test('OPTIONS on an API route lists only the methods it serves; on an unknown API path it is a JSON 404', async ({ request }) => {
    const cases: [string, string][] = [
      ['/api/contact', 'POST, OPTIONS'],
      ['/api/catering', 'POST, OPTIONS'],
      ['/api/locations/distances', 'POST, OPTIONS'],
      ['/api/locations', 'GET, HEAD, OPTIONS'],
      ['/api/careers', 'GET, HEAD, OPTIONS'],
    ];
    for (const [path, allow] of cases) {
      const res = await request.fetch(path, { method: 'OPTIONS' });
      expect(res.status(), path).toBe(204);
      expect(res.headers()['allow'], path).toBe(allow);
    }
    const unknown = await request.fetch('/api/no-such-route', { method: 'OPTIONS' });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'No API route at /api/no-such-route.' });
  });
});

test.describe('security headers on every HTML response', () => {
  const cases: [string, Record<string, string>, number][] = [
    ['/menu', {}, 200],
    ['/images/nope', {}, 404],
    ['/video/nope.mp4', {}, 404],
    ['/icon-x', {}, 404],
    // A file browsers ask for on their own that the site does not have (/favicon.ico leads to the icon).
    ['/apple-touch-icon-precomposed.png', {}, 404],
    // Paths that only begin like Next's assets are pages like any other.
    ['/_next/imagex', {}, 404],
    ['/_next/staticx', {}, 404],
    ['/_next/image/nope', {}, 404],
    ['/apix', {}, 404],
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
