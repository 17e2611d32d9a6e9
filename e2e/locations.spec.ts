/**
 * /locations: the server-rendered list, the keyless map, the distances island (granted, denied,
 * no prompt storm), the Google map's failure and timeout placeholders, empty and error states.
 */
import { expect, test, type Page } from '@playwright/test';
import { locationContent } from '../content/locations';
import { distanceMiles, formatDistance } from '../lib/domain/distance';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { at, fault } from './helpers/hooks';
import { locationsCopy as copy } from '../lib/content/copy/locations';

const FRIDAY_MORNING = at('2026-11-20T18:00:00Z');
const DENIED = 'Distance feature unavailable. Enable location in your browser settings to see distances to stores.';
// A visitor a few hundred feet from the Martinez shop.
const NEAR_MARTINEZ = { latitude: 38.0085, longitude: -122.1302 };
const expectedOrder = [...locationContent]
  // The distances API answers in miles rounded to hundredths.
  .map((l) => ({ slug: l.slug, miles: Math.round(distanceMiles(NEAR_MARTINEZ, { latitude: l.latitude, longitude: l.longitude }) * 100) / 100 }))
  .sort((a, b) => a.miles - b.miles);

const cards = (page: Page) => page.getByTestId('location-card');
const slugs = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
const visiblePins = (page: Page) => page.getByTestId('map-pin').locator('visible=true');

/** Counts geolocation requests, and answers them with "denied" when asked to (a blocked prompt). */
async function watchGeolocation(page: Page, { deny }: { deny: boolean }) {
  await page.addInitScript((deny) => {
    const w = window as unknown as { __geoCalls: number };
    w.__geoCalls = 0;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
      w.__geoCalls++;
      if (deny) fail?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      else original(ok, fail, options);
    };
  }, deny);
}
const geoCalls = (page: Page) => page.evaluate(() => (window as unknown as { __geoCalls: number }).__geoCalls);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('the list', () => {
  test('is rendered on the server: every shop with address, phone, status and View, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: FRIDAY_MORNING });
    const page = await context.newPage();
    const res = await page.goto('/locations');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find Your Kinder/i);
    await expect(cards(page)).toHaveCount(7);
    expect(await slugs(page)).toEqual(locationContent.map((l) => l.slug));

    const concord = cards(page).filter({ has: page.getByRole('heading', { name: 'Concord', exact: true }) });
    await expect(concord).toContainText('1820 Willow Pass Rd');
    await expect(concord).toContainText('Concord, CA 94520');
    await expect(concord.getByRole('link', { name: /\(925\) 555-0102/ })).toHaveAttribute('href', 'tel:+19255550102');
    await expect(concord.getByTestId('open-status')).toHaveText('Open now until 9:00 PM');
    // Without distances, View goes to the shop's own address in the same tab.
    const view = concord.getByRole('link', { name: 'View Concord' });
    await expect(view).toHaveAttribute('href', '/locations/concord');
    await expect(view).not.toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('open-status')).toHaveText(Array(7).fill('Open now until 9:00 PM'));
    await context.close();
  });

  test('shows each shop\'s status at the request time (Thanksgiving: closed)', async ({ page }) => {
    await page.setExtraHTTPHeaders(at('2026-11-26T20:00:00Z'));
    await page.goto('/locations');
    await expect(page.getByTestId('open-status')).toHaveText(Array(7).fill('Closed for Thanksgiving Day. Opens tomorrow at 8:30 AM'));
  });

  test('says "No locations found" when there are none', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ locations: 'empty' }));
    await page.goto('/locations');
    await expect(page.getByTestId('locations-empty')).toContainText('No locations found');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('keyless-map')).toHaveCount(0);
  });

  test('says "No locations found" when the list cannot be read (the failure is only logged)', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ locations: 'error' }));
    const res = await page.goto('/locations');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('locations-empty')).toContainText('No locations found');
  });

  test('opens at the top, also on a reload after scrolling down', async ({ page }) => {
    await page.goto('/locations');
    await page.getByTestId('location-card').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.reload();
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/locations?shop={slug} (the contact finder without JavaScript) redirects to the shop page', async ({ page }) => {
    await page.goto('/locations?shop=pleasant-hill');
    await expect(page).toHaveURL(/\/locations\/pleasant-hill$/);
  });
});

test.describe('the keyless map (no Google Maps key configured)', () => {
  test('draws a named pin per shop that links to its page, and loads nothing from Google', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (r) => {
      if (/googleapis|gstatic/.test(r.url())) google.push(r.url());
    });
    await page.goto('/locations');
    const map = page.getByTestId('keyless-map');
    await expect(map).toBeVisible();
    await expect(visiblePins(page)).toHaveCount(7);
    await expect(map.getByRole('link', { name: 'Hercules: 1560 Sycamore Ave, Hercules' }).locator('visible=true')).toHaveAttribute('href', '/locations/hercules');
    await map.getByRole('link', { name: /^Brentwood:/ }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/locations\/brentwood$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brentwood');
    expect(google).toEqual([]);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/locations');
    await expect(visiblePins(page)).toHaveCount(7);
    await expectNoAxeViolations(page);
  });
});

test.describe('distances', () => {
  test('granted: shows each distance and orders the list nearest first without a prompt', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_MARTINEZ);
    await page.goto('/locations');
    await expect(page.getByTestId('distance')).toHaveCount(7);
    expect(await slugs(page)).toEqual(expectedOrder.map((o) => o.slug));
    const first = cards(page).first();
    await expect(first.getByTestId('distance')).toHaveText(`${formatDistance(expectedOrder[0].miles)} away`);
    await expect(first.getByTestId('distance')).toHaveText(/ft away$/);
    const last = cards(page).last();
    await expect(last.getByTestId('distance')).toHaveText(`${formatDistance(expectedOrder[6].miles)} away`);
    await expect(last.getByTestId('distance')).toHaveText(/^\d+\.\d mi away$/);
    await expect(page.getByText('Sorted nearest first')).toBeVisible();
    await expect(page.getByText(DENIED)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('granted: View opens the shop page in a new tab once distances are known', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_MARTINEZ);
    await page.goto('/locations');
    await expect(page.getByTestId('distance')).toHaveCount(7);
    const view = cards(page).first().getByTestId('view-location');
    await expect(view).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await expect(popup).toHaveURL(new RegExp(`/locations/${expectedOrder[0].slug}$`));
    await popup.close();
  });

  test('no prompt storm: a first visit asks only after "Show distances"', async ({ page, context }) => {
    await watchGeolocation(page, { deny: false });
    await page.goto('/locations');
    const show = page.getByRole('button', { name: copy.distanceButton });
    await expect(show).toBeVisible();
    await page.waitForTimeout(300);
    expect(await geoCalls(page)).toBe(0);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_MARTINEZ);
    await show.click();
    await expect(page.getByTestId('distance')).toHaveCount(7);
    expect(await geoCalls(page)).toBe(1);
    expect(await slugs(page)).toEqual(expectedOrder.map((o) => o.slug));
  });

  test('denied: the notice and Try Again; the denial is remembered for the tab; Try Again asks again', async ({ page }) => {
    await watchGeolocation(page, { deny: true });
    await page.goto('/locations');
    await page.getByRole('button', { name: copy.distanceButton }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByTestId('distance')).toHaveCount(0);
    expect(await slugs(page)).toEqual(locationContent.map((l) => l.slug));
    await expectNoAxeViolations(page);

    // Coming back in the same tab: the notice straight away, and no new request.
    await page.reload();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    await expect(page.getByRole('button', { name: copy.distanceButton })).toHaveCount(0);
    expect(await geoCalls(page)).toBe(0);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    expect(await geoCalls(page)).toBe(1);
  });

  test('denied by the browser, then allowed: Try Again shows the distances', async ({ browser }) => {
    const context = await browser.newContext(); // no geolocation permission
    const page = await context.newPage();
    await dismissCookieBanner(page);
    await page.goto('/locations');
    await page.getByRole('button', { name: copy.distanceButton }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR_MARTINEZ);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('distance')).toHaveCount(7);
    await expect(page.getByTestId('distance-notice')).toHaveCount(0);
    expect(await slugs(page)).toEqual(expectedOrder.map((o) => o.slug));
    await context.close();
  });
});

test.describe('the Google map (with a key)', () => {
  // Test-only: the x-test-maps-key header makes the server behave as if GOOGLE_MAPS_API_KEY were set.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-test-maps-key': 'test-key-not-real' });
  });

  test('a maps script that cannot load gives the failure placeholder, and the keyless map stays', async ({ page }) => {
    const requested: string[] = [];
    await page.route('https://maps.googleapis.com/**', (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/locations');
    const failure = page.getByTestId('map-failure');
    await expect(failure).toContainText('Map service failed to load - locations still available');
    await expect(failure).toContainText('Every shop is still listed');
    await expect(visiblePins(page)).toHaveCount(7);
    await expect(cards(page)).toHaveCount(7);
    expect(requested.some((u) => u.includes('key=test-key-not-real'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a maps script that never answers gives "Map loading timeout - locations still available" after 10 s', async ({ page }) => {
    test.setTimeout(45_000);
    await page.route('https://maps.googleapis.com/**', () => {
      /* never answer */
    });
    await page.goto('/locations');
    await expect(page.getByTestId('google-map')).toContainText('Loading the map');
    const started = Date.now();
    await expect(page.getByTestId('map-failure')).toContainText('Map loading timeout - locations still available', { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(7_000);
    await expect(cards(page)).toHaveCount(7);
  });

  test('a rejected key gives "Map initialization failed"', async ({ page }) => {
    // What Google's script does with an invalid key: it calls window.gm_authFailure().
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.gm_authFailure && window.gm_authFailure();' }),
    );
    await page.goto('/locations');
    await expect(page.getByTestId('map-failure')).toContainText('Map initialization failed');
    await expect(cards(page)).toHaveCount(7);
  });
});
