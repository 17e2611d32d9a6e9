/**
 * The smoke check after each release (`npx playwright test --project=smoke`, with BASE_URL at the
 * deployment): read-only, no test hooks, a couple of minutes. Every page the sitemap lists is
 * served whole by the server, the JSON API answers, and the home page, the menu, the shops and
 * the two forms work in a phone-sized browser. It stores nothing.
 */
import { expect, test } from '@playwright/test';
import { listCategories, listShops, sitemapPaths } from './helpers/content';

test('every page in the sitemap is served whole: 200, a CSP, one h1 in the server HTML', async ({ request }) => {
  // Some 45 pages, each a round trip to the deployment (the first ones also wait for its functions
  // to start): one after another they can pass the default 30 s. Four at a time, with two minutes
  // for the whole check, which stays light on the site.
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(5);
  const check = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-security-policy'], path).toContain("default-src 'self'");
    expect((await res.text()).match(/<h1[\s>]/g), path).toHaveLength(1);
  };
  for (let i = 0; i < paths.length; i += 4) await Promise.all(paths.slice(i, i + 4).map(check));
});

test('the JSON API answers with the content', async ({ request }) => {
  for (const path of ['/api/locations', '/api/menu-categories', '/api/careers', '/api/specials/today', '/api/homepage/content']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect((await res.json()).success, path).toBe(true);
  }
  const health = await request.get('/api/health');
  expect([200, 503], 'health answers, degraded or not').toContain(health.status());
});

test('home, menu and a shop render in the browser, with the shops and categories of the API', async ({ page, request }) => {
  const [shops, categories] = await Promise.all([listShops(request), listCategories(request)]);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/menu');
  for (const c of categories) await expect(page.getByRole('heading', { name: c.category }).first()).toBeVisible();
  await page.goto(`/locations/${shops[0].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shops[0].name);
  expect(errors).toEqual([]);
});

test('both forms load and refuse an empty submission field by field, storing nothing', async ({ page }) => {
  for (const [path, button] of [['/contact', 'Send Message'], ['/catering/request-quote', 'Request Quote']]) {
    await page.goto(path);
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator('[aria-invalid="true"]').first(), path).toBeVisible();
  }
});
