import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { listShops } from './helpers/content';
import { fault } from './helpers/hooks';
import { serverPage } from './helpers/server-html';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the history, every shop and the locations page are in the server HTML', async ({ request }) => {
  const shops = await listShops(request);
  const { status, html, text, jsonLd } = await serverPage(request, '/our-story');
  expect(status).toBe(200);
  expect(text).toContain('Our Story');
  expect(text).toContain('1946');
  expect(text).toContain('a Navy veteran home from the Pacific opened a meat market and deli in San Pablo, CA');
  expect(text).toContain('The 80s');
  expect(text).toContain('Sauces and Spices');
  expect(text).toContain('Today');
  expect(text).toContain('Seven East Bay Shops');
  for (const shop of shops) expect(html).toContain(`href="/locations/${shop.slug}"`);
  expect(html).toContain('href="/locations"');
  for (const img of ['1946', '1980s', 'next-chapter', 'today']) expect(html).toContain(`%2Fimages%2Fstory%2F${img}.webp`);
  expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['AboutPage', 'BreadcrumbList']));
});

test('the story still reads when the shops cannot be loaded, with the link to all locations', async ({ request }) => {
  const shops = await listShops(request);
  const { status, html, text } = await serverPage(request, '/our-story', fault({ locations: 'error' }));
  expect(status).toBe(200);
  expect(text).toContain('A Meat Market in San Pablo');
  for (const shop of shops) expect(html).not.toContain(`href="/locations/${shop.slug}"`);
  expect(html).toContain('href="/locations"');
});

test('/about redirects permanently to /our-story', async ({ request, page }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/our-story');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
});

test('the page is black and its shop links lead to the shops', async ({ page, request }) => {
  const shops = await listShops(request);
  await page.goto('/our-story');
  const background = await page.locator('.shell').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(15, 13, 12)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 13, 12)');
  const nav = page.getByRole('navigation', { name: 'Our shops' });
  await expect(nav.getByRole('link')).toHaveText([...shops.map((s) => s.name), 'All Locations']);
  for (const shop of shops) await expect(nav.getByRole('link', { name: shop.name, exact: true })).toHaveAttribute('href', `/locations/${shop.slug}`);
  await expect(nav.getByRole('link', { name: 'All Locations' })).toHaveAttribute('href', '/locations');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the whole story reads', async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/our-story');
    for (const name of ['A Meat Market in San Pablo', 'The Ball Tip Takes Off', 'Sauces and Spices', 'Seven East Bay Shops']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const shop of shops) await expect(page.getByRole('link', { name: shop.name, exact: true })).toBeVisible();
  });
});

test('our story has no axe violations', async ({ page }) => {
  await page.goto('/our-story');
  await expectNoAxeViolations(page);
});
