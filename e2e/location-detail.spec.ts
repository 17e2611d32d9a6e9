/**
 * /locations/{slug}: every shop's page at a fixed clock (hours, status, links, photo, JSON-LD),
 * holiday status, 404 and canonical redirects, the error state with Try Again, the loading state.
 */
import { expect, test, type Page } from '@playwright/test';
import { holidayOverrides, locationContent } from '../content/locations';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { escapeRegExp as escape } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { locationCopy as copy } from '../lib/content/copy/location';

const FRIDAY_MORNING = at('2026-11-20T18:00:00Z'); // Friday 10:00 AM Pacific
const THANKSGIVING_NOON = at('2026-11-26T20:00:00Z');

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

for (const shop of locationContent) {
  test(`${shop.name}: hours, status, contact links, order buttons, photo and structured data`, async ({ page }) => {
    await page.setExtraHTTPHeaders(FRIDAY_MORNING);
    const res = await openShop(page, `/locations/${shop.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    await expect(page).toHaveTitle(`${shop.name} BBQ, Deli & Butcher Shop | Kinder's Meats, Deli & BBQ`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(shop.address1));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/locations/${shop.slug}$`));

    await expect(page.getByTestId('open-status')).toHaveText('Open now until 9:00 PM');
    await expect(page.locator('address').first()).toContainText(shop.address1);
    await expect(page.locator('address').first()).toContainText(`${shop.city}, CA ${shop.zip}`);
    const directions = page.getByRole('link', { name: new RegExp(escape(copy.directionsLabel)) });
    await expect(directions).toHaveAttribute('href', shop.googleDirectionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: new RegExp(shop.phoneNumber.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', `tel:+1${shop.phoneNumber.replace(/\D/g, '')}`);

    const weekly = await hoursRows(page, 'weekly-hours');
    expect(weekly).toEqual(
      shop.slug === 'brentwood'
        ? ['Monday - Friday | 8:30 AM - 9:00 PM', 'Saturday | 9:00 AM - 8:00 PM', 'Sunday | 9:00 AM - 7:00 PM']
        : ['Monday - Sunday | 8:30 AM - 9:00 PM'],
    );
    const holidays = await hoursRows(page, 'holiday-hours');
    expect(holidays[0]).toBe('Thanksgiving DayThursday, November 26 | Closed');
    expect(holidays).toContain('Christmas EveThursday, December 24 | 8:30 AM - 3:00 PM');

    const pickup = page.getByRole('link', { name: new RegExp(`^${escape(copy.orderPickup)}`) });
    await expect(pickup).toHaveAttribute('href', shop.pickupUrl);
    await expect(pickup).toHaveAttribute('target', '_blank');
    await expect(pickup).toHaveAttribute('rel', /noopener/);
    const delivery = page.getByRole('link', { name: new RegExp(`^${escape(copy.orderDelivery)}`) });
    await expect(delivery).toHaveAttribute('href', shop.deliveryUrl);
    await expect(delivery).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: copy.requestCatering })).toHaveAttribute('href', '/catering');

    const photo = page.getByRole('img', { name: `Kinder's ${shop.name}` });
    await expect(photo).toHaveAttribute('src', new RegExp(encodeURIComponent(`/images/locations/${shop.slug}.webp`)));

    const ld = await jsonLd(page);
    const restaurant = ld.find((n) => n['@type'] === 'Restaurant')!;
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@id': expect.stringMatching(new RegExp(`/locations/${shop.slug}#restaurant$`)),
      name: `Kinder's Meats, Deli & BBQ - ${shop.name}`,
      telephone: shop.phoneNumber,
      url: expect.stringMatching(new RegExp(`/locations/${shop.slug}$`)),
      image: expect.stringMatching(new RegExp(`/images/locations/${shop.slug}.webp$`)),
      address: { '@type': 'PostalAddress', streetAddress: shop.address1, addressLocality: shop.city, addressRegion: 'CA', postalCode: shop.zip },
      geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
      servesCuisine: copy.servesCuisine,
      priceRange: expect.any(String),
      hasMenu: expect.stringMatching(/\/menu$/),
      acceptsReservations: false,
      parentOrganization: { '@id': expect.stringMatching(/#organization$/) },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: shop.ratingAverage, reviewCount: shop.ratingCount },
    });
    const specs = restaurant.openingHoursSpecification as Record<string, unknown>[];
    expect(specs).toContainEqual(expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Friday']), opens: '08:30', closes: '21:00' }));
    expect(specs).toContainEqual(expect.objectContaining({ validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' }));
    const crumbs = ld.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Home', 'Locations', shop.name]);
  });
}

test('Brentwood: JSON-LD gives the shorter weekend hours their own specifications', async ({ page }) => {
  await page.setExtraHTTPHeaders(FRIDAY_MORNING);
  await openShop(page, '/locations/brentwood');
  const restaurant = (await jsonLd(page)).find((n) => n['@type'] === 'Restaurant')!;
  const specs = restaurant.openingHoursSpecification as Record<string, unknown>[];
  expect(specs).toContainEqual(expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '20:00' }));
  expect(specs).toContainEqual(expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '09:00', closes: '19:00' }));
  expect(specs.filter((s) => s.validFrom).length).toBeGreaterThanOrEqual(holidayOverrides.filter((o) => o.date >= '2026-11-20' && o.date <= '2027-11-20').length);
});

test('on Thanksgiving every shop is closed for the holiday', async ({ page }) => {
  await page.setExtraHTTPHeaders(THANKSGIVING_NOON);
  for (const shop of locationContent) {
    await openShop(page, `/locations/${shop.slug}`);
    await expect(page.getByTestId('open-status')).toHaveText('Closed for Thanksgiving Day. Opens tomorrow at 8:30 AM');
  }
});

test('Brentwood on a Saturday evening is closed and says when it opens', async ({ page }) => {
  await page.setExtraHTTPHeaders(at('2026-11-22T04:30:00Z')); // Saturday 8:30 PM Pacific
  await openShop(page, '/locations/brentwood');
  await expect(page.getByTestId('open-status')).toHaveText('Closed. Opens tomorrow at 9:00 AM');
});

test('an unknown shop is a 404 that offers the real shops', async ({ page }) => {
  const res = await page.goto('/locations/oakland');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/isn.t on our map/i);
  await expect(page.getByRole('link', { name: 'Walnut Creek Ygnacio' })).toHaveAttribute('href', '/locations/walnut-creek-ygnacio');
  await expect(page.locator('header')).toHaveCount(1); // the shell once, not twice
});

test('a shop reached by its name or id redirects permanently to its one address', async ({ page, request }) => {
  const res = await request.get('/locations/Walnut%20Creek%20Parkside', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(/\/locations\/walnut-creek-parkside$/);
  await openShop(page, '/locations/loc_martinez');
  await expect(page).toHaveURL(/\/locations\/martinez$/);
});

test('a failed read shows "Error: Failed to load location data", and Try Again recovers', async ({ page }) => {
  await page.setExtraHTTPHeaders(fault({ locations: 'error' }));
  await openShop(page, '/locations/concord');
  await expect(page.getByTestId('location-error')).toHaveText('Error: Failed to load location data');
  await expectNoAxeViolations(page);
  await page.setExtraHTTPHeaders({});
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concord');
  await expect(page.getByTestId('location-error')).toHaveCount(0);
});

test('shows "Loading location details..." while a shop page loads', async ({ page }) => {
  // Next prefetches the link's loading state; once that has settled, hold the page's own data
  // for a moment so the loading state is what the visitor sees first.
  const isPrefetch = (h: Record<string, string>) => !!h['next-router-prefetch'];
  let inflight = 0;
  let settled = 0;
  let lastChange = Date.now();
  await page.route('**/locations/hercules**', async (route) => {
    const h = route.request().headers();
    if (isPrefetch(h)) {
      inflight++;
      lastChange = Date.now();
      const response = await route.fetch();
      await route.fulfill({ response });
      inflight--;
      settled++;
      lastChange = Date.now();
      return;
    }
    if (h['rsc']) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/locations');
  const link = page.getByRole('link', { name: 'View Hercules' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => settled > 0 && inflight === 0 && Date.now() - lastChange > 500, { timeout: 10_000 }).toBe(true);
  await link.click();
  await expect(page.getByText('Loading location details...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hercules');
});

test('has no accessibility violations', async ({ page }) => {
  await page.setExtraHTTPHeaders(FRIDAY_MORNING);
  await openShop(page, '/locations/brentwood');
  await expect(page.getByTestId('weekly-hours')).toBeVisible();
  await expectNoAxeViolations(page);
});
