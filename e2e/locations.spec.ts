/**
 * /locations: the server-rendered list, the keyless map, the distances island (granted, denied,
 * no prompt storm), the Google map's failure and timeout placeholders, empty and error states.
 * Shops, statuses and distances are read from the site's API and computed at test time.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { distanceMiles, formatDistance, type LatLng } from '../lib/domain/distance';
import { telHref } from '../lib/domain/phone';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { atFirstHolidayClosure, cityLine, escapeRegExp, listShops, lookoutDate, statusAt, whileOpen } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { locationsCopy as copy } from '../lib/content/copy/locations';
import { settledBoxes } from './helpers/layout';
import { needsHooks, needsOwnServer } from './helpers/target';
import { WIDTHS } from './helpers/tags';

const DENIED = 'Distance feature unavailable. Enable location in your browser settings to see distances to stores.';

/**
 * A visitor a few hundred feet north of the last shop of the list, so sorting by distance moves
 * it to the top; `order` is the list nearest first, each with its distance as the distances API
 * answers it (miles rounded to hundredths).
 */
async function nearTheLastShop(request: APIRequestContext) {
  const shops = await listShops(request);
  const last = shops[shops.length - 1];
  const visitor: LatLng = { latitude: last.coordinates.latitude + 0.0005, longitude: last.coordinates.longitude };
  const order = shops
    .map((s) => ({ slug: s.slug, miles: Math.round(distanceMiles(visitor, s.coordinates) * 100) / 100 }))
    .sort((a, b) => a.miles - b.miles);
  return { shops, visitor, order };
}

/** "0.3 mi" is never shown: under a mile in feet, otherwise miles to one decimal. */
const distanceShape = (miles: number) => (miles < 1 ? /^[\d,]+ ft away$/ : /^\d+\.\d mi away$/);

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
  test('is rendered on the server: every shop with address, phone, status and View, before any script runs', async ({ browser, request }) => {
    const shops = await listShops(request);
    const first = shops[0];
    const now = whileOpen(first, lookoutDate(shops));
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: at(now) });
    const page = await context.newPage();
    const res = await page.goto('/locations');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(cards(page)).toHaveCount(shops.length);
    expect(await slugs(page)).toEqual(shops.map((l) => l.slug));

    const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
    await expect(card).toContainText(first.address.address1);
    await expect(card).toContainText(cityLine(first));
    await expect(card.getByRole('link', { name: first.phoneNumber })).toHaveAttribute('href', telHref(first.phoneNumber));
    expect(statusAt(first, now)).toMatch(/^Open now until /);
    await expect(card.getByTestId('open-status')).toHaveText(statusAt(first, now));
    // Without distances, View goes to the shop's own address in the same tab.
    const view = card.getByRole('link', { name: `View ${first.name}` });
    await expect(view).toHaveAttribute('href', `/locations/${first.slug}`);
    await expect(view).not.toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('open-status')).toHaveText(shops.map((s) => statusAt(s, now)));
    await context.close();
  });

  test("shows each shop's status at the request time (on a holiday closure: closed for it)", async ({ page, request }) => {
    const { shops, now } = await atFirstHolidayClosure(request);
    await page.setExtraHTTPHeaders(at(now));
    await page.goto('/locations');
    await expect(page.getByTestId('open-status')).toHaveText(shops.map((s) => statusAt(s, now)));
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

  test('opens at the top, also on a reload after scrolling down', WIDTHS, async ({ page }) => {
    await page.goto('/locations');
    await page.getByTestId('location-card').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.reload();
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("hands the browser its own scroll restore back on the pages entered from it, so Back there returns to the visitor's place", async ({ page }) => {
    await page.goto('/locations');
    await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    // Each history entry has its own mode, and one pushed from /locations starts as a copy of its
    // "manual"; where the browser restores (how soon after Back the page is tall enough) is its own.
    // The page hands it back as /locations unmounts, just after the new entry is pushed.
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('auto');
    await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catering' }).click();
    await expect(page).toHaveURL(/\/catering$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/menu$/);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');
    // Back to /locations itself: it opens at the top, as ever.
    await page.goBack();
    await expect(page).toHaveURL(/\/locations$/);
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
  });

  test('/locations?shop={slug} (the contact finder without JavaScript) redirects to the shop page', async ({ page, request }) => {
    const shop = (await listShops(request)).at(-1)!;
    await page.goto(`/locations?shop=${shop.slug}`);
    await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}$`));
  });
});

test.describe('the keyless map (no Google Maps key configured)', () => {
  // A deployed site may have GOOGLE_MAPS_API_KEY set; the suite's own servers never do.
  needsOwnServer('a deployed site may have a Google Maps key configured, and then loads the Google map');
  test('draws a named pin per shop that links to its page, and loads nothing from Google', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    const google: string[] = [];
    page.on('request', (r) => {
      if (/googleapis|gstatic/.test(r.url())) google.push(r.url());
    });
    await page.goto('/locations');
    const map = page.getByTestId('keyless-map');
    await expect(map).toBeVisible();
    await expect(visiblePins(page)).toHaveCount(shops.length);
    for (const shop of shops) {
      const pin = map.getByRole('link', { name: `${shop.name}: ${shop.address.address1}, ${shop.address.city}`, exact: true }).locator('visible=true');
      await expect(pin).toHaveAttribute('href', `/locations/${shop.slug}`);
    }
    const first = shops[0];
    await map.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.name)}:`) }).locator('visible=true').click();
    await expect(page).toHaveURL(new RegExp(`/locations/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    expect(google).toEqual([]);
  });

  test('keeps its highway shields clear of every pin and shop label', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/locations');
    await expect(visiblePins(page)).toHaveCount(shops.length);
    const { shields, clashes } = await page.getByTestId('keyless-map').evaluate(async (map) => {
      // Measured in the page's own fonts: a late font would move the labels' boxes.
      await document.fonts.ready;
      const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const drawn = [...map.querySelectorAll('svg')].filter((svg) => svg.checkVisibility());
      const found = drawn.flatMap((svg) => [...svg.querySelectorAll('[data-testid="map-shield"]')]);
      const marks = drawn.flatMap((svg) => [...svg.querySelectorAll('[data-testid="map-pin"] path, [data-testid="map-pin"] text')]);
      const out: string[] = [];
      for (const shield of found)
        for (const mark of marks)
          if (hit(shield.getBoundingClientRect(), mark.getBoundingClientRect()))
            out.push(`the ${shield.parentElement?.textContent} shield under ${mark.closest('a')?.querySelector('title')?.textContent}'s ${mark.tagName}`);
      return { shields: found.length, clashes: out };
    });
    expect(shields).toBeGreaterThan(0);
    expect(clashes).toEqual([]);
  });

  test('has no accessibility violations', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/locations');
    await expect(visiblePins(page)).toHaveCount(shops.length);
    await expectNoAxeViolations(page);
  });
});

test.describe('distances', () => {
  test('granted: shows each distance and orders the list nearest first without a prompt', WIDTHS, async ({ page, context, request }) => {
    const { visitor, order } = await nearTheLastShop(request);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(visitor);
    await page.goto('/locations');
    await expect(page.getByTestId('distance')).toHaveCount(order.length);
    expect(await slugs(page)).toEqual(order.map((o) => o.slug));
    await expect(page.getByTestId('distance')).toHaveText(order.map((o) => `${formatDistance(o.miles)} away`));
    // The nearest, a few hundred feet away, in feet; every other in its own unit.
    await expect(cards(page).first().getByTestId('distance')).toHaveText(/^[\d,]+ ft away$/);
    for (const [i, o] of order.entries()) await expect(cards(page).nth(i).getByTestId('distance')).toHaveText(distanceShape(o.miles));
    await expect(page.getByText(copy.distanceSorted)).toBeVisible();
    await expect(page.getByText(DENIED)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('granted: View opens the shop page in a new tab once distances are known', async ({ page, context, request }) => {
    const { visitor, order } = await nearTheLastShop(request);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(visitor);
    await page.goto('/locations');
    await expect(page.getByTestId('distance')).toHaveCount(order.length);
    const view = cards(page).first().getByTestId('view-location');
    await expect(view).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await expect(popup).toHaveURL(new RegExp(`/locations/${order[0].slug}$`));
    await popup.close();
  });

  test('the list keeps its place as the distance bar goes from the first HTML to the prompt, or straight to locating', WIDTHS, async ({ browser, page, context, request }) => {
    const { visitor, order } = await nearTheLastShop(request);
    const list = (p: Page) => p.getByTestId('location-list');
    // The first HTML as a browser draws it before the site's code runs: scripting on (a browser
    // without it draws no distance bar), the site's scripts held back.
    const firstHtml = await browser.newContext();
    const served = await firstHtml.newPage();
    await served.route('**/_next/static/**/*.js', (route) => route.abort());
    await served.goto('/locations');
    const [before] = await settledBoxes(served, list(served));
    await firstHtml.close();

    // A first visit: the prompt and its button.
    await page.goto('/locations');
    await expect(page.getByRole('button', { name: copy.distanceButton })).toBeVisible();
    expect((await settledBoxes(page, list(page)))[0].y).toBe(before.y);

    // The browser already allows it: "Finding your location" at once, held there while the
    // distances call waits, then the distances.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(visitor);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/locations/distances', async (route) => {
      await answered;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('distance-bar')).toHaveAttribute('data-phase', 'locating');
    expect((await settledBoxes(page, list(page)))[0].y).toBe(before.y);
    answer();
    await expect(page.getByTestId('distance')).toHaveCount(order.length);
    expect((await settledBoxes(page, list(page)))[0].y).toBe(before.y);
  });

  test('no prompt storm: a first visit asks only after "Show distances"', async ({ page, context, request }) => {
    const { visitor, order } = await nearTheLastShop(request);
    await watchGeolocation(page, { deny: false });
    await page.goto('/locations');
    const show = page.getByRole('button', { name: copy.distanceButton });
    await expect(show).toBeVisible();
    await page.waitForTimeout(300);
    expect(await geoCalls(page)).toBe(0);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(visitor);
    await show.click();
    await expect(page.getByTestId('distance')).toHaveCount(order.length);
    expect(await geoCalls(page)).toBe(1);
    expect(await slugs(page)).toEqual(order.map((o) => o.slug));
  });

  test('denied: the notice and Try Again; the denial is remembered for the tab; Try Again asks again', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await watchGeolocation(page, { deny: true });
    await page.goto('/locations');
    await page.getByRole('button', { name: copy.distanceButton }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByTestId('distance')).toHaveCount(0);
    expect(await slugs(page)).toEqual(shops.map((l) => l.slug));
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

  test('denied by the browser, then allowed: Try Again shows the distances', async ({ browser, request }) => {
    const { visitor, order } = await nearTheLastShop(request);
    const context = await browser.newContext(); // no geolocation permission
    const page = await context.newPage();
    await dismissCookieBanner(page);
    await page.goto('/locations');
    await page.getByRole('button', { name: copy.distanceButton }).click();
    await expect(page.getByTestId('distance-notice')).toHaveText(DENIED);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(visitor);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('distance')).toHaveCount(order.length);
    await expect(page.getByTestId('distance-notice')).toHaveCount(0);
    expect(await slugs(page)).toEqual(order.map((o) => o.slug));
    await context.close();
  });
});

test.describe('the Google map (with a key)', () => {
  // Test-only: the x-test-maps-key header makes the server behave as if GOOGLE_MAPS_API_KEY were set.
  test.beforeEach(async ({ page }) => {
    needsHooks('x-test-maps-key, a fake Google Maps key');
    await page.setExtraHTTPHeaders({ 'x-test-maps-key': 'test-key-not-real' });
  });

  test('a maps script that cannot load gives the failure placeholder, and the keyless map stays', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    const requested: string[] = [];
    await page.route('https://maps.googleapis.com/**', (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/locations');
    const failure = page.getByTestId('map-failure');
    await expect(failure).toContainText('Map service failed to load - locations still available');
    await expect(failure).toContainText(copy.mapFallbackHint);
    await expect(visiblePins(page)).toHaveCount(shops.length);
    await expect(cards(page)).toHaveCount(shops.length);
    expect(requested.some((u) => u.includes('key=test-key-not-real'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a maps script that never answers gives "Map loading timeout - locations still available" after 10 s', async ({ page, request }) => {
    const shops = await listShops(request);
    await page.route('https://maps.googleapis.com/**', () => {
      /* never answer */
    });
    // The page's clock, moved by the test: ten seconds of waiting without waiting them.
    await page.clock.install();
    await page.goto('/locations');
    await expect(page.getByTestId('google-map')).toContainText(copy.mapLoading);
    await page.clock.runFor(9_000);
    await expect(page.getByTestId('google-map')).toContainText(copy.mapLoading);
    await expect(page.getByTestId('map-failure')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.getByTestId('map-failure')).toContainText('Map loading timeout - locations still available');
    await expect(cards(page)).toHaveCount(shops.length);
  });

  test('a rejected key gives "Map initialization failed"', async ({ page, request }) => {
    const shops = await listShops(request);
    // What Google's script does with an invalid key: it calls window.gm_authFailure().
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.gm_authFailure && window.gm_authFailure();' }),
    );
    await page.goto('/locations');
    await expect(page.getByTestId('map-failure')).toContainText('Map initialization failed');
    await expect(cards(page)).toHaveCount(shops.length);
  });
});
