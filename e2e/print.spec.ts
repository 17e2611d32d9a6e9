/**
 * On paper: the page's own words and pictures, black on white, without the site's frame, its
 * buttons or the cookie banner; what a click opens on screen (a catering menu, an FAQ's answer,
 * the day's other specials) stands open; a link button to another site prints its address.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { busiestDay, listOpenings, listShops, readWeek } from './helpers/content';

const onPaper = (page: Page) => page.emulateMedia({ media: 'print' });

test('the frame, the buttons and the cookie banner stay off paper; the words print black on white', async ({ page }) => {
  await onPaper(page);
  // A first visit, with the banner up.
  await page.goto('/our-story');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  expect(await page.locator('button').evaluateAll((all) => all.filter((b) => (b as HTMLElement).checkVisibility()).length)).toBe(0);
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  // The dark page's ground is not printed.
  expect(await page.locator('.shell').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});

test("the catering menus and the FAQ's answers stand open", async ({ page }) => {
  await dismissCookieBanner(page);
  await onPaper(page);
  await page.goto('/catering');
  const menus = page.getByTestId('catering-menu-modal');
  expect(await menus.count()).toBeGreaterThan(0);
  for (const menu of await menus.all()) await expect(menu).toBeVisible();
  const answers = page.locator('.faq details > :not(summary)');
  expect(await answers.count()).toBeGreaterThan(0);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
});

test('every special of the day prints, one after another', async ({ page, request }) => {
  const week = await readWeek(request);
  const day = busiestDay(week);
  test.skip(week[day].length < 2, 'no day has more than one special');
  await dismissCookieBanner(page);
  await onPaper(page);
  await page.goto(`/daily-specials/${day}`);
  for (const special of week[day]) await expect(page.getByRole('heading', { level: 2, name: special.name, exact: true })).toBeVisible();
});

test("a job's Apply prints the address to apply at", async ({ page, request }) => {
  const [opening] = await listOpenings(request);
  test.skip(!opening, 'the content has no opening');
  await dismissCookieBanner(page);
  await onPaper(page);
  await page.goto(`/careers/${opening._id}`);
  const apply = page.getByRole('main').locator('a.btn[href^="http"]').first();
  const href = (await apply.getAttribute('href'))!;
  expect(await apply.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
});

test("a shop's hours print, its open-now line does not: true only the minute it was printed", async ({ page, request }) => {
  const [shop] = await listShops(request);
  await dismissCookieBanner(page);
  await page.goto(`/locations/${shop.slug}`);
  const status = page.getByRole('main').getByTestId('open-status');
  await expect(status).toBeVisible();
  await onPaper(page);
  await expect(status).toBeHidden();
  await expect(page.getByTestId('weekly-hours')).toBeVisible();
});
