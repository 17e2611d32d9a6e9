/**
 * Odd addresses found by the bad-input drill (scripts/drill/bad-input.mjs): each answers a 4xx
 * with a message, never a 5xx; well-formed ones reach the content's shops and categories. Requests
 * go out over node:http or node:https, as the target's address says, so the path reaches the
 * server exactly as written (fetch would normalize it).
 */
import http from 'node:http';
import https from 'node:https';
import { expect, test } from '../helpers/content-facts';
import { bypassHeaders } from '../helpers/target';

/**
 * One request with the path as written, to the target at `baseURL`: over TLS for an https
 * address (a deployment's, port 443 unless it names one), with the deployment's bypass headers.
 */
async function raw(baseURL: string, path: string, method = 'GET'): Promise<{ status: number; type: string; cache: string; body: string }> {
  const { protocol, hostname, port } = new URL(baseURL);
  const tls = protocol === 'https:';
  const options = { host: hostname.replace(/^\[|\]$/g, ''), port: port || (tls ? 443 : 80), path, method, headers: await bypassHeaders() };
  return new Promise((resolve, reject) => {
    const req = (tls ? https : http).request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), cache: String(res.headers['cache-control'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('a path with malformed percent-encoding', () => {
  // Next answered these with a bare 500 "Internal Server Error" (vercel/next.js#94278).
  for (const path of ['/api/specials/day/%', '/api/locations/%zz', '/api/menu-items/category/%u0041', '/api/%', '/api/catering/%E0%A4%A']) {
    test(`${path} answers 400 JSON`, async ({ baseURL }) => {
      const res = await raw(baseURL!, path);
      expect(res.status).toBe(400);
      expect(res.type).toContain('application/json');
      // Kept by no browser or cache, as every API answer.
      expect(res.cache).toBe('no-store');
      expect(JSON.parse(res.body)).toEqual({ success: false, message: expect.stringContaining('malformed percent-encoding') });
    });
  }
  for (const path of ['/menu/%', '/locations/%zz', '/%', '/careers/%E0%A4%A']) {
    test(`page ${path} answers a 400 page`, async ({ baseURL }) => {
      const res = await raw(baseURL!, path);
      expect(res.status).toBe(400);
      expect(res.type).toContain('text/html');
      expect(res.body).toContain('<h1>Bad request</h1>');
      expect(res.body).toContain('href="/"');
    });
  }
  test('well-formed encodings still reach their routes', async ({ baseURL, facts }) => {
    // A shop by its name with the spaces encoded, a weekday and a category with a letter encoded.
    const shop = facts.rows.locations.find((l) => /\s/.test(l.name)) ?? facts.rows.locations[0];
    const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`;
    const category = facts.rows.menuCategories[0];
    expect((await raw(baseURL!, `/api/locations/${encodeURIComponent(shop.name)}`)).status).toBe(200);
    expect((await raw(baseURL!, '/api/specials/day/%6Donday')).status).toBe(200);
    expect((await raw(baseURL!, `/menu/${encodeFirst(category.slug)}`)).status).toBe(200);
  });
});

test('a shop address that decodes to a lone % is a 404, not a 503', async ({ baseURL }) => {
  // Next decodes the segment ("%25" becomes "%"); the route decoded it again and threw.
  for (const path of ['/api/locations/%25', '/api/locations/100%25', '/api/locations/%25zz']) {
    const res = await raw(baseURL!, path);
    expect(res.status, path).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: expect.stringMatching(/^Location ".*" not found\.$/) });
  }
});

test('/api and /api/ answer the JSON 404 of an unknown API path, not the HTML page', async ({ baseURL }) => {
  for (const method of ['GET', 'POST', 'DELETE']) {
    const res = await raw(baseURL!, '/api', method);
    expect(res.status, method).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'No API route at /api.' });
  }
  // /api/ redirects to /api (Next's trailing-slash rule), which answers as above.
  const slash = await raw(baseURL!, '/api/');
  expect(slash.status).toBe(308);
});

test("an image address with a line break is refused before the optimizer writes it into the log as given", async ({ baseURL, request }) => {
  const photo = ((await (await request.get('/api/menu-categories')).json()).data as { photoSrc: string }[])[0].photoSrc;
  const image = (url: string) => raw(baseURL!, `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
  for (const url of [`${photo}\n[forms] contact cm_forged`, `${photo}\r`, `${photo}\u0000`]) {
    const res = await image(url);
    expect(res.status, JSON.stringify(url)).toBe(400);
    expect(res.body).toBe('The image address is not valid.\n');
  }
  const fine = await image(photo);
  expect(fine.status).toBe(200);
  expect(fine.type).toMatch(/^image\//);
});
