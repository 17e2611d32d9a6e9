/**
 * Cookie consent and Google Analytics. The test server runs with a measurement id, and gtag.js is
 * intercepted: nothing may be requested from Google before the visitor accepts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAGE_VIEW_DELAY_MS } from '@/components/consent/gtag';
import { expectNoAxeViolations } from './helpers/axe';
import { ON_DEMAND_CHECKS } from './helpers/on-demand';
import { REMOTE_TARGET } from './helpers/target';
import { TEST_GA_ID } from './helpers/server-env';
import { WIDTHS } from './helpers/tags';
import { CONSENT_STORAGE_KEY } from '../lib/consent/store';

/**
 * The measurement id the target runs with: Playwright's own server gets TEST_GA_ID (or
 * GA_MEASUREMENT_ID); against a deployment, GA_MEASUREMENT_ID names the deployment's id, and
 * without it the tests that need analytics configured skip.
 */
const GA_ID = process.env.GA_MEASUREMENT_ID ?? (REMOTE_TARGET ? undefined : TEST_GA_ID);
const needsAnalytics = () => test.skip(!GA_ID, `needs the target's analytics id: set GA_MEASUREMENT_ID to the one ${process.env.BASE_URL} runs with`);

const GTAG = /https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/** Intercept gtag.js with a stand-in that records what the page pushes to the data layer. */
async function interceptGtag(page: Page) {
  const requests: string[] = [];
  await page.route(GTAG, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  await page.route(/google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/** The data layer as plain arrays (gtag pushes Arguments objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)) as unknown[][]);

test('the banner offers Accept All, Decline and Cookie Preferences and nothing is sent before a choice', WIDTHS, async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.goto('/menu');
  const banner = page.getByTestId('cookie-banner');
  for (const name of ['Accept All', 'Decline', 'Cookie Preferences']) await expect(banner.getByRole('button', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  // Loaded, hydrated and quiet: gtag.js, if the page asked for it before a choice, has been asked for by now.
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  const layer = await dataLayer(page);
  expect(layer.filter((e) => e[0] === 'event')).toEqual([]);
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the banner covers at most a fifth of the screen', async ({ page }) => {
    await page.goto('/');
    const box = (await page.getByTestId('cookie-banner').boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(0.2 * 390 * 844);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // All three choices stay on screen.
    for (const name of ['Accept All', 'Decline', 'Cookie Preferences']) await expect(page.getByTestId('cookie-banner').getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  });
});

test('the banner hides nothing for good: scrolled to the end, the footer ends above it, and the room goes with it', WIDTHS, async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // The lowest line the footer draws, and the banner's top, with the page scrolled to its end.
  const measure = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const lines = [...document.querySelectorAll('footer p, footer a, footer button, footer li')].map((el) => el.getBoundingClientRect().bottom);
      return { footerEnd: Math.max(...lines), bannerTop: document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect().top };
    });
  await expect
    .poll(async () => {
      const { footerEnd, bannerTop } = await measure();
      return footerEnd <= bannerTop;
    })
    .toBe(true);
  const withBanner = await page.evaluate(() => document.documentElement.scrollHeight);
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(withBanner);
});

test('tabbing down the page, focus never lands behind the banner', WIDTHS, async ({ page }) => {
  // Scrolling into view is instant with reduced motion, so each position is final when read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  // The banner has measured the room it takes.
  await expect.poll(() => page.getByTestId('cookie-banner-space').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  let scrolled = false;
  // Every stop on the page comes before the banner, so Tab reaches it within that many presses.
  const stops = await page.locator('a[href], button, input, select, textarea, [tabindex="0"]').count();
  for (let presses = 0; ; presses++) {
    expect(presses, 'Tab reaches the banner').toBeLessThanOrEqual(stops);
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement!;
      const bannerBox = document.querySelector('[data-testid="cookie-banner"]')!;
      if (bannerBox.contains(active)) return null;
      const a = active.getBoundingClientRect();
      const b = bannerBox.getBoundingClientRect();
      return { name: active.textContent?.trim().slice(0, 40) ?? active.tagName, bottom: a.bottom, bannerTop: b.top, scrollY: window.scrollY };
    });
    if (!focus) break;
    scrolled ||= focus.scrollY > 0;
    expect(focus.bottom, `"${focus.name}" ends above the banner`).toBeLessThanOrEqual(focus.bannerTop);
  }
  // The walk went down a page longer than the screen, past where the banner floats.
  expect(scrolled).toBe(true);
});

test('on a short screen (zoomed to 400%) the banner ends the page instead of covering it, and keeps no room', async ({ page }) => {
  // 1280x800 at 400%: 320x200 CSS pixels.
  await page.setViewportSize({ width: 320, height: 200 });
  await page.goto('/menu');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeAttached();
  // Nothing on the first screen lies under it: it comes after the footer.
  await expect(banner).not.toBeInViewport();
  expect(await page.evaluate(() => document.querySelector('footer')!.compareDocumentPosition(document.querySelector('[data-testid="cookie-banner"]')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
  await expect.poll(() => page.getByTestId('cookie-banner-space').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
  // Scrolled to the end, its choices are all there to press.
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  // On a screen of ordinary height the banner floats again, with its room.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect.poll(() => page.getByTestId('cookie-banner-space').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  await expect(banner).toBeInViewport();
});

test('a loading status floats above the banner, never over its words', async ({ page }) => {
  // Hold a shop page's data (the router's request for it carries the RSC header) for a moment, so
  // the status that a shop card's link shows while its page loads is on screen long enough to read.
  await page.route('**/locations/**', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/locations');
  await page.waitForLoadState('networkidle'); // hydrated: the link navigates in the page
  const banner = page.getByTestId('cookie-banner');
  await expect.poll(() => page.getByTestId('cookie-banner-space').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  const bannerTop = (await banner.boundingBox())!.y;
  await page.getByRole('link', { name: /^View / }).first().click();
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  await expect(status).toBeVisible();
  const box = (await status.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bannerTop);
  expect(box.y + box.height).toBeGreaterThan(bannerTop - 80);
});

test('the room kept for the banner moves nothing on a page shorter than the screen', async ({ page }) => {
  // A screen taller than the page, so its footer is in view when the room appears.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/no-such-page');
  expect(await page.evaluate(() => document.querySelector('.shell')!.getBoundingClientRect().height)).toBeLessThanOrEqual(2400);
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect.poll(() => page.getByTestId('cookie-banner-space').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
  // Every layout shift the page has had (Chromium reports them): none.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shifted).toBe(0);
});

test('the banner never splits its link to the privacy policy over two lines', WIDTHS, async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const link = page.getByTestId('cookie-banner').getByRole('link');
  await expect(link).toBeVisible();
  // An inline link has one box per line its words take.
  expect(await link.evaluate((a) => a.getClientRects().length)).toBe(1);
});

test('Accept All loads analytics, grants consent and sends one page view per route change', async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect.poll(() => requests.some((u) => GTAG.test(u) && u.includes(`id=${GA_ID}`))).toBe(true);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length).toBe(1);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(layer).toContainEqual(['set', expect.objectContaining({ send_page_view: false, anonymize_ip: true })]);

  // A client-side route change (same document: the marker survives) sends exactly one more page view.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('footer').getByRole('link', { name: 'Join Our Team' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length).toBe(2);
  const views = (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view');
  expect(views[1][2]).toMatchObject({ page_path: '/careers' });
});

test('the choice is remembered on the next visit', async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => requests.filter((u) => GTAG.test(u)).length).toBe(1);
  // The page drawn with the stored choice hydrates as the server drew it (no React error 418).
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.reload();
  // Loaded, hydrated and quiet: the stored choice is read, and the banner would show by now.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect.poll(() => requests.filter((u) => GTAG.test(u)).length).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

/** Declines on /menu and reloads: loaded, hydrated and quiet, the stored choice is read, so the banner would show again by now (and gtag.js, had the choice let it load, been asked for). */
async function declineAndReload(page: Page) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

test('Decline is remembered: after a reload the banner stays away', async ({ page }) => {
  await declineAndReload(page);
});

test('Decline keeps analytics off, also after reload', async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await declineAndReload(page);
  expect(requests).toEqual([]);
  // The reloaded page told Consent Mode the visitor said no.
  const layer = await dataLayer(page);
  expect(layer.filter((e) => e[0] === 'consent' && e[1] === 'update').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
});

test('Cookie Preferences: essential is always on, analytics and marketing default off; saving analytics enables it', WIDTHS, async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.goto('/menu');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Cookie Preferences' }).click();
  const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(prefs.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
  await expect(prefs.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await expect(prefs.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
  await expect(prefs.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  // Each choice is read with the line that says what it does.
  for (const name of [/Essential/, /Analytics/, /Marketing/]) {
    const box = prefs.getByRole('checkbox', { name });
    const note = (await box.locator('xpath=following-sibling::p').textContent())?.trim();
    expect(note).toBeTruthy();
    await expect(box).toHaveAccessibleDescription(note!);
  }
  await expectNoAxeViolations(page);
  await prefs.getByRole('checkbox', { name: /Analytics/ }).check();
  await prefs.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(prefs).toBeHidden();
  await expect.poll(() => requests.some((u) => GTAG.test(u))).toBe(true);
});

for (const { does, check } of ON_DEMAND_CHECKS) {
  test(`the Cookie Preferences dialog ${does}`, async ({ page }) => {
    const open = () => page.getByTestId('cookie-banner').getByRole('button', { name: 'Cookie Preferences' }).click();
    await check(page, '/menu', open, page.getByRole('dialog', { name: 'Cookie Preferences' }));
  });
}

test('the footer link reopens the preferences, and withdrawing consent switches analytics off and deletes its cookies', async ({ page }) => {
  needsAnalytics();
  await interceptGtag(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length).toBe(1);
  // The cookies gtag.js would have set by now (the stand-in sets none).
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.1.1; Path=/';
    document.cookie = '_ga_TEST=GS1.1.1; Path=/';
  });
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(false);

  await page.locator('footer').getByRole('button', { name: 'Cookie Preferences' }).click();
  const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(prefs.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
  await prefs.getByRole('checkbox', { name: /Analytics/ }).uncheck();
  await prefs.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(prefs).toBeHidden();
  const layer = await dataLayer(page);
  expect(layer.filter((e) => e[0] === 'consent' && e[1] === 'update').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  // gtag.js stays loaded for the visit, switched off, and its cookies are gone.
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )_ga/);

  // Nothing more goes into the data layer: no page view on the next route change, and no web
  // vitals when the page is hidden (the moment the layout-shift figure is reported).
  const before = (await dataLayer(page)).filter((e) => e[0] === 'event').length;
  await page.locator('footer').getByRole('link', { name: 'Join Our Team' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await hidePage(page);
  // Past the moment a page view would have gone.
  await page.waitForTimeout(3 * PAGE_VIEW_DELAY_MS);
  expect((await dataLayer(page)).filter((e) => e[0] === 'event').slice(before)).toEqual([]);
});

test('consent withdrawn and given again on the same page counts that page once', async ({ page }) => {
  needsAnalytics();
  await interceptGtag(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  const views = async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length;
  await expect.poll(views).toBe(1);
  for (const analytics of [false, true]) {
    await page.locator('footer').getByRole('button', { name: 'Cookie Preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await prefs.getByRole('checkbox', { name: /Analytics/ }).setChecked(analytics);
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(prefs).toBeHidden();
  }
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(false);
  // Past the moment a second page view would have gone.
  await page.waitForTimeout(3 * PAGE_VIEW_DELAY_MS);
  expect(await views()).toBe(1);
  // The next route change is counted as ever.
  await page.locator('footer').getByRole('link', { name: 'Join Our Team' }).click();
  await expect.poll(views).toBe(2);
});

/** Tells the page it was hidden, as a switch of tab does: web vitals report their figures then. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('web vitals are reported once per page view, however many route changes follow', async ({ page }) => {
  needsAnalytics();
  await interceptGtag(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  const count = async (name: string) => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === name).length;
  await expect.poll(() => count('FCP')).toBe(1);
  const links = ['Join Our Team', 'Contact Us'];
  for (const [i, link] of links.entries()) {
    await page.locator('footer').getByRole('link', { name: link }).click();
    await expect.poll(() => count('page_view')).toBe(i + 2);
  }
  // Hidden: the layout-shift figure is reported. Chromium measures a route change as a page of
  // its own (a soft navigation), so a figure may come for each page view, but never more.
  await hidePage(page);
  await expect.poll(() => count('CLS')).toBeGreaterThan(0);
  const views = await count('page_view');
  for (const name of ['CLS', 'FCP', 'LCP', 'INP']) expect(await count(name), name).toBeLessThanOrEqual(views);
  // The server's answer time belongs to the page load alone.
  expect(await count('TTFB')).toBe(1);
});

test('an analytics script that fails to load is reported on the console', async ({ page }) => {
  needsAnalytics();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(GTAG, (route) => route.abort());
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => errors.some((text) => /analytics script failed to load/i.test(text))).toBe(true);
});

test('a choice made in another tab holds in this one without a reload', async ({ page, context }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.goto('/menu');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/menu');
  await other.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect.poll(() => requests.some((u) => GTAG.test(u))).toBe(true);
  await other.close();
});

test('preferences open in one tab close when the visitor chooses in another, which they would otherwise undo', async ({ page, context }) => {
  await page.goto('/menu');
  await page.locator('footer').getByRole('button', { name: 'Cookie Preferences' }).click();
  const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(prefs).toBeVisible();
  const other = await context.newPage();
  await other.goto('/menu');
  await other.getByRole('button', { name: 'Accept All' }).click();
  await expect(prefs).toBeHidden();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);
  expect(stored).toMatchObject({ analytics: true });
  await other.close();
});

test('Global Privacy Control counts as a decline until the visitor accepts', async ({ page }) => {
  needsAnalytics();
  const requests = await interceptGtag(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  await page.goto('/menu');
  // Loaded, hydrated and quiet: the browser's signal is read, and the banner would show by now.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect(requests).toEqual([]);
  await page.locator('footer').getByRole('button', { name: 'Cookie Preferences' }).click();
  const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(prefs.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
  await prefs.getByRole('checkbox', { name: /Analytics/ }).check();
  await prefs.getByRole('button', { name: 'Save Preferences' }).click();
  await expect.poll(() => requests.some((u) => GTAG.test(u))).toBe(true);
});

test.describe('from the keyboard', () => {
  const banner = (page: Page) => page.getByTestId('cookie-banner');
  const prefs = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });
  /** Opens the preferences from `opener` with Enter and saves them with Enter. */
  async function saveFrom(page: Page, opener: Locator) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await prefs(page).getByRole('button', { name: 'Save Preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(prefs(page)).toBeHidden();
  }
  const footerButton = (page: Page) => page.locator('footer').getByRole('button', { name: 'Cookie Preferences' });

  test('the preferences give focus back to the button that opened them, and a choice in the banner goes on from the main content', async ({ page }) => {
    await page.goto('/menu');
    const bannerButton = banner(page).getByRole('button', { name: 'Cookie Preferences' });
    await bannerButton.focus();
    await page.keyboard.press('Enter');
    await expect(prefs(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prefs(page)).toBeHidden();
    await expect(bannerButton).toBeFocused();

    // Saved in the preferences opened from the banner: the banner goes, and so would the focus.
    await saveFrom(page, bannerButton);
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();

    await saveFrom(page, footerButton(page));
    await expect(footerButton(page)).toBeFocused();
  });

  test('the preferences opened from the footer while the banner shows give focus back to the footer', async ({ page }) => {
    await page.goto('/menu');
    await expect(banner(page)).toBeVisible();
    await saveFrom(page, footerButton(page));
    await expect(banner(page)).toBeHidden();
    await expect(footerButton(page)).toBeFocused();
  });

  test('Decline in the banner goes on from the main content', async ({ page }) => {
    await page.goto('/menu');
    await banner(page).getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
  });
});
