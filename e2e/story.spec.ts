import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { storyChapters } from './helpers/content';
import { fault } from './helpers/hooks';
import { serverPage } from './helpers/server-html';
import { storyCopy } from '../lib/content/copy/story';

const CHAPTERS = storyChapters();

const SHOPS = ['brentwood', 'concord', 'hercules', 'martinez', 'pleasant-hill', 'walnut-creek-parkside', 'walnut-creek-ygnacio'];

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the history, every shop and the locations page are in the server HTML', async ({ request }) => {
  const { status, html, text, jsonLd } = await serverPage(request, '/our-story');
  expect(status).toBe(200);
  expect(text).toContain(storyCopy.headline);
  expect(CHAPTERS.length).toBeGreaterThan(0);
  for (const chapter of CHAPTERS) {
    for (const words of [chapter.era, chapter.headline, ...chapter.paragraphs]) expect(text).toContain(words);
    expect(html).toContain(encodeURIComponent(chapter.image));
  }
  for (const slug of SHOPS) expect(html).toContain(`href="/locations/${slug}"`);
  expect(html).toContain('href="/locations"');
  expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['AboutPage', 'BreadcrumbList']));
});

test('the story still reads when the shops cannot be loaded, with the link to all locations', async ({ request }) => {
  const { status, html, text } = await serverPage(request, '/our-story', fault({ locations: 'error' }));
  expect(status).toBe(200);
  for (const chapter of CHAPTERS) expect(text).toContain(chapter.headline);
  expect(html).not.toContain('href="/locations/brentwood"');
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

test('the page is black and its shop links lead to the shops', async ({ page }) => {
  await page.goto('/our-story');
  const background = await page.locator('.shell').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(15, 13, 12)');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 13, 12)');
  const shops = page.getByRole('navigation', { name: 'Our shops' });
  await expect(shops.getByRole('link')).toHaveCount(SHOPS.length + 1);
  await expect(shops.getByRole('link', { name: 'Walnut Creek Ygnacio' })).toHaveAttribute('href', '/locations/walnut-creek-ygnacio');
  await expect(shops.getByRole('link', { name: 'All Locations' })).toHaveAttribute('href', '/locations');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the whole story reads', async ({ page }) => {
    await page.goto('/our-story');
    for (const { headline } of CHAPTERS) await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
    // The chapters in their order, before the closing section.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...CHAPTERS.map((c) => c.headline), storyCopy.closing.heading]);
    await expect(page.getByRole('link', { name: 'Brentwood' })).toBeVisible();
  });
});

test('our story has no axe violations', async ({ page }) => {
  await page.goto('/our-story');
  await expectNoAxeViolations(page);
});
