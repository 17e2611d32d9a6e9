import { expect, test } from '@playwright/test';

const SLUGS = ['brentwood', 'concord', 'hercules', 'martinez', 'pleasant-hill', 'walnut-creek-parkside', 'walnut-creek-ygnacio'];

test('sitemap.xml lists every public route, shop, menu category and weekday', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const p of ['/', '/menu', '/locations', '/catering', '/catering/request-quote', '/daily-specials', '/contact', '/careers', '/rewards', '/balance', '/our-story', '/privacy-policy', '/terms-of-use', '/web-accessibility']) {
    expect(urls, p).toContain(p);
  }
  for (const s of SLUGS) expect(urls).toContain(`/locations/${s}`);
  for (const d of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) expect(urls).toContain(`/daily-specials/${d}`);
  const categories = (await (await request.get('/api/menu-categories')).json()).data as { websiteUrl: string }[];
  for (const c of categories) expect(urls).toContain(c.websiteUrl);
  expect(xml).toContain(new URL(baseURL!).host);
});

test('robots.txt allows crawling, keeps bots out of the API and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
