import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { listShops } from './helpers/content';
import { storyChapters } from './helpers/documents';
import { fault } from './helpers/hooks';
import { imageLoading, serverPage } from './helpers/server-html';
import { storyCopy } from '../lib/content/copy/story';
import { WIDTHS } from './helpers/tags';

const CHAPTERS = storyChapters();

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the history, every shop and the locations page are in the server HTML', async ({ request }) => {
  const shops = await listShops(request);
  const { status, html, text, jsonLd } = await serverPage(request, '/our-story');
  expect(status).toBe(200);
  expect(text).toContain(storyCopy.headline);
  expect(CHAPTERS.length).toBeGreaterThan(0);
  for (const chapter of CHAPTERS) {
    for (const words of [chapter.era, chapter.headline, ...chapter.paragraphs]) expect(text).toContain(words);
    expect(html).toContain(encodeURIComponent(chapter.image));
  }
  for (const shop of shops) expect(html).toContain(`href="/locations/${shop.slug}"`);
  expect(html).toContain('href="/locations"');
  expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['AboutPage', 'BreadcrumbList']));
});

test("the first chapter's picture, in view when the page opens, loads at once and early; the others lazily", async ({ request }) => {
  const { html } = await serverPage(request, '/our-story');
  const pictures = imageLoading(html, CHAPTERS.map((c) => c.image));
  expect(pictures.map((p) => p.src)).toEqual(CHAPTERS.map((c) => c.image));
  expect(pictures[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  for (const p of pictures.slice(1)) expect(p, p.src).toMatchObject({ loading: 'lazy', fetchPriority: null });
});

test('the story still reads when the shops cannot be loaded, with the link to all locations', async ({ request }) => {
  const shops = await listShops(request);
  const { status, html, text } = await serverPage(request, '/our-story', fault({ locations: 'error' }));
  expect(status).toBe(200);
  for (const chapter of CHAPTERS) expect(text).toContain(chapter.headline);
  for (const shop of shops) expect(html).not.toContain(`href="/locations/${shop.slug}"`);
  expect(html).toContain('href="/locations"');
});

test('/about redirects permanently to /our-story', async ({ request, page }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/our-story');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1, name: storyCopy.headline })).toBeVisible();
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
    for (const { headline } of CHAPTERS) await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
    // The chapters in their order, before the closing section.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...CHAPTERS.map((c) => c.headline), storyCopy.closing.heading]);
    // In the story itself (the footer links every shop too).
    for (const shop of shops) await expect(page.getByRole('main').getByRole('link', { name: shop.name, exact: true })).toBeVisible();
  });
});

test('our story has no axe violations', WIDTHS, async ({ page }) => {
  await page.goto('/our-story');
  await expectNoAxeViolations(page);
});
