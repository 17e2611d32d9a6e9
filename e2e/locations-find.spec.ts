/**
 * /locations without sharing a position: the ZIP code and city search (distances and order from
 * the searched place, exactly as the distances API answers for its point), its answers when it
 * finds nothing, the "Open now" filter at a fixed server clock, and Directions, Call and Order on
 * every card. Shops, statuses and distances come from the site's API; the searched ZIP codes and
 * towns are the shops' own, read from the API too.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDistance } from '../lib/domain/distance';
import { getOpenStatus } from '../lib/domain/hours';
import { telHref } from '../lib/domain/phone';
import { EAST_BAY_PLACES, findPlace, type Place } from '../lib/domain/places';
import { locationsCopy as copy } from '../lib/content/copy/locations';
import { fillTemplate } from '../lib/content/template';
import { LOCATIONS_TEXT } from '../components/locations/fixed-text';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { aroundOpening, businessInstant, listShops, lookoutDate, type Shop } from './helpers/content';
import { addDays } from '../lib/domain/time';
import { at } from './helpers/hooks';
import { expectSaysWhenItsCodeCannotBeDownloaded } from './helpers/on-demand';
import { chosenShop } from './helpers/order-dialog';
import { WIDTHS } from './helpers/tags';

const cards = (page: Page) => page.getByTestId('location-card');
const slugs = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
const searchBox = (page: Page) => page.getByRole('textbox', { name: copy.searchLabel });
const problem = (page: Page) => page.getByTestId('place-problem');
/** The keyless map's pins and (phones) legend entries that a visitor sees, in pin order. */
const shownPins = (page: Page) => page.getByTestId('map-pin').filter({ visible: true });
const pinSlugs = (page: Page) => shownPins(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')!.replace('/locations/', '')));
const shownLegend = (page: Page) => page.getByTestId('keyless-map').locator('ol li').filter({ visible: true });

function placeFor(query: string): Place {
  const found = findPlace(query);
  if (!found.ok) throw new Error(`"${query}" is not in the shipped geography (${found.problem})`);
  return found.place;
}

/** The shops nearest first from a point, with distances, as the distances API answers. */
async function fromPoint(request: APIRequestContext, place: Place) {
  const res = await request.post('/api/locations/distances', { data: { latitude: place.latitude, longitude: place.longitude } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { _id: string; distance: number }[] };
  const shops = await listShops(request);
  return data.map((d) => ({ slug: shops.find((s) => s._id === d._id)!.slug, miles: d.distance }));
}

/** Search by keyboard: focus the field, type, press Enter. */
async function search(page: Page, query: string) {
  await searchBox(page).focus();
  await searchBox(page).fill(query);
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('ZIP code and city search', () => {
  test("a shop's ZIP code and then its town: distances and nearest-first order from that place, as the API answers", async ({ page, request }) => {
    const target = (await listShops(request)).at(-1)!;
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
    await page.goto('/locations');
    for (const query of [target.address.zip, target.address.city]) {
      const place = placeFor(query);
      const expected = await fromPoint(request, place);
      await search(page, query);
      await expect(page.getByTestId('sorted-from')).toHaveText(fillTemplate(copy.distanceSortedFrom, { place: place.label }));
      await expect(page.getByTestId('distance')).toHaveText(expected.map((e) => `${formatDistance(e.miles)} away`));
      expect(await slugs(page)).toEqual(expected.map((e) => e.slug));
      await expect(page.getByTestId('location-list')).toHaveAttribute('data-sorted', 'distance');
    }
    // What the visitor typed stays on the page: not in the address bar, not in any request.
    expect(page.url()).not.toContain(target.address.zip);
    expect(sent.filter((s) => s.includes(target.address.zip) || s.includes(encodeURIComponent(target.address.city)))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('says so when the search cannot download its ZIP codes and towns, and the next press searches', async ({ page, request }) => {
    const { zip } = (await listShops(request))[0].address;
    await expectSaysWhenItsCodeCannotBeDownloaded(page, '/locations', () => search(page, zip), page.getByTestId('sorted-from'));
  });

  test('after the visitor refused location, a ZIP code still sorts the list; Clear puts it back', async ({ page, request }) => {
    const shops = await listShops(request);
    const place = placeFor(shops[0].address.zip);
    const expected = await fromPoint(request, place);
    await page.goto('/locations'); // no permission granted: the browser refuses
    await page.getByRole('button', { name: copy.distanceButton }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(LOCATIONS_TEXT.distanceDenied);
    await search(page, shops[0].address.zip);
    await expect(page.getByTestId('distance')).toHaveCount(shops.length);
    expect(await slugs(page)).toEqual(expected.map((e) => e.slug));
    await expect(page.getByTestId('distance-notice')).toHaveCount(0);

    await page.getByRole('button', { name: copy.clearPlace }).click();
    await expect(page.getByTestId('distance')).toHaveCount(0);
    expect(await slugs(page)).toEqual(shops.map((s) => s.slug));
  });

  test('is remembered on this device: a reload sorts from the same place again', async ({ page, request }) => {
    const target = (await listShops(request)).at(-1)!;
    const expected = await fromPoint(request, placeFor(target.address.city));
    await page.goto('/locations');
    await search(page, target.address.city);
    await expect(page.getByTestId('distance')).toHaveCount(expected.length);
    await page.reload();
    await expect(page.getByTestId('distance')).toHaveText(expected.map((e) => `${formatDistance(e.miles)} away`));
    expect(await slugs(page)).toEqual(expected.map((e) => e.slug));
  });

  test('says clearly why when it finds nothing, and leaves the list as it was', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/locations');
    const miles = EAST_BAY_PLACES.radiusMiles;
    const cases: [string, string][] = [
      ['', LOCATIONS_TEXT.placeEmpty],
      ['945', LOCATIONS_TEXT.placeZipFormat],
      ['00000', fillTemplate(LOCATIONS_TEXT.placeUnknownZip, { zip: '00000', miles })],
      ['Xyzzyville', fillTemplate(LOCATIONS_TEXT.placeUnknownCity, { name: 'Xyzzyville', miles })],
      ['#1 Main St!', LOCATIONS_TEXT.placeFormat],
    ];
    for (const [query, message] of cases) {
      await search(page, query);
      await expect(problem(page)).toHaveText(message);
      await expect(searchBox(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(searchBox(page)).toHaveAccessibleDescription(message);
    }
    await expect(page.getByTestId('distance')).toHaveCount(0);
    expect(await slugs(page)).toEqual(shops.map((s) => s.slug));
    await expectNoAxeViolations(page);
  });

  test('from the keyboard, a pressed button that goes away leaves focus on the distance bar, never at the top of the page', async ({ page }) => {
    const focusInBar = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="distance-bar"]'));
    await page.goto('/locations'); // no permission granted: the browser refuses
    await page.getByRole('button', { name: copy.distanceButton }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('distance-notice')).toHaveText(LOCATIONS_TEXT.distanceDenied);
    expect(await focusInBar()).toBe(true);

    const start = 'San';
    const found = findPlace(start);
    test.skip(found.ok || found.problem !== 'ambiguous', `"${start}" starts one town at most in the shipped geography`);
    await search(page, start);
    await page.getByRole('button', { name: found.ok ? '' : found.suggestions[0], exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('sorted-from')).toBeVisible();
    expect(await focusInBar()).toBe(true);
  });

  test('offers the towns an ambiguous start could mean, as buttons that search', async ({ page }) => {
    const start = 'San';
    const found = findPlace(start);
    test.skip(found.ok || found.problem !== 'ambiguous', `"${start}" starts one town at most in the shipped geography`);
    await page.goto('/locations');
    await search(page, start);
    const suggestions = found.ok ? [] : found.suggestions;
    for (const town of suggestions) await expect(page.getByRole('button', { name: town, exact: true })).toBeVisible();
    await page.getByRole('button', { name: suggestions[0], exact: true }).click();
    await expect(page.getByTestId('sorted-from')).toHaveText(fillTemplate(copy.distanceSortedFrom, { place: suggestions[0] }));
  });
});

/**
 * Instants where the shops' statuses differ (some open, some closed) and where none is open,
 * searched half-hour by half-hour over two weeks from the day the shop specs look from.
 */
function moments(shops: Shop[]) {
  let mixed: string | undefined;
  let allClosed: string | undefined;
  const start = lookoutDate(shops);
  for (let day = 0; day < 14 && !(mixed && allClosed); day++) {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const iso = businessInstant(addDays(start, day), minutes);
      const open = shops.filter((s) => getOpenStatus(s.hours, s.hoursOverrides, new Date(iso)).isOpen).length;
      if (open > 0 && open < shops.length) mixed ??= iso;
      if (open === 0) allClosed ??= iso;
    }
  }
  return { mixed, allClosed };
}

test.describe('"Open now"', () => {
  test('keeps the shops open at the server clock, in order, and announces how many', async ({ page, request }) => {
    const shops = await listShops(request);
    const { mixed } = moments(shops);
    test.skip(!mixed, 'the shops always open and close together');
    const open = shops.filter((s) => getOpenStatus(s.hours, s.hoursOverrides, new Date(mixed!)).isOpen);
    await page.setExtraHTTPHeaders(at(mixed!));
    await page.goto('/locations');
    const count = page.getByTestId('shop-count');
    await expect(count).toHaveText(`${shops.length} shops`);
    await expect(count).toHaveAttribute('aria-live', 'polite');
    const filter = page.getByRole('checkbox', { name: copy.openNowLabel });
    await filter.focus();
    await page.keyboard.press('Space');
    await expect(filter).toBeChecked();
    await expect(count).toHaveText(`${open.length} of ${shops.length} shops open now`);
    expect(await slugs(page)).toEqual(open.map((s) => s.slug));
    await expect(page.getByTestId('open-status')).toHaveText(open.map((s) => getOpenStatus(s.hours, s.hoursOverrides, new Date(mixed!)).message));
    // The map beside the list shows the open shops' pins only.
    await expect(shownPins(page)).toHaveCount(open.length);
    expect(await pinSlugs(page)).toEqual(open.map((s) => s.slug));
    await page.keyboard.press('Space');
    await expect(cards(page)).toHaveCount(shops.length);
    await expect(shownPins(page)).toHaveCount(shops.length);
    expect(await pinSlugs(page)).toEqual(shops.map((s) => s.slug));
  });

  test('stays on in this tab after a reload and after Back from a shop; another tab starts with every shop', async ({ page, request }) => {
    const shops = await listShops(request);
    const { mixed } = moments(shops);
    test.skip(!mixed, 'the shops always open and close together');
    const open = shops.filter((s) => getOpenStatus(s.hours, s.hoursOverrides, new Date(mixed!)).isOpen);
    const filtered = `${open.length} of ${shops.length} shops open now`;
    await page.setExtraHTTPHeaders(at(mixed!));
    await page.goto('/locations');
    const filter = page.getByRole('checkbox', { name: copy.openNowLabel });
    const count = page.getByTestId('shop-count');
    await filter.check();
    await expect(count).toHaveText(filtered);
    await page.reload();
    await expect(filter).toBeChecked();
    await expect(count).toHaveText(filtered);
    await page.getByTestId('view-location').first().click();
    await expect(page).toHaveURL(new RegExp(`/locations/${open[0].slug}$`));
    await page.goBack();
    await expect(filter).toBeChecked();
    expect(await slugs(page)).toEqual(open.map((s) => s.slug));

    const other = await page.context().newPage();
    await other.setExtraHTTPHeaders(at(mixed!));
    await other.goto('/locations');
    await expect(other.getByTestId('shop-count')).toHaveText(`${shops.length} shops`);
    await expect(other.getByRole('checkbox', { name: copy.openNowLabel })).not.toBeChecked();
  });

  test('a page left open as a shop opens shows it open, in the filtered list and on the map, without a reload', async ({ page, request }) => {
    const shops = await listShops(request);
    const { before, after } = aroundOpening(shops[0], lookoutDate(shops));
    const statuses = (iso: string) => shops.map((s) => getOpenStatus(s.hours, s.hoursOverrides, new Date(iso)));
    const openAt = (iso: string) => shops.filter((_, i) => statuses(iso)[i].isOpen).map((s) => s.slug);
    expect(statuses(after)[0]).not.toEqual(statuses(before)[0]);
    // The browser's clock and the server's stand a minute before the opening, then both move on.
    await page.clock.install({ time: new Date(before) });
    await page.setExtraHTTPHeaders(at(before));
    await page.goto('/locations');
    const filter = page.getByRole('checkbox', { name: copy.openNowLabel });
    const count = page.getByTestId('shop-count');
    await filter.check();
    await expect(count).toHaveText(`${openAt(before).length} of ${shops.length} shops open now`);
    expect(await slugs(page)).toEqual(openAt(before));
    expect(await pinSlugs(page)).toEqual(openAt(before));
    await page.evaluate(() => Object.assign(window, { stayedOpen: true }));

    await page.setExtraHTTPHeaders(at(after));
    await page.clock.runFor('02:00');
    await expect(count).toHaveText(`${openAt(after).length} of ${shops.length} shops open now`);
    expect(await slugs(page)).toEqual(openAt(after));
    expect(await pinSlugs(page)).toEqual(openAt(after));
    await expect(page.getByTestId('open-status')).toHaveText(statuses(after).filter((s) => s.isOpen).map((s) => s.message));
    // The same page, drawn again by the server: nothing reloaded it, and the filter stayed on.
    await expect(filter).toBeChecked();
    expect(await page.evaluate(() => 'stayedOpen' in window)).toBe(true);
    await filter.uncheck();
    await expect(page.getByTestId('open-status')).toHaveText(statuses(after).map((s) => s.message));
  });

  test('says so when no shop is open, and "Show all shops" brings them back', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    const { allClosed } = moments(shops);
    test.skip(!allClosed, 'some shop is always open');
    await page.setExtraHTTPHeaders(at(allClosed!));
    await page.goto('/locations');
    // Each drawing of the map (wide, or phones' compact one with its legend) shows every shop first.
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    await expect(shownPins(page)).toHaveCount(shops.length);
    await expect(shownLegend(page)).toHaveCount(phone ? shops.length : 0);
    await page.getByRole('checkbox', { name: copy.openNowLabel }).check();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('none-open')).toContainText(LOCATIONS_TEXT.noneOpen);
    await expect(page.getByTestId('shop-count')).toHaveText(`0 of ${shops.length} shops open now`);
    // No shop is open, so the map shows no pin, no pin number and no legend entry.
    await expect(shownPins(page)).toHaveCount(0);
    await expect(shownLegend(page)).toHaveCount(0);
    await expect(page.getByTestId('keyless-map').locator('text[class*="pinNumber"]').filter({ visible: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: LOCATIONS_TEXT.showAll }).click();
    await expect(cards(page)).toHaveCount(shops.length);
    // The button went with the empty list: focus is on the filter it turned off.
    await expect(page.getByRole('checkbox', { name: copy.openNowLabel })).toBeFocused();
    await expect(shownPins(page)).toHaveCount(shops.length);
  });
});

test.describe('card actions', () => {
  test('every card has Directions (a new tab), Call and Order next to View; Order opens the dialog for that shop', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/locations');
    for (const shop of shops) {
      const card = cards(page).and(page.locator(`[data-slug="${shop.slug}"]`));
      await expect(card.getByRole('link', { name: `${copy.viewButton} ${shop.name}`, exact: true })).toBeVisible();
      const directions = card.getByRole('link', { name: `${copy.directionsButton} to ${shop.name} (opens in a new tab)`, exact: true });
      await expect(directions).toHaveAttribute('href', shop.googleDirectionsUrl);
      expect(new URL(shop.googleDirectionsUrl).hostname).toMatch(/(^|\.)google\.com$/);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(card.getByRole('link', { name: `${copy.callButton} ${shop.name}`, exact: true })).toHaveAttribute('href', telHref(shop.phoneNumber));
      await expect(card.getByRole('button', { name: `${copy.orderButton} from ${shop.name}`, exact: true })).toBeVisible();
      // Nothing spills out of a card, at either width.
      expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    for (const shop of [shops[0], shops.at(-1)!]) {
      const opener = cards(page).and(page.locator(`[data-slug="${shop.slug}"]`)).getByRole('button', { name: `${copy.orderButton} from ${shop.name}`, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
      await expect(chosenShop(dialog)).toHaveValue(shop._id);
      await expect(dialog.getByTestId('order-modal-address')).toContainText(shop.address.address1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
});
