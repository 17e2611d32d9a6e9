/**
 * /locations/{slug}: every shop's page at a fixed clock (hours, status, links, photo, JSON-LD),
 * holiday status, 404 and canonical redirects, the error state with Try Again, the loading state.
 * Every fact comes from the site's API; the clock comes from the content (a week before its first
 * holiday, a holiday closure, a shop's earliest closing time).
 */
import { expect, test, type Page } from '@playwright/test';
import { formatWeeklyHours, parseTime, upcomingOverrides } from '../lib/domain/hours';
import { telHref } from '../lib/domain/phone';
import { addDays, weekdayOfDate } from '../lib/domain/time';
import { WEEKDAYS, weekdayLabel } from '../lib/domain/weekdays';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import {
  apiData,
  atFirstHolidayClosure,
  businessInstant,
  cityLine,
  escapeRegExp,
  holidayRow,
  listShops,
  lookoutDate,
  regularOpenDate,
  seeded,
  statusAt,
  streetAddress,
  unevenShop,
  whileOpen,
  type Shop,
} from './helpers/content';
import { at, fault } from './helpers/hooks';
import { business } from '../lib/content/copy/business';
import { locationCopy as copy } from '../lib/content/copy/location';
import { settledBoxes } from './helpers/layout';
import { WIDTHS } from './helpers/tags';

type LdNode = Record<string, unknown> & { '@type': string };
async function jsonLd(page: Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => JSON.parse(b) as LdNode | LdNode[]);
}
const hoursRows = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('dt').evaluateAll((dts) => dts.map((dt) => `${dt.textContent} | ${dt.nextElementSibling?.textContent}`));

/**
 * The shop page streams behind loading.tsx; until React reveals it, a hidden copy of the content
 * can sit next to the hydrated one for a few hundred milliseconds. Wait until there is one page.
 */
async function openShop(page: Page, path: string) {
  const res = await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('[hidden][id^="S:"]') && !document.body.innerText.includes('Loading location details...'));
  return res;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const restaurantOf = async (page: Page) => (await jsonLd(page)).find((n) => n['@type'] === 'Restaurant')!;
type HoursSpec = { dayOfWeek?: string[]; validFrom?: string; validThrough?: string; opens: string; closes: string };

/** Each weekly hours group and each holiday of the coming year, as the shop's structured data should give them. */
function expectOpeningHours(specs: HoursSpec[], shop: Shop, now: string) {
  for (const day of WEEKDAYS) {
    const h = shop.hours[day];
    const daySpecs = specs.filter((s) => s.dayOfWeek?.includes(weekdayLabel(day)));
    if (h.closed) expect(daySpecs, `${day} is closed`).toEqual([]);
    else expect(daySpecs, day).toEqual([expect.objectContaining({ opens: h.open, closes: h.close })]);
  }
  const ahead = upcomingOverrides(shop.hoursOverrides, new Date(now), 366);
  expect(specs.filter((s) => s.validFrom)).toEqual(
    ahead.map((o) => expect.objectContaining({ validFrom: o.date, validThrough: o.date, opens: o.closed ? '00:00' : o.open, closes: o.closed ? '00:00' : o.close })),
  );
}

// One test per shop the server was seeded with; what each page must show comes from the API.
for (const slug of seeded().locations.map((l) => l.slug)) {
  test(`${slug}: hours, status, contact links, order buttons, photo and structured data`, async ({ page, request }) => {
    const shop = await apiData<Shop>(request, `/api/locations/${slug}`);
    const now = whileOpen(shop, lookoutDate(await listShops(request)));
    await page.setExtraHTTPHeaders(at(now));
    const res = await openShop(page, `/locations/${shop.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    await expect(page).toHaveTitle(`${shop.name} BBQ, Deli & Butcher Shop | ${business.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(escapeRegExp(shop.address.address1)));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/locations/${shop.slug}$`));

    expect(statusAt(shop, now)).toMatch(/^Open now until /);
    await expect(page.getByTestId('open-status')).toHaveText(statusAt(shop, now));
    await expect(page.locator('address').first()).toContainText(shop.address.address1);
    await expect(page.locator('address').first()).toContainText(cityLine(shop));
    const directions = page.getByRole('link', { name: new RegExp(escapeRegExp(copy.directionsLabel)) });
    await expect(directions).toHaveAttribute('href', shop.googleDirectionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').getByRole('link', { name: shop.phoneNumber })).toHaveAttribute('href', telHref(shop.phoneNumber));

    // The week in 12-hour time, one "Monday - Sunday" line when every day is the same.
    expect(await hoursRows(page, 'weekly-hours')).toEqual(formatWeeklyHours(shop.hours).map((l) => `${l.days} | ${l.hours}`));
    expect(await hoursRows(page, 'holiday-hours')).toEqual(upcomingOverrides(shop.hoursOverrides, new Date(now)).map(holidayRow));

    // The ways to order here, one named group.
    const order = page.getByRole('group', { name: copy.orderHeading });
    const pickup = order.getByRole('link', { name: new RegExp(`^${escapeRegExp(copy.orderPickup)}`) });
    await expect(pickup).toHaveAttribute('href', shop.pickupUrl);
    await expect(pickup).toHaveAttribute('target', '_blank');
    await expect(pickup).toHaveAttribute('rel', /noopener/);
    const delivery = order.getByRole('link', { name: new RegExp(`^${escapeRegExp(copy.orderDelivery)}`) });
    await expect(delivery).toHaveAttribute('href', shop.deliveryUrl);
    await expect(delivery).toHaveAttribute('target', '_blank');
    await expect(order.getByRole('link', { name: copy.requestCatering })).toHaveAttribute('href', '/catering');

    const photo = page.getByRole('img', { name: `${business.shortName} ${shop.name}` });
    await expect(photo).toHaveAttribute('src', new RegExp(escapeRegExp(encodeURIComponent(shop.photoSrc))));
    // Shared on a social site, the page shows this shop's picture.
    const sharedPicture = new RegExp(`^https?://[^/]+${escapeRegExp(new URL(shop.photoSrc, 'http://h').pathname)}$`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', sharedPicture);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', sharedPicture);

    const ld = await jsonLd(page);
    const restaurant = ld.find((n) => n['@type'] === 'Restaurant')!;
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@id': expect.stringMatching(new RegExp(`/locations/${shop.slug}#restaurant$`)),
      name: `${business.name} - ${shop.name}`,
      telephone: shop.phoneNumber,
      url: expect.stringMatching(new RegExp(`/locations/${shop.slug}$`)),
      image: expect.stringMatching(new RegExp(`${escapeRegExp(shop.photoSrc)}$`)),
      address: { '@type': 'PostalAddress', streetAddress: streetAddress(shop), addressLocality: shop.address.city, addressRegion: shop.address.state, postalCode: shop.address.zip },
      geo: { '@type': 'GeoCoordinates', latitude: shop.coordinates.latitude, longitude: shop.coordinates.longitude },
      servesCuisine: copy.servesCuisine,
      priceRange: expect.any(String),
      hasMenu: expect.stringMatching(/\/menu$/),
      acceptsReservations: false,
      parentOrganization: { '@id': expect.stringMatching(/#organization$/) },
    });
    // The rating the page shows comes from review sites: never in the shop's own markup.
    expect(restaurant.aggregateRating).toBeUndefined();
    expectOpeningHours(restaurant.openingHoursSpecification as HoursSpec[], shop, now);
    const crumbs = ld.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Home', 'Locations', shop.name]);
  });
}

test('a shop whose days differ: JSON-LD gives each set of hours its own specification, whichever days share it', async ({ page, request }) => {
  const shops = await listShops(request);
  const shop = unevenShop(shops);
  test.skip(!shop, 'every shop in the content keeps the same hours all week');
  const now = whileOpen(shop!, lookoutDate(shops));
  await page.setExtraHTTPHeaders(at(now));
  await openShop(page, `/locations/${shop!.slug}`);
  const specs = (await restaurantOf(page)).openingHoursSpecification as HoursSpec[];
  const groups = new Map<string, string[]>();
  for (const day of WEEKDAYS.filter((d) => !shop!.hours[d].closed)) {
    const key = `${shop!.hours[day].open}-${shop!.hours[day].close}`;
    groups.set(key, [...(groups.get(key) ?? []), weekdayLabel(day)]);
  }
  expect(groups.size).toBeGreaterThan(1);
  for (const [key, days] of groups) {
    const [opens, closes] = key.split('-');
    expect(specs).toContainEqual(expect.objectContaining({ dayOfWeek: days, opens, closes }));
  }
  expect(specs.filter((s) => s.dayOfWeek)).toHaveLength(groups.size);
  expectOpeningHours(specs, shop!, now);
});

test('on a holiday closure each shop says whether it is closed for it and when it opens next', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shops, now } = await atFirstHolidayClosure(request);
  await page.setExtraHTTPHeaders(at(now));
  for (const shop of shops) {
    await openShop(page, `/locations/${shop.slug}`);
    await expect(page.getByTestId('open-status'), shop.slug).toHaveText(statusAt(shop, now));
  }
});

test('a shop whose days differ, just after its earliest closing time, is closed and says when it opens', async ({ page, request }) => {
  const shops = await listShops(request);
  const shop = unevenShop(shops);
  test.skip(!shop, 'every shop in the content keeps the same hours all week');
  // The open day that closes first (before midnight), on a date with its regular hours.
  const days = WEEKDAYS.filter((d) => !shop!.hours[d].closed && parseTime(shop!.hours[d].close) > parseTime(shop!.hours[d].open));
  test.skip(days.length === 0, 'the shop closes after midnight every day');
  const day = days.reduce((a, b) => (parseTime(shop!.hours[b].close) < parseTime(shop!.hours[a].close) ? b : a));
  let date = regularOpenDate(shop!, lookoutDate(shops));
  while (weekdayOfDate(date) !== day) date = regularOpenDate(shop!, addDays(date, 1));
  const now = businessInstant(date, parseTime(shop!.hours[day].close) + 30);
  expect(statusAt(shop!, now)).toMatch(/^Closed\. Opens /);
  await page.setExtraHTTPHeaders(at(now));
  await openShop(page, `/locations/${shop!.slug}`);
  await expect(page.getByTestId('open-status')).toHaveText(statusAt(shop!, now));
});

test('an unknown shop is a 404 that offers the real shops', async ({ page, request }) => {
  const shops = await listShops(request);
  const res = await page.goto('/locations/no-such-shop');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFound.heading);
  // On the page itself (the footer links every shop too).
  for (const shop of shops) await expect(page.getByRole('main').getByRole('link', { name: shop.name, exact: true })).toHaveAttribute('href', `/locations/${shop.slug}`);
  await expect(page.locator('header')).toHaveCount(1); // the shell once, not twice
});

test('a shop reached by its name or id redirects permanently to its one address', async ({ page, request }) => {
  const shops = await listShops(request);
  const named = shops.findLast((s) => s.name !== s.slug);
  test.skip(!named, "every shop's name is already its address");
  const res = await request.get(`/locations/${encodeURIComponent(named!.name)}`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(new RegExp(`/locations/${named!.slug}$`));
  await openShop(page, `/locations/${shops[0]._id}`);
  await expect(page).toHaveURL(new RegExp(`/locations/${shops[0].slug}$`));
});

test('a failed read shows "Error: Failed to load location data", and Try Again recovers', WIDTHS, async ({ page, request }) => {
  const shop = (await listShops(request))[0];
  await page.setExtraHTTPHeaders(fault({ locations: 'error' }));
  await openShop(page, `/locations/${shop.slug}`);
  await expect(page.getByTestId('location-error')).toHaveText('Error: Failed to load location data');
  await expectNoAxeViolations(page);
  await page.setExtraHTTPHeaders({});
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
  await expect(page.getByTestId('location-error')).toHaveCount(0);
});

test('shows "Loading location details..." while a shop page loads', async ({ page, request }) => {
  const shop = (await listShops(request)).at(-1)!;
  // Hold the page's data (the router's request for it carries the RSC header) for a moment, so
  // the loading state is what the visitor sees first.
  await page.route(`**/locations/${shop.slug}**`, async (route) => {
    if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/locations');
  await page.waitForLoadState('networkidle'); // hydrated: the link navigates in the page
  await page.getByRole('link', { name: `View ${shop.name}` }).click();
  const status = page.getByRole('status').filter({ hasText: 'Loading location details...' });
  await expect(status).toBeVisible();
  // It floats at the foot of the screen, centered on it, wherever the card with the link sits.
  const box = (await status.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - screen.width / 2)).toBeLessThan(2);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  expect(box.y + box.height).toBeGreaterThan(screen.height - 80);
  // A status, not a control: a tap where it floats reaches what lies under it.
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const takesTheTap = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[role="status"]')), center);
  expect(takesTheTap).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
});

test('side by side, the hours card and the two cards beside it end on one line, whichever column is taller', async ({ page, request }) => {
  const [shop] = await listShops(request);
  await openShop(page, `/locations/${shop.slug}`);
  const card = (heading: string) => page.locator('.card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  const hours = page.locator('.card').filter({ has: page.getByTestId('weekly-hours') });
  const [about, catering] = [card(copy.aboutHeading), card(copy.cateringHeading)];
  const expectEven = async (when: string) => {
    const [h, a, c] = await settledBoxes(page, hours, about, catering);
    expect(a.y, `${when}: the tops`).toBeCloseTo(h.y, 0);
    expect(c.y + c.height, `${when}: the feet`).toBeCloseTo(h.y + h.height, 0);
  };
  await expectEven('as the content has it');
  // An editor's longer words on either side: a few hundred pixels more in one column, then the other.
  const grow = (box: typeof hours) => box.evaluate((el) => el.insertAdjacentHTML('beforeend', '<p style="height: 300px; margin: 0"></p>'));
  await grow(about);
  await expectEven('the about card longer');
  await grow(hours);
  await grow(hours);
  await expectEven('the hours card longer');
});

test('has no accessibility violations', WIDTHS, async ({ page, request }) => {
  const shops = await listShops(request);
  // The busiest page: a week of several lines where the content has one.
  const shop = unevenShop(shops) ?? shops[0];
  await page.setExtraHTTPHeaders(at(whileOpen(shop, lookoutDate(shops))));
  await openShop(page, `/locations/${shop.slug}`);
  await expect(page.getByTestId('weekly-hours')).toBeVisible();
  await expectNoAxeViolations(page);
});
