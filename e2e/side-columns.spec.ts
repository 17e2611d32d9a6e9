/**
 * The side columns that stay beside a long page (the quote form's help, a job's benefits, the
 * contact page's offices): on a wide screen tall enough for them they follow the visitor down the
 * page, just below the header; on a shorter one they scroll with it, so that nothing in them is
 * kept below the screen's edge, and a link focused there is seen. Where the header itself scrolls
 * away (500px tall or less), what sticks keeps no room for it.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { listOpenings } from './helpers/content';

type SideColumn = { path: string; column: string };

async function sideColumns(page: Page): Promise<SideColumn[]> {
  const columns: SideColumn[] = [
    { path: '/contact', column: 'section[aria-labelledby="offices-heading"]' },
    { path: '/catering/request-quote', column: 'aside[aria-labelledby="quote-steps"]' },
  ];
  const [opening] = await listOpenings(page.request);
  if (opening) columns.push({ path: `/careers/${opening._id}`, column: 'aside[aria-labelledby="benefits"]' });
  return columns;
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Where a side column stands once it has stuck: the header's height and a 24 px gap below it. */
const stuckAt = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) + 24);

/** The column's place on the page, its height, and how far the page runs on beside it below. */
const measure = (page: Page, column: string) =>
  page.locator(column).evaluate((el) => {
    const box = el.getBoundingClientRect();
    // A stuck column stays within its parent's content box: the parent's padding is not room.
    const parent = el.parentElement!;
    const style = getComputedStyle(parent);
    const contentBottom = parent.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    return { top: box.top + scrollY, height: box.height, room: contentBottom - box.bottom };
  });

/**
 * Scrolls halfway along the stretch of page beside the column, past where it would stick, and
 * gives the column's top then; null when the page runs on less than 40 px beside the column (a
 * short job text), where sticking or not cannot be told apart.
 */
async function topHalfwayDown(page: Page, column: string, stuck: number) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const at = await measure(page, column);
  if (at.room < 40) return null;
  const y = at.top - stuck + at.room / 2;
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y - 2);
  return { ...at, scrolled: await page.evaluate(() => scrollY), now: await page.locator(column).evaluate((el) => el.getBoundingClientRect().top) };
}

test('on a wide screen tall enough, each side column stays just below the header down its page', async ({ page }) => {
  let checked = 0;
  for (const { path, column } of await sideColumns(page)) {
    await page.goto(path);
    const stuck = await stuckAt(page);
    const at = await topHalfwayDown(page, column, stuck);
    if (!at) continue;
    checked++;
    expect(at.height + stuck, `${path}: the column fits below the header`).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(Math.round(at.now), path).toBe(Math.round(stuck));
  }
  expect(checked, 'pages that run on beside their side column').toBeGreaterThan(0);
});

test('on a wide but short screen, a side column taller than the room below the header scrolls with the page, and its last link is seen when focused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  let tall = 0;
  for (const { path, column } of await sideColumns(page)) {
    await page.goto(path);
    const stuck = await stuckAt(page);
    const at = await topHalfwayDown(page, column, stuck);
    if (at && at.height + stuck > 500) {
      tall++;
      expect(Math.round(at.now), `${path}: the column moved with the page`).toBe(Math.round(at.top - at.scrolled));
    }
    const last = page.locator(column).getByRole('link').last();
    await last.focus();
    await expect(last, path).toBeInViewport({ ratio: 1 });
  }
  expect(tall, 'side columns taller than the room below the header at 500 px').toBeGreaterThan(0);
});

test('on a screen 500px tall or less, where the header scrolls away, no room is kept for it: the legal contents stick at the top, and a linked section lands there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/privacy-policy');
  const headerHeight = (await stuckAt(page)) - 24;
  const contents = 'nav[aria-labelledby="legal-contents"]';
  const at = await topHalfwayDown(page, contents, 24);
  expect(at, 'the page runs on beside its contents').not.toBeNull();
  expect(Math.round(at!.now)).toBe(24);
  const link = page.locator(contents).getByRole('link').nth(1);
  const target = (await link.getAttribute('href'))!.replace(/^#/, '');
  await link.click();
  const section = page.locator(`[id="${target}"]`);
  await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(headerHeight);
  await expect(section).toBeInViewport();
});
