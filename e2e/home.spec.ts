/**
 * The home page: hero, feature boxes, blocks, video, states. The hero and today's special come
 * from the content at a clock set to a day that has a special; the hero calendar is checked
 * against the heroes' own dates.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pickVariant, type HeroSchedule } from '../lib/domain/homepage';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { shopChoices } from './helpers/order-dialog';
import { dateOn, dayWhere, heroAt, noonOn, readWeek, seeded, type Weekday } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { scrollThrough } from './helpers/scroll';
import { inSrcSet, serverPage } from './helpers/server-html';
import { business } from '../lib/content/copy/business';
import { homeCopy } from '../lib/content/copy/home';
import { veteransOffer } from '../components/layout/veterans-offer';
import { WIDTHS } from './helpers/tags';
import { settledBoxes } from './helpers/layout';

const { heroFallback, featureBoxes, generations, locations, community, video: videoCopy } = homeCopy;
const FALLBACK = [heroFallback.headingOne, heroFallback.headingTwo, heroFallback.headingThree];
const DEFAULT_SPECIAL = "Today's Special";

/**
 * The clock of these tests, noon on the first day of the week with a special (any day when the
 * content has none), and what the home page shows then: the hero, and the special's line, which
 * is the day's first special as "name: description".
 */
async function homeAt(request: APIRequestContext) {
  const week = await readWeek(request);
  const day = dayWhere(week, (s) => s.length > 0);
  const date = dateOn(day ?? 'monday');
  const now = noonOn(date);
  const first = day ? week[day][0] : undefined;
  return { date, now, hero: await heroAt(request, now), special: first ? `${first.name}: ${first.description}` : DEFAULT_SPECIAL };
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test('the hero, feature boxes, blocks and structured data are in the HTML', async ({ request }) => {
    const { now, hero, special } = await homeAt(request);
    const { status, html, text, jsonLd } = await serverPage(request, '/', at(now));
    expect(status).toBe(200);
    expect(text).toContain(hero.headingOne);
    expect(text).toContain(hero.headingTwo);
    expect(text).toContain(hero.headingThree);
    for (const box of [featureBoxes.pickup.title, featureBoxes.delivery.title, featureBoxes.catering.title, special]) expect(text).toContain(box);
    for (const block of [generations, locations, community]) for (const words of [block.headline, ...block.copyText]) expect(text).toContain(words);
    expect(text).toContain(videoCopy.headline);
    // The home page states the veterans' discount, or nothing of it when the discount is 0.
    const veterans = veteransOffer(business.veteransDiscountPercent);
    if (veterans) expect(text).toContain(veterans);
    else expect(text).not.toContain('Veterans and active-duty military');
    expect(text).toContain('Your browser does not support the video tag.');
    for (const href of ['/catering', '/daily-specials', '/our-story', '/locations']) expect(html).toContain(`href="${href}"`);
    // Art direction in the markup: the browser picks the phone picture at 768px or less, eagerly and first.
    if (hero.mobileImageUrl) expect(html).toMatch(new RegExp(`<picture><source media="\\(max-width: 768px\\)" srcSet="[^"]*${inSrcSet(hero.mobileImageUrl)}`));
    expect(html).toMatch(new RegExp(`<img[^>]*fetchPriority="high"[^>]*srcSet="[^"]*${inSrcSet(hero.imageUrl)}`, 'i'));
    expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(html).toContain('<link rel="canonical" href="');
  });

  test('the active hero variant follows the business calendar', async ({ request }) => {
    // The heroes with their dates, as seeded; the first date one of them starts or ends on where
    // another hero wins than on the tests' usual day.
    const heroes = seeded().homepageContent as (HeroSchedule & { headingOne: string; headingTwo: string; headingThree: string })[];
    const { date } = await homeAt(request);
    const winner = (day: string) => pickVariant(heroes, new Date(noonOn(day)));
    const usual = winner(date);
    const other = heroes
      .flatMap((h) => [h.startsOn, h.endsOn])
      .filter((d): d is string => !!d)
      .sort()
      .find((d) => winner(d)?.id !== usual?.id);
    test.skip(!other, 'no hero in the content has dates that make it win over the usual one');
    const expected = winner(other!);
    const { text } = await serverPage(request, '/', at(noonOn(other!)));
    for (const heading of expected ? [expected.headingOne, expected.headingTwo, expected.headingThree] : FALLBACK) expect(text).toContain(heading);
    if (usual && expected?.headingOne !== usual.headingOne) expect(text).not.toContain(usual.headingOne);
  });

  test('a failed hero read shows the built-in fallback, and a missing special the default text', async ({ request }) => {
    const { now, special } = await homeAt(request);
    const { status, text } = await serverPage(request, '/', { ...at(now), ...fault({ 'homepage-content': 'error', 'homepage-specials': 'error' }) });
    expect(status).toBe(200);
    for (const heading of FALLBACK) expect(text).toContain(heading);
    if (heroFallback.buttonLabel) expect(text).toContain(heroFallback.buttonLabel);
    if (special !== DEFAULT_SPECIAL) expect(text).not.toContain(special);
    expect(text).toContain(DEFAULT_SPECIAL);
  });

  test('no active hero variant shows the fallback too', async ({ request }) => {
    const { now } = await homeAt(request);
    const { text } = await serverPage(request, '/', { ...at(now), ...fault({ 'homepage-content': 'empty' }) });
    for (const heading of FALLBACK) expect(text).toContain(heading);
  });

  test('the locations block shows one of its pictures in the content, and only that one', async ({ request }) => {
    const { html } = await serverPage(request, '/');
    const shown = homeCopy.locations.images.filter((src) => new RegExp(inSrcSet(src)).test(html));
    expect(shown).toHaveLength(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole page reads', async ({ page, request }) => {
    const { now, hero, special } = await homeAt(request);
    await page.setExtraHTTPHeaders(at(now));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${hero.headingOne} ${hero.headingTwo}`);
    await expect(page.getByTestId('feature-special')).toContainText(special);
    await expect(page.getByRole('heading', { name: generations.headline })).toBeVisible();
    await expect(page.getByRole('link', { name: locations.buttonLabel })).toHaveAttribute('href', '/locations');
  });
});

test.describe('in the browser', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setExtraHTTPHeaders(at((await homeAt(request)).now));
  });

  test('the hero is 120vh tall and shows the three headings', WIDTHS, async ({ page, request }) => {
    const { hero: content } = await homeAt(request);
    await page.goto('/');
    const hero = page.locator('section[data-content-id]');
    await expect(hero).toHaveAttribute('data-content-id', content.contentId);
    const height = (await hero.boundingBox())!.height;
    const viewport = page.viewportSize()!.height;
    expect(Math.abs(height - Math.max(560, viewport * 1.2))).toBeLessThan(2);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(`${content.headingOne} ${content.headingTwo}`);
    await expect(hero.getByText(content.headingThree)).toBeVisible();
  });

  test("the hero's button, when its content gives one, sits on the first screen under the words and opens its page", WIDTHS, async ({ page, request, isMobile }) => {
    const { hero: content } = await homeAt(request);
    // The button as the content gives it: the seeded hero the page shows, or the fallback's copy.
    const source = seeded().homepageContent.find((h) => h.id === content.contentId) ?? heroFallback;
    await page.goto('/');
    await expect(page.locator('section[data-content-id]')).toHaveAttribute('data-content-id', content.contentId);
    const button = page.locator('section[data-content-id]').getByTestId('hero-button');
    if (!source.buttonLabel || !source.buttonUrl) {
      await expect(button).toHaveCount(0);
      return;
    }
    const href = source.buttonUrl;
    await expect(button).toHaveText(source.buttonLabel);
    await expect(button).toHaveAttribute('href', href);
    await expect(button).toBeInViewport({ ratio: 1 });
    const words = (await page.locator('section[data-content-id]').getByText(content.headingThree).boundingBox())!;
    expect((await button.boundingBox())!.y).toBeGreaterThan(words.y + words.height);
    await button.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    if (!isMobile) return;
    // On a phone the picture's subject stands above the words: the button takes its room below
    // them, and the headline stays where it stands without a button.
    await page.goBack();
    const headline = page.locator('section[data-content-id]').getByRole('heading', { level: 1 });
    const top = async () => (await headline.boundingBox())!.y;
    const withButton = await top();
    await button.evaluate((el) => el.remove());
    expect(await top()).toBeCloseTo(withButton, 0);
  });

  test("on a short screen (a phone on its side, a zoomed window) the feature boxes cover nothing of the hero's words or button", async ({ page }) => {
    for (const size of [
      { width: 568, height: 320 },
      { width: 740, height: 360 },
      { width: 640, height: 400 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const hero = page.locator('section[data-content-id]');
      const button = hero.getByTestId('hero-button');
      const last = (await button.count()) > 0 ? button : hero.locator('p').last();
      const end = (await last.boundingBox())!;
      const boxes = (await page.locator('ul:has([data-testid="feature-pickup"])').boundingBox())!;
      expect(end.y + end.height, `${size.width}x${size.height}`).toBeLessThanOrEqual(boxes.y);
      if ((await button.count()) === 0) continue;
      // A tap in the middle of the button reaches it.
      await button.scrollIntoViewIfNeeded();
      const middle = (await button.boundingBox())!;
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="hero-button"]') !== null, [middle.x + middle.width / 2, middle.y + middle.height / 2]), `${size.width}x${size.height}`).toBe(true);
    }
  });

  test('the browser picks the hero picture for its width and downloads only that one', WIDTHS, async ({ page, isMobile, request }) => {
    const { hero } = await homeAt(request);
    const pictures = [hero.imageUrl, hero.mobileImageUrl];
    const heroRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/_next/image' && pictures.includes(url.searchParams.get('url'))) heroRequests.push(url.searchParams.get('url')!);
    });
    await page.goto('/');
    const img = page.locator('section[data-content-id] img');
    const expected = isMobile ? (hero.mobileImageUrl ?? hero.imageUrl) : hero.imageUrl;
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
      await expect(shopChoices(dialog)).toBeVisible(); // the shops loaded
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

  test("Request Catering and Today's Special go to their pages", async ({ page, request }) => {
    const { special } = await homeAt(request);
    await page.goto('/');
    await expect(page.getByTestId('feature-special')).toContainText(special);
    await page.getByTestId('feature-catering').click();
    await expect(page).toHaveURL(/\/catering$/);
    await page.goto('/');
    await page.getByTestId('feature-special').click();
    await expect(page).toHaveURL(/\/daily-specials$/);
  });

  test('feature boxes take 6 of 12 columns on phones and tablets, 3 of 12 on desktop', WIDTHS, async ({ page, isMobile }) => {
    await page.goto('/');
    const features = ['pickup', 'delivery', 'catering', 'special'].map((b) => page.getByTestId(`feature-${b}`));
    const [a, b, c, d, grid] = await settledBoxes(page, ...features, page.locator('ul:has([data-testid="feature-pickup"])'));
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

  test("Today's Special box shows the whole line, however long, and nothing overflows it", WIDTHS, async ({ page, request }) => {
    // The day whose first special has the longest line in the content.
    const week = await readWeek(request);
    const lines = Object.entries(week).flatMap(([day, specials]) => (specials.length ? [{ day: day as Weekday, line: `${specials[0].name}: ${specials[0].description}` }] : []));
    test.skip(lines.length === 0, 'no day in the content has a special');
    const longest = lines.reduce((a, b) => (b.line.length > a.line.length ? b : a));
    await page.setExtraHTTPHeaders(at(noonOn(dateOn(longest.day))));
    await page.goto('/');
    const box = page.getByTestId('feature-special');
    const text = box.locator('span').filter({ hasText: longest.line });
    await expect(text).toHaveText(longest.line);
    /** What the box cuts: a part that hides its overflow and has more than it shows, or text that runs out of the box. */
    const clipped = () =>
      box.evaluate((el) => {
        const outer = el.getBoundingClientRect();
        return [el, ...el.querySelectorAll('span')]
          .filter((e) => {
            const style = getComputedStyle(e);
            const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
            const r = e.getBoundingClientRect();
            const outside = r.bottom > outer.bottom + 1 || r.right > outer.right + 1;
            return (hides && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)) || outside;
          })
          .map((e) => e.textContent);
      });
    expect(await clipped()).toEqual([]);
    // An editor may write a longer one: three times as long is shown whole too.
    await text.evaluate((el, line) => (el.textContent = `${line} ${line} ${line}`), longest.line);
    expect(await clipped()).toEqual([]);
  });

  test("the feature boxes' words start on one line across each row, when a title beside them takes two", WIDTHS, async ({ page }) => {
    await page.goto('/');
    const boxes = page.locator('[data-testid^="feature-"]');
    await expect(boxes).toHaveCount(4);
    // However short the content's titles, the first and third boxes' are made to wrap (twice their
    // own words), so every row, of two boxes on a phone or of four on a desktop, holds one.
    for (const i of [0, 2]) {
      const title = boxes.nth(i).locator(':scope > span').nth(1);
      const lineHeight = await title.evaluate((el) => {
        el.textContent = `${el.textContent} ${el.textContent}`;
        return parseFloat(getComputedStyle(el).lineHeight);
      });
      const [titleBox] = await settledBoxes(page, title);
      expect(titleBox.height, 'the lengthened title wraps').toBeGreaterThan(lineHeight * 1.5);
    }
    // Each box's words (icon, title, then words; the special's box has none on a day without one).
    const rows = new Map<number, { box: string; height: number; wordsTop?: number }[]>();
    for (let i = 0; i < 4; i++) {
      const box = boxes.nth(i);
      const parts = box.locator(':scope > span');
      const [outer, words] = await settledBoxes(page, box, ...((await parts.count()) < 3 ? [] : [parts.nth(2)]));
      const row = Math.round(outer.y);
      rows.set(row, [...(rows.get(row) ?? []), { box: (await box.getAttribute('data-testid'))!, height: outer.height, wordsTop: words?.y }]);
    }
    for (const row of rows.values()) {
      const withWords = row.filter((b) => b.wordsTop !== undefined);
      for (const { box, height, wordsTop } of row) {
        expect(height, `${box} as tall as ${row[0].box}`).toBeCloseTo(row[0].height, 0);
        if (wordsTop !== undefined) expect(wordsTop, `${box}'s words beside ${withWords[0].box}'s`).toBeCloseTo(withWords[0].wordsTop!, 0);
      }
    }
    expect([...rows.values()].some((row) => row.length > 1), 'boxes share a row').toBe(true);
  });

  test('the sizzle video replaces its placeholder once it loads, with the source for the width', WIDTHS, async ({ page, isMobile }) => {
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

  test('with reduced motion asked for, the video waits paused and its button offers to play it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/video/**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.webm', contentType: 'video/webm' }));
    await page.goto('/');
    const frame = page.locator('[data-status]:has(video)');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-status', 'ready');
    const video = frame.locator('video');
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
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

  test('the home page has no axe violations', WIDTHS, async ({ page }) => {
    await page.route('**/video/**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.webm', contentType: 'video/webm' }));
    await page.goto('/');
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
