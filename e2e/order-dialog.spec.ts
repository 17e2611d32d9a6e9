/**
 * The order dialog: each shop's open status and today's hours at the server clock, nearest first
 * once this device knows a point (a ZIP code searched on /locations, or a granted position), the
 * last chosen shop preselected after a reload, and nothing cut at either width. Expectations come
 * from the API and the app's own pure functions.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { distanceMiles } from '../lib/domain/distance';
import { todaysHours } from '../lib/domain/hours';
import { findPlace } from '../lib/domain/places';
import { entryText, hoursText } from '../components/order/order-shops';
import { locationsCopy as copy } from '../lib/content/copy/locations';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { aroundOpening, atFirstHolidayClosure, escapeRegExp, listShops, lookoutDate, statusAt, whileOpen, type Shop } from './helpers/content';
import { at } from './helpers/hooks';
import { ON_DEMAND_CHECKS } from './helpers/on-demand';
import { chosenShop, expectNothingChosen, shopChoice, shopChoices } from './helpers/order-dialog';
import { WIDTHS } from './helpers/tags';

const TITLE = 'Order For Pickup or Delivery';
const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

async function openFromHeader(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Order', exact: true }).click();
  await expect(shopChoices(dialog(page))).toBeVisible();
  return dialog(page);
}
const entries = (page: Page) => dialog(page).getByTestId('order-shop-entry');

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

for (const { does, check } of ON_DEMAND_CHECKS) {
  test(`the order dialog ${does}`, async ({ page }) => {
    await check(page, '/menu', () => page.locator('header').getByRole('button', { name: 'Order', exact: true }).click(), dialog(page));
  });
}

test("shows each shop's open status and today's hours at the server clock", async ({ page, request }) => {
  const shops = await listShops(request);
  const now = whileOpen(shops[0], lookoutDate(shops));
  await page.setExtraHTTPHeaders(at(now));
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  await expect(entries(page)).toHaveText(shops.map(entryText));
  await expect(modal.getByTestId('order-shop-status')).toHaveText(shops.map((s) => statusAt(s, now)));
  await expect(modal.getByTestId('order-shop-hours')).toHaveText(shops.map((s) => hoursText(todaysHours(s.hours, s.hoursOverrides, new Date(now)))));
  for (const s of shops) await expect(shopChoice(modal, entryText(s))).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(statusAt(s, now))}`));
  await expectNoAxeViolations(page);
});

test('on a holiday closure a shop says it is closed today for that holiday', async ({ page, request }) => {
  const { shops, now } = await atFirstHolidayClosure(request);
  await page.setExtraHTTPHeaders(at(now));
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  const closed = shops.filter((s) => todaysHours(s.hours, s.hoursOverrides, new Date(now)).closed);
  expect(closed.length).toBeGreaterThan(0);
  await expect(modal.getByTestId('order-shop-hours')).toHaveText(shops.map((s) => hoursText(todaysHours(s.hours, s.hoursOverrides, new Date(now)))));
  await expect(modal.getByTestId('order-shop-hours').filter({ hasText: /^Closed today: / }).first()).toBeVisible();
});

test('opened again later, it shows only what that opening read: no statuses of the first while loading, none beside a failure', async ({ page, request }) => {
  const shops = await listShops(request);
  const { before: first } = aroundOpening(shops[0], lookoutDate(shops));
  const later = whileOpen(shops[0], lookoutDate(shops));
  const statuses = (now: string) => shops.map((s) => statusAt(s, now));
  expect(statuses(later)).not.toEqual(statuses(first));
  await page.setExtraHTTPHeaders(at(first));
  await page.goto('/menu');
  let modal = await openFromHeader(page);
  await expect(modal.getByTestId('order-shop-status')).toHaveText(statuses(first));
  await modal.getByRole('button', { name: 'Close' }).click();

  // The server's clock has moved on; its answer is held back while the dialog opens again.
  await page.setExtraHTTPHeaders(at(later));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/locations', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('header').getByRole('button', { name: 'Order', exact: true }).click();
  modal = dialog(page);
  await expect(modal.getByText('Loading locations…')).toBeVisible();
  await expect(shopChoices(modal)).toHaveCount(0);
  release();
  await expect(modal.getByTestId('order-shop-status')).toHaveText(statuses(later));
  await modal.getByRole('button', { name: 'Close' }).click();

  await page.unroute('**/api/locations');
  await page.route('**/api/locations', (route) => route.abort());
  await page.locator('header').getByRole('button', { name: 'Order', exact: true }).click();
  await expect(modal.getByRole('alert')).toContainText('Failed to load locations');
  await expect(shopChoices(modal)).toHaveCount(0);
});

/** The shops nearest first from a point, as the distances API answers for it. */
const nearestFirst = (shops: Shop[], point: { latitude: number; longitude: number }) =>
  [...shops].sort((a, b) => Math.round(distanceMiles(point, a.coordinates) * 100) - Math.round(distanceMiles(point, b.coordinates) * 100));

test('lists the shops nearest first after a ZIP code search on /locations', async ({ page, request }) => {
  const shops = await listShops(request);
  const target = shops.at(-1)!;
  const found = findPlace(target.address.zip);
  expect(found.ok).toBe(true);
  const place = found.ok ? found.place : { latitude: 0, longitude: 0, label: '' };
  await page.goto('/locations');
  await page.getByRole('textbox', { name: copy.searchLabel }).fill(target.address.zip);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('distance')).toHaveCount(shops.length);
  const listOrder = await page.getByTestId('location-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));

  const modal = await openFromHeader(page);
  const expected = nearestFirst(shops, place);
  await expect(entries(page)).toHaveText(expected.map(entryText));
  expect(expected.map((s) => s.slug)).toEqual(listOrder);
  await expect(modal.getByTestId('order-sorted')).toHaveText(`Nearest first from ${place.label}`);
  await expect(modal.getByTestId('order-shop-distance')).toHaveCount(shops.length);
});

test('a distances answer that is slow to come holds the shops back a moment, then they show in their own order', async ({ page, request }) => {
  const shops = await listShops(request);
  const target = shops.at(-1)!;
  const found = findPlace(target.address.zip);
  expect(found.ok).toBe(true);
  // A point this device searched from earlier, so the dialog asks for distances.
  await page.goto('/locations');
  await page.getByRole('textbox', { name: copy.searchLabel }).fill(target.address.zip);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('distance')).toHaveCount(shops.length);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/locations/distances', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto('/menu');
  await openFromHeader(page);
  await expect(entries(page)).toHaveText(shops.map(entryText));
  await expect(dialog(page).getByTestId('order-sorted')).toHaveCount(0);
  // The late answer moves nothing: the list keeps the order it was shown in.
  const answered = page.waitForResponse('**/api/locations/distances');
  answer();
  await answered;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(entries(page)).toHaveText(shops.map(entryText));
  await expect(dialog(page).getByTestId('order-sorted')).toHaveCount(0);
});

test('lists the shops nearest first from a granted position, on a page other than /locations', async ({ page, context, request }) => {
  const shops = await listShops(request);
  const last = shops.at(-1)!;
  const visitor = { latitude: last.coordinates.latitude + 0.0005, longitude: last.coordinates.longitude };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(visitor);
  await page.goto('/locations');
  await expect(page.getByTestId('distance')).toHaveCount(shops.length);
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  // The device's position is kept coarse (about 100 m), which never changes which shop is nearer here.
  await expect(entries(page).first()).toHaveText(entryText(last));
  await expect(modal.getByTestId('order-sorted')).toHaveText('Nearest first from your location');
});

test('remembers the last chosen shop on this device: after a reload it is preselected', async ({ page, request }) => {
  const shops = await listShops(request);
  const pick = shops.at(-1)!;
  await page.goto('/menu');
  let modal = await openFromHeader(page);
  await expectNothingChosen(modal);
  await shopChoice(modal, entryText(pick)).check();
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  modal = await openFromHeader(page);
  await expect(chosenShop(modal)).toHaveValue(pick._id);
  await expect(modal.getByRole('button', { name: 'Order Pickup' })).toBeEnabled();
  // A shop the dialog is opened for still wins: a shop page's header passes its own.
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/locations/${shops[0].slug}`);
  modal = await openFromHeader(page);
  await expect(chosenShop(modal)).toHaveValue(shops[0]._id);
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("opened on a shop's page, the dialog keeps its heading and close button on screen, and the shop in view", async ({ page, request }) => {
    const shop = (await listShops(request))[1];
    await page.goto(`/locations/${shop.slug}`);
    const modal = await openFromHeader(page);
    await expect(chosenShop(modal)).toHaveValue(shop._id);
    await expect(modal.getByRole('heading', { name: TITLE })).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => hiddenPixels(modal, modal.getByTestId('order-shop').nth(1))).toBe(0);
  });
});

test('on a short screen (zoomed to 400%), the shop that has keyboard focus is never under the order buttons', async ({ page, request }) => {
  const shops = await listShops(request);
  // 1280x1024 at 400%: 320x256 CSS pixels.
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  const choices = shopChoices(modal).getByRole('radio');
  await choices.first().focus();
  /** The element drawn at the middle of the focused shop's radio button. */
  const onTop = () =>
    page.evaluate(() => {
      const radio = document.activeElement as HTMLInputElement;
      const r = radio.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top === radio || radio.labels?.[0]?.contains(top ?? null) ? 'the shop' : (top?.textContent?.trim().slice(0, 40) ?? 'nothing');
    });
  expect(await onTop()).toBe('the shop');
  // Arrowing down the list chooses each shop in turn, and the chosen one shows below the list.
  for (let i = 1; i < shops.length; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(choices.nth(i)).toBeFocused();
    expect(await onTop(), `shop ${i + 1}`).toBe('the shop');
  }
});

test('nothing is cut: every entry, status and hours line fits its box, and the dialog does not scroll sideways', WIDTHS, async ({ page, request }) => {
  const shops = await listShops(request);
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  await shopChoice(modal, entryText(shops.at(-1)!)).check();
  await expect(entries(page)).toHaveCount(shops.length);
  const overflowing = await modal.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[data-testid^="order-shop-"], [data-testid="order-modal-address"], button')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Each entry is whole on screen (wrapped, not clipped): its text box lies inside the dialog.
  const box = (await modal.boundingBox())!;
  for (const entry of await entries(page).all()) {
    await entry.scrollIntoViewIfNeeded();
    const e = (await entry.boundingBox())!;
    expect(e.x).toBeGreaterThanOrEqual(box.x);
    expect(e.x + e.width).toBeLessThanOrEqual(box.x + box.width);
  }
  // The chosen shop and the order buttons stay in view under a long list.
  await expect(modal.getByRole('button', { name: 'Order Pickup' })).toBeInViewport();
});

/** How far `option` stands outside the room the footer leaves it: 0 when wholly between the dialog's top and the footer. */
async function hiddenPixels(modal: Locator, option: Locator) {
  const [o, f, d] = [(await option.boundingBox())!, (await modal.getByTestId('order-modal-footer').boundingBox())!, (await modal.boundingBox())!];
  return Math.max(0, Math.round(o.y + o.height - f.y), Math.round(d.y - o.y));
}

test('a shop chosen at the foot of the list, by a tap or the arrow keys, is never left under the footer', WIDTHS, async ({ page, request }) => {
  const shops = await listShops(request);
  await page.goto('/menu');
  const modal = await openFromHeader(page);
  await expectNothingChosen(modal);
  // The case at issue: a list longer than the dialog, so the footer stands over it.
  expect(await modal.evaluate((el) => el.scrollHeight > el.clientHeight), 'the list scrolls in the dialog').toBe(true);
  // The list read to its end, as a visitor looking for the last shop leaves it, then that shop
  // tapped: the footer grows with its address.
  await modal.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
  const options = modal.getByTestId('order-shop');
  await options.last().click();
  await expect(chosenShop(modal)).toHaveValue(shops.at(-1)!._id);
  await expect.poll(() => hiddenPixels(modal, options.last()), { message: 'pixels of the tapped shop out of view' }).toBe(0);
  // From the top of the list down with the arrow keys, the footer now holding an address.
  await modal.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
  await shopChoices(modal).getByRole('radio').first().check();
  for (let i = 1; i < shops.length; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(shopChoices(modal).getByRole('radio').nth(i)).toBeFocused();
    await expect.poll(() => hiddenPixels(modal, options.nth(i)), { message: `pixels of shop ${i + 1} out of view` }).toBe(0);
  }
});
