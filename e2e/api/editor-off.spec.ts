import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * The normal test server is a production server with neither GitHub mode nor KEYSTATIC_LOCAL:
 * the web editor does not exist there, and nothing can be written through its API.
 */
test.describe('the web editor is off in production without configuration', () => {
  for (const path of ['/keystatic', '/keystatic/singleton/specials', '/keystatic/collection/shops/item/concord']) {
    test(`${path} answers 404`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      // The site's own not-found page, under the public pages' policy.
      expect(await res.text()).toContain('went up in smoke');
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
