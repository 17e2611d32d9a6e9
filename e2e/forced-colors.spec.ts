/**
 * Forced colors (Windows' contrast themes and the like): the browser paints every color in the
 * few the visitor chose, and drops shadows. What the site marks by a fill, a shadow or a
 * transparent edge alone must still show: the current link of a row, the menu button's bars,
 * each dialog's and the cookie banner's edge, the chosen catering option, a field found wrong.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { listCategories } from './helpers/content';
import { DIALOGS, isPhone } from './helpers/dialogs';
import { WIDTHS } from './helpers/tags';
import { WEEKDAYS } from '../lib/domain/weekdays';

test.use({ forcedColors: 'active' });

const css = (target: Locator, property: string) => target.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const edge = (target: Locator) =>
  target.evaluate((el) => {
    const s = getComputedStyle(el);
    return ['Top', 'Right', 'Bottom', 'Left'].reduce((sum, side) => sum + (s.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none' ? 0 : parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`))), 0);
  });

/** Every visible current link on the page stands apart from a link beside it in its list. */
async function expectCurrentLinksStandOut(page: Page, where: string) {
  const current = page.locator('a[aria-current="page"]:visible, a[aria-current="true"]:visible');
  expect(await current.count(), `${where}: current links drawn`).toBeGreaterThan(0);
  for (const link of await current.all()) {
    const neighbor = link.locator('xpath=ancestor::ul[1]').locator('a:not([aria-current])').first();
    const look = async (l: Locator) => [await css(l, 'background-color'), await css(l, 'color')].join(' on ');
    expect(await look(link), `${where}: "${await link.innerText()}" against "${await neighbor.innerText()}"`).not.toBe(await look(neighbor));
    // Every word in it takes its color (a weekday's "Today" too).
    const words = await link.evaluate((el) => [...el.querySelectorAll('*')].filter((c) => c.textContent?.trim() && (c as HTMLElement).checkVisibility()).map((c) => getComputedStyle(c).color));
    for (const color of words) expect(color, `${where}: a word of "${await link.innerText()}"`).toBe(await css(link, 'color'));
  }
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the current link of each row stands out from the others', WIDTHS, async ({ page, request }) => {
  const [category] = await listCategories(request);
  await page.goto(`/menu/${category.slug}`);
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expectCurrentLinksStandOut(page, `/menu/${category.slug}`);
  await page.goto(`/daily-specials/${WEEKDAYS[2]}`);
  await expectCurrentLinksStandOut(page, `/daily-specials/${WEEKDAYS[2]}`);
  // Today's own page: its weekday is the current one and says "Today".
  await page.goto('/daily-specials');
  await expectCurrentLinksStandOut(page, '/daily-specials');
});

test("the header draws no underline under the links that are not the current page's", async ({ page }) => {
  await page.goto('/menu');
  const header = page.getByRole('banner');
  const others = header.getByRole('navigation', { name: 'Main' }).locator('a:not([aria-current])');
  expect(await others.count()).toBeGreaterThan(0);
  const ground = await css(page.locator('body'), 'background-color');
  for (const link of await others.all()) expect(await css(link, 'border-bottom-color'), await link.innerText()).toBe(ground);
});

test("the logo stands on the page's own ground, which its colors were drawn for", WIDTHS, async ({ page }) => {
  for (const path of ['/', '/menu']) {
    await page.goto(path);
    const logo = page.getByRole('banner').getByRole('link', { name: /home$/ });
    expect(await css(logo, 'forced-color-adjust'), path).toBe('none');
    expect(await css(logo, 'background-color'), path).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test('the links drawn in their own colors (the logo, a current link) take the focus ring every other link takes', async ({ page }) => {
  await page.goto('/menu');
  const ring = async (target: Locator) => {
    await target.focus();
    return css(target, 'outline-color');
  };
  const banner = page.getByRole('banner');
  const usual = await ring(banner.getByRole('link', { name: 'Locations', exact: true }));
  expect(await ring(banner.getByRole('link', { name: /home$/ }))).toBe(usual);
  expect(await ring(banner.getByRole('link', { name: 'Menu', exact: true }))).toBe(usual);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button's bars are drawn", async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const ground = await css(page.locator('body'), 'background-color');
    const bars = button.locator('span');
    expect(await bars.count()).toBe(3);
    for (const bar of await bars.all()) expect(await css(bar, 'background-color')).not.toBe(ground);
  });
});

for (const dialog of DIALOGS) {
  test(`the ${dialog.name} dialog has an edge of its own`, WIDTHS, async ({ page }) => {
    test.skip(dialog.phoneOnly === true && !isPhone(page), 'the mobile menu exists only up to 1023px');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/menu');
    await dialog.open(page);
    expect(await edge(page.locator('dialog[open]'))).toBeGreaterThan(0);
    // The order dialog's footer stands over the shops that scroll under it.
    if (dialog.name === 'order') expect(await edge(page.locator('dialog[open] [data-testid="order-modal-footer"]'))).toBeGreaterThan(0);
  });
}

test('the cookie banner has an edge of its own, and Cookie Preferences reads as the link beside it', async ({ browser }) => {
  // A first visit: the banner shows.
  const context = await browser.newContext({ forcedColors: 'active' });
  const page = await context.newPage();
  await page.goto('/menu');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  expect(await edge(banner)).toBeGreaterThan(0);
  const preferences = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' });
  expect(await css(preferences, 'text-decoration-line')).toContain('underline');
  await context.close();
});

test('the chosen catering option and a field found wrong are marked by more than a color', async ({ page }) => {
  await page.goto('/catering/request-quote');
  const options = page.getByRole('radio');
  await options.first().check();
  const card = (n: number) => options.nth(n).locator('xpath=ancestor::label[1]');
  expect(await edge(card(0))).toBeGreaterThan(await edge(card(1)));
  await page.getByRole('button', { name: 'Request Quote' }).click();
  const wrong = page.locator('.field [aria-invalid="true"]').first();
  await expect(wrong).toBeVisible();
  expect(await css(wrong, 'border-top-style')).not.toBe(await css(page.locator('.field [aria-invalid="false"]').first(), 'border-top-style'));
});
