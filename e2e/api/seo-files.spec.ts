import { expect, test } from '../helpers/content-facts';

// sitemap.xml is checked with every other route in routes-html.spec.ts.

test('robots.txt allows crawling, keeps bots out of the API and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
