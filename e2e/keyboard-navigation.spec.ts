/**
 * What keyboard and screen-reader users meet that axe cannot see. Where the focus goes after a
 * page is left from the keyboard for another: to the new page's main
 * content, its heading in sight, whenever the control pressed is gone or outside it. Never to
 * the footer's link to the same address (the page would open scrolled to its foot), never to
 * nowhere (the next Tab would start again at the top, and a screen reader would lose its place).
 * And the breadcrumbs read as their pages' names, without the separators drawn between them.
 * The links and shops are read from the pages and the API, not from the sample content.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { listShops } from './helpers/content';
import { WIDTHS } from './helpers/tags';
import { contactCopy } from '../lib/content/copy/contact';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Follows `link` with Enter, as a keyboard does, and waits for `path`. */
async function follow(page: Page, link: Locator, path: string) {
  // In sight first, as it is for a visitor who tabbed there by the time they press Enter (the
  // focus would glide the page there, still moving as the next page comes in).
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The focus is on the main content, and the new page's heading in sight (not its foot). */
async function expectAtMain(page: Page) {
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
}

test("a shop's link to another shop leaves the focus at the new page's main content, not at the footer's link to it", WIDTHS, async ({ page, request }) => {
  const shops = await listShops(request);
  test.skip(shops.length < 2, 'the content has fewer than two shops');
  const [from, to] = shops;
  await page.goto(`/locations/${from.slug}`);
  await follow(page, page.locator('nav[aria-labelledby="other-shops"]').getByRole('link', { name: to.name, exact: true }), `/locations/${to.slug}`);
  await expectAtMain(page);
});

test('a link between the dark and the light pages leaves the focus at the main content', WIDTHS, async ({ page }) => {
  // The header and footer are drawn anew when the colors change, so the link pressed is gone.
  await page.goto('/menu');
  await follow(page, page.locator('footer a[href="/our-story"]').first(), '/our-story');
  await expectAtMain(page);
  await follow(page, page.locator('footer a[href="/contact"]').first(), '/contact');
  await expectAtMain(page);
});

test("a job's link, gone with the list it was in, leaves the focus at the job page's main content", async ({ page }) => {
  await page.goto('/careers');
  const job = page.locator('main a[href^="/careers/"]').filter({ visible: true }).first();
  test.skip((await job.count()) === 0, 'the content has no job opening');
  const href = (await job.getAttribute('href'))!;
  await follow(page, job, href);
  await expectAtMain(page);
});

test('a category card on a phone, whose bar link is hidden at that width, leaves the focus at the main content', WIDTHS, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'on a desktop the category bar is drawn and takes the focus (menu.spec.ts)');
  await page.goto('/menu');
  const card = page.locator('main a[href^="/menu/"]').filter({ visible: true }).first();
  const href = (await card.getAttribute('href'))!;
  await follow(page, card, href);
  await expectAtMain(page);
});

test("the contact page's shop finder leaves the focus at the shop page's main content", async ({ page, request }) => {
  const [shop] = await listShops(request);
  test.skip(!shop, 'the content has no shop');
  await page.goto('/contact');
  const finder = page.getByLabel(contactCopy.jumpLabel, { exact: true });
  await finder.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await finder.selectOption(shop.slug);
  await finder.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}$`));
  await expectAtMain(page);
});

test('a link to a place in another page leaves the focus at that place, which is in sight', async ({ page }) => {
  await page.goto('/careers');
  const job = page.locator('main a[href^="/careers/job"]').filter({ visible: true }).first();
  test.skip((await job.count()) === 0, 'the content has no job opening');
  await page.goto((await job.getAttribute('href'))!);
  const back = page.locator('main a[href^="/careers#"]').first();
  const hash = new URL((await back.getAttribute('href'))!, 'http://x').hash;
  await follow(page, back, `/careers${hash}`);
  const place = page.locator(hash);
  await expect(place).toBeFocused();
  await expect(place).toBeInViewport();
});

test('a visitor who moved the focus while the next page was on its way keeps it there', async ({ page }) => {
  await page.goto('/menu');
  const link = page.locator('footer a[href="/privacy-policy"]').first();
  // The next page's data held back, so the visitor has time to move on.
  await page.route(
    (url) => url.pathname === '/privacy-policy' && url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    },
  );
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await link.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const moved = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(moved).toBeTruthy();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(moved);
});

test('breadcrumbs read as the pages they name: the slashes between them are drawn, not spoken', async ({ page, request }) => {
  const [shop] = await listShops(request);
  test.skip(!shop, 'the content has no shop');
  await page.goto(`/locations/${shop.slug}`);
  const paths = [`/locations/${shop.slug}`];
  await page.goto('/careers');
  // A job's page, when the content has a job open.
  const jobs = page.locator('main a[href^="/careers/"]');
  if ((await jobs.count()) > 0) paths.push((await jobs.first().getAttribute('href'))!);
  for (const path of paths) {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link').first()).toBeVisible();
    // The accessibility tree, as a screen reader gets it: each crumb's words, and no "/".
    const spoken = (await crumbs.ariaSnapshot()).split('\n').filter((line) => !line.trim().startsWith('- /url:'));
    expect(spoken.join('\n'), path).not.toContain('/');
  }
});
