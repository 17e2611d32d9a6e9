import { readFileSync } from 'node:fs';
import { expect, test, type Facts } from '../helpers/content-facts';
import { needsOwnServer } from '../helpers/target';

/**
 * The normal test server is a production server with neither GitHub mode nor KEYSTATIC_LOCAL:
 * the web editor does not exist there, and nothing can be written through its API.
 */
test.describe('the web editor is off in production without configuration', () => {
  needsOwnServer('a deployment may have the web editor on, in GitHub mode');
  // The editor's pages, among them the entry of a shop the server was seeded with (the first).
  const pages: [string, (facts: Facts) => string][] = [
    ['/keystatic', () => '/keystatic'],
    ['/keystatic/singleton/specials', () => '/keystatic/singleton/specials'],
    ['/keystatic/collection/shops/item/{a shop}', (facts) => `/keystatic/collection/shops/item/${facts.rows.locations[0].slug}`],
  ];
  for (const [name, pathOf] of pages) {
    test(`${name} answers 404`, async ({ request, facts }) => {
      const res = await request.get(pathOf(facts));
      expect(res.status()).toBe(404);
      // The site's own not-found page in the site's shell, under the public pages' policy. The
      // footer lists every shop: in the HTML, the page's data or both (Next leaves the HTML of a
      // notFound() inside a page to the browser), never twice in either.
      const html = await res.text();
      expect(html).toContain('went up in smoke');
      const shops = (await (await request.get('/api/locations')).json()).data.length;
      expect(shops).toBeGreaterThan(0);
      const footerShops = html.split('footer-shop').length - 1;
      expect(footerShops === shops || footerShops === 2 * shops, `${footerShops} footer shop lines for ${shops} shops`).toBe(true);
      expect(res.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    });
  }

  test('its API answers 404 to reads, saves and the preview link', async ({ request }) => {
    for (const path of ['/api/keystatic/tree', '/api/keystatic/blob/abc/content/specials.json', '/api/keystatic/preview?path=/menu']) {
      const res = await request.get(path, { headers: { 'no-cors': '1' } });
      expect(res.status(), path).toBe(404);
    }
    const before = readFileSync('content/specials.json');
    const save = await request.post('/api/keystatic/update', {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: 'content/specials.json', contents: Buffer.from('{}').toString('base64') }], deletions: [] },
    });
    expect(save.status()).toBe(404);
    expect(readFileSync('content/specials.json').equals(before)).toBe(true);
  });
});
