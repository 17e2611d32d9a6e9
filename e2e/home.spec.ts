import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { at, fault } from './helpers/hooks';
import { scrollThrough } from './helpers/scroll';
import { serverPage } from './helpers/server-html';
import { business } from '../lib/content/copy/business';
import { homeCopy } from '../lib/content/copy/home';

const MONDAY = '2026-06-15T19:00:00Z'; // noon Pacific, everyday hero
const HOLIDAY_MONDAY = '2026-11-16T19:00:00Z'; // inside the holiday hero's dates
const { heroFallback, featureBoxes, generations, locations, community, video: videoCopy } = homeCopy;
const FALLBACK = [heroFallback.headingOne, heroFallback.headingTwo, heroFallback.headingThree];
const MONDAY_SPECIAL = 'Meatball Monday: Hot meatball sandwich with marinara and melted provolone on a Dutch crunch roll, with a side of fries.';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test('the hero, feature boxes, blocks and structured data are in the HTML', async ({ request }) => {
    const { status, html, text, jsonLd } = await serverPage(request, '/', at(MONDAY));
    expect(status).toBe(200);
    expect(text).toContain("Welcome to Kinder's Meats, Deli & BBQ!");
    expect(text).toContain('No One Leaves Hungry.');
    expect(text).toContain('Smoked daily since 1946. Family-owned. Community-loved. Consistently delicious.');
    for (const box of [featureBoxes.pickup.title, featureBoxes.delivery.title, featureBoxes.catering.title, MONDAY_SPECIAL]) expect(text).toContain(box);
    for (const block of [generations, locations, community]) for (const words of [block.headline, ...block.copyText]) expect(text).toContain(words);
    expect(text).toContain(videoCopy.headline);
    // The home page states the veterans' discount.
    expect(text).toMatch(new RegExp(`Veterans and active-duty military get ${business.veteransDiscountPercent}% off`));
    expect(text).toContain('Your browser does not support the video tag.');
    for (const href of ['/catering', '/daily-specials', '/our-story', '/locations']) expect(html).toContain(`href="${href}"`);
    // Art direction in the markup: the browser picks the phone picture at 768px or less, eagerly and first.
    expect(html).toMatch(/<picture><source media="\(max-width: 768px\)" srcSet="[^"]*default-mobile\.webp/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*>/i);
    expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(html).toContain('<link rel="canonical" href="');
  });

  test('the active hero variant follows the business calendar', async ({ request }) => {
    const { text } = await serverPage(request, '/', at(HOLIDAY_MONDAY));
    expect(text).toContain('Holiday Catering Is Here');
    expect(text).toContain('Let Us Cook the Feast.');
  });

  test('a failed hero read shows the built-in fallback, and a missing special the default text', async ({ request }) => {
    const { status, text } = await serverPage(request, '/', { ...at(MONDAY), ...fault({ 'homepage-content': 'error', 'homepage-specials': 'error' }) });
    expect(status).toBe(200);
    for (const heading of FALLBACK) expect(text).toContain(heading);
    expect(text).not.toContain('Meatball Monday');
    expect(text).toContain("Today's Special");
  });

  test('no active hero variant shows the fallback too', async ({ request }) => {
    const { text } = await serverPage(request, '/', { ...at(MONDAY), ...fault({ 'homepage-content': 'empty' }) });
    for (const heading of FALLBACK) expect(text).toContain(heading);
  });

  test('the locations block shows one of the four pictures', async ({ request }) => {
    const { html } = await serverPage(request, '/');
    expect(html).toMatch(/locations-[1-4]\.webp/);
    expect(html.match(/locations-[1-4]\.webp/g)?.every((m) => m === html.match(/locations-[1-4]\.webp/)![0])).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole page reads', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(MONDAY));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Welcome to Kinder's Meats, Deli & BBQ! No One Leaves Hungry.");
    await expect(page.getByTestId('feature-special')).toContainText(MONDAY_SPECIAL);
    await expect(page.getByRole('heading', { name: generations.headline })).toBeVisible();
    await expect(page.getByRole('link', { name: locations.buttonLabel })).toHaveAttribute('href', '/locations');
  });
});

test.describe('in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(at(MONDAY));
  });

  test('the hero is 120vh tall and shows the three headings', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[data-content-id]');
    await expect(hero).toHaveAttribute('data-content-id', 'home_everyday');
    const height = (await hero.boundingBox())!.height;
    const viewport = page.viewportSize()!.height;
    expect(Math.abs(height - Math.max(560, viewport * 1.2))).toBeLessThan(2);
    await expect(hero.getByText('Smoked daily since 1946.')).toBeVisible();
  });

  test('the browser picks the hero picture for its width and downloads only that one', async ({ page, isMobile }) => {
    const heroRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/_next/image' && url.searchParams.get('url')?.startsWith('/images/hero/')) heroRequests.push(url.searchParams.get('url')!);
    });
    await page.goto('/');
    const img = page.locator('section[data-content-id] img');
    const expected = isMobile ? '/images/hero/default-mobile.webp' : '/images/hero/default.webp';
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => decodeURIComponent(el.currentSrc))).toContain(`url=${expected}&`);
    await page.waitForLoadState('load');
    expect(heroRequests.length).toBeGreaterThan(0);
    expect(new Set(heroRequests)).toEqual(new Set([expected]));
  });

  test('Order Pickup and Order Delivery open the order modal with their type, and it closes', async ({ page }) => {
    await page.goto('/');
    for (const [box, title] of [
      ['feature-pickup', 'Order for Pickup'],
      ['feature-delivery', 'Order for Delivery'],
    ] as const) {
      await page.getByTestId(box).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeVisible(); // the shops loaded
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('the feature boxes work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const pickup = page.getByTestId('feature-pickup');
    for (let i = 0; i < 30 && !(await pickup.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(pickup).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order for Pickup' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pickup).toBeFocused();
  });

  test("Request Catering and Today's Special go to their pages", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('feature-special')).toContainText(MONDAY_SPECIAL);
    await page.getByTestId('feature-catering').click();
    await expect(page).toHaveURL(/\/catering$/);
    await page.goto('/');
    await page.getByTestId('feature-special').click();
    await expect(page).toHaveURL(/\/daily-specials$/);
  });

  test('feature boxes take 6 of 12 columns on phones and tablets, 3 of 12 on desktop', async ({ page, isMobile }) => {
    await page.goto('/');
    const boxes = await Promise.all(['pickup', 'delivery', 'catering', 'special'].map((b) => page.getByTestId(`feature-${b}`).boundingBox()));
    const [a, b, c, d] = boxes.map((x) => x!);
    const grid = (await page.locator('ul:has([data-testid="feature-pickup"])').boundingBox())!;
    const ratio = a.width / grid.width;
    if (isMobile) {
      expect(a.y).toBe(b.y);
      expect(c.y).toBeGreaterThan(a.y);
      expect(ratio).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(0.55);
    } else {
      expect(new Set([a.y, b.y, c.y, d.y]).size).toBe(1);
      expect(ratio).toBeGreaterThan(0.2);
      expect(ratio).toBeLessThan(0.28);
    }
  });

  test('the sizzle video replaces its placeholder once it loads, with the source for the width', async ({ page, isMobile }) => {
    const requested: string[] = [];
    await page.route('**/video/**', (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ path: 'e2e/fixtures/tiny.webm', contentType: 'video/webm' });
    });
    await page.goto('/');
    const frame = page.locator('[data-status]:has(video)');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('video-placeholder')).toHaveCount(0);
    expect(requested[0]).toBe(isMobile ? videoCopy.webmUrlMobile : videoCopy.webmUrl);
    const video = frame.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.muted, v.loop, v.playsInline])).toEqual([true, true, true, true]);
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  });

  test('a video that fails is logged as "Video failed to load" and its placeholder goes', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/video/**', (route) => route.abort());
    await page.goto('/');
    const frame = page.locator('[data-status]:has(video)');
    await expect(page.getByTestId('video-placeholder')).toHaveCount(1);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('video-placeholder')).toHaveCount(0);
    expect(errors).toContain('Video failed to load');
  });

  test('the home page has no axe violations', async ({ page }) => {
    await page.route('**/video/**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.webm', contentType: 'video/webm' }));
    await page.goto('/');
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
