/**
 * Words an editor may enter at any length the content check takes keep the layout whole: a long
 * home headline grows the hero instead of sliding under the feature boxes, a long catering menu
 * title wraps in a rounded box instead of an ellipse that cuts its lines, and a long job title
 * leaves every "Apply Now" on one line. The sample words are short, so each test lengthens the
 * words on the page it loaded, as the server would have drawn them, and measures what a visitor sees.
 * Words set twice as large on a phone (a visitor's own text size) stay on the screen too.
 */
import { expect, test, type Locator } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { sitemapPaths } from './helpers/content';
import { WIDTHS } from './helpers/tags';

const LONG_LINE = 'Smoked low and slow over red oak since 1946, every day of the year, for the whole East Bay';
const LONG_TITLE = 'Build-your-own sandwich platter for office lunches, team meetings, game day parties and every holiday open house in between';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Puts `text` in place of the element's words, and waits for the layout to follow. */
async function lengthen(target: Locator, text: string) {
  await target.evaluate((el, words) => {
    el.textContent = words;
  }, text);
  await target.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('a long home headline grows the hero: its words and button stay in it, above the feature boxes', WIDTHS, async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="home-hero-title"]');
  const before = (await hero.boundingBox())!.height;
  await lengthen(hero.locator('h1 > span').last(), `${LONG_LINE}.`);
  await lengthen(hero.locator('h1 + p'), `${LONG_LINE}, ${LONG_LINE.toLowerCase()}.`);
  const heroBox = (await hero.boundingBox())!;
  expect(heroBox.height).toBeGreaterThanOrEqual(before);
  const features = (await page.getByRole('region', { name: "Order, cater or see today's special" }).boundingBox())!;
  // The last of the hero's words: its button when it has one.
  const button = hero.getByTestId('hero-button');
  const last = (await button.count()) > 0 ? button : hero.locator('h1 + p');
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y + lastBox.height, 'inside the hero, not cut off by it').toBeLessThanOrEqual(heroBox.y + heroBox.height);
  expect(lastBox.y + lastBox.height, 'above the feature boxes, not under them').toBeLessThanOrEqual(features.y);
});

test('a long catering menu title wraps in a rounded box, not an ellipse that cuts its first and last lines', WIDTHS, async ({ page }) => {
  await page.goto('/catering');
  const button = page.locator('ul[aria-label$=" menus"] button').first();
  const oneLine = (await button.boundingBox())!.height;
  await lengthen(button, LONG_TITLE);
  const { height, radius } = await button.evaluate((el) => ({ height: el.getBoundingClientRect().height, radius: parseFloat(getComputedStyle(el).borderTopLeftRadius) }));
  expect(height, 'the title wraps').toBeGreaterThan(2 * oneLine);
  // A corner no rounder than the one-line pill's: the wrapped lines keep the box's straight sides.
  expect(radius).toBeLessThanOrEqual(oneLine / 2 + 1);
});

test('a long job title leaves "Apply Now" on one line in every row of the openings table', async ({ page }) => {
  await page.goto('/careers');
  const table = page.locator('table');
  test.skip(!(await table.isVisible()), 'the content has no job opening');
  const apply = table.getByTestId('apply-link');
  const heights = async () => apply.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
  const oneLine = Math.max(...(await heights()));
  await lengthen(table.locator('tbody th a').first(), `${LONG_TITLE} (Bilingual English/Spanish)`);
  for (const height of await heights()) expect(height).toBeLessThanOrEqual(oneLine);
});

test('text set twice as large on a 390px phone runs off no page: every kind of page in the sitemap, its longest address, and a missing one', async ({ page, request }) => {
  // Some twenty pages, one after another.
  test.setTimeout(120_000);
  // One page of each kind (/menu/{category}, /locations/{shop} ...): the one whose address, and so
  // most likely its name, is longest.
  const longest = new Map<string, string>();
  for (const path of await sitemapPaths(request)) {
    const parts = path.split('/');
    const kind = parts.length > 2 ? [...parts.slice(0, -1), '*'].join('/') : path;
    if ((longest.get(kind)?.length ?? -1) < path.length) longest.set(kind, path);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [...longest.values(), '/no-such-page']) {
    await page.goto(path);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { scrollWidth, screenWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, screenWidth: window.innerWidth }));
    expect(scrollWidth, `${path}: as wide as the screen`).toBeLessThanOrEqual(screenWidth);
  }
});
