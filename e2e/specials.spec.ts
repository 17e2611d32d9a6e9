/**
 * /daily-specials and /daily-specials/{day}: the server HTML, the carousel, the week, the states.
 * Specials come from the site's API; the clock is set to the weekday the content makes worth
 * looking at (a day with one special, the day with the most).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { specialsHeading } from '../components/specials/specials-heading';
import { SPECIALS_TEXT } from '../components/specials/specials-text';
import { formatUsd } from '../lib/domain/price';
import { WEEKDAYS, weekdayLabel, type Weekday } from '../lib/domain/weekdays';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { itemText } from '../components/order/order-shops';
import { expectNothingChosen } from './helpers/order-dialog';
import { addDays, weekdayOfDate } from '../lib/domain/time';
import { formatDateLabel } from '../lib/domain/hours';
import { allShopsClosure, businessInstant, busiestDay, dateOn, dayWhere, listShops, noonOn, readWeek, type Special } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { serverPage } from './helpers/server-html';
import { WIDTHS } from './helpers/tags';
import { atProjectAndTabletWidths, expectWordsInLeftHalf, settledBoxes } from './helpers/layout';

/** Noon on a date that falls on this weekday: the server's "today". */
const on = (day: Weekday) => at(noonOn(dateOn(day)));
const orderLabel = (special: Special) => special.label ?? 'Order';
/** The order button's name: its own label, or "Order" and the special's name. */
const orderName = (special: Special) => special.label ?? `Order ${special.name}`;
const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

/**
 * The week and the days the tests look at: `single` has exactly one special (a plain "Special"
 * and no arrows), `busy` the most (the carousel), `some` is a day with any special.
 */
async function specialsWeek(request: APIRequestContext) {
  const week = await readWeek(request);
  const single = dayWhere(week, (s) => s.length === 1);
  const busy = busiestDay(week);
  const some = single ?? dayWhere(week, (s) => s.length > 0);
  return { week, single, busy, some };
}
const NO_SINGLE = 'no day in the content has exactly one special';
const NO_PAIR = 'no day in the content has two specials or more';
const NONE = 'the content has no specials';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test("today's special, its order button and the week are in the HTML", async ({ request }) => {
    const { week, single } = await specialsWeek(request);
    test.skip(!single, NO_SINGLE);
    const [special] = week[single!];
    const { status, html, text, jsonLd } = await serverPage(request, '/daily-specials', on(single!));
    expect(status).toBe(200);
    expect(text).toContain("Today's Special");
    expect(text).not.toContain("Today's Specials");
    expect(text).toContain(special.name);
    expect(text).toContain(special.description);
    expect(text).toContain(orderLabel(special));
    for (const day of WEEKDAYS) expect(html).toContain(`href="/daily-specials/${day}"`);
    expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Menu', 'BreadcrumbList']));
  });

  test("on the day with the most specials: Today's Specials, the first of them and its counter", async ({ request }) => {
    const { week, busy } = await specialsWeek(request);
    const specials = week[busy];
    test.skip(specials.length < 2, NO_PAIR);
    const { text } = await serverPage(request, '/daily-specials', on(busy));
    expect(text).toContain("Today's Specials");
    expect(text).toContain(specials[0].name);
    expect(text).toContain(`1 of ${specials.length}`);
    expect(text).toContain(orderLabel(specials[0])); // its own label, or "Order" without one
  });

  test('another day is named: "Thursday Specials" always, "{Day} Special" for a day with one', async ({ request }) => {
    const week = await readWeek(request);
    // Thursday's name is plural whatever it holds, so the singular needs another day with one.
    const named = WEEKDAYS.find((d) => d !== 'thursday' && week[d].length === 1);
    test.skip(!named, 'no day but Thursday has exactly one special');
    const elsewhere = WEEKDAYS.find((d) => d !== named && d !== 'thursday')!;
    expect((await serverPage(request, '/daily-specials/thursday', on(elsewhere))).text).toContain('Thursday Specials');
    const other = await serverPage(request, `/daily-specials/${named}`, on(elsewhere));
    expect(other.text).toContain(`${weekdayLabel(named!)} Special`);
    expect(other.text).not.toContain(`${weekdayLabel(named!)} Specials`);
    expect(other.text).not.toContain("Today's");
    // The day asked for on that day is today's.
    expect((await serverPage(request, `/daily-specials/${named}`, on(named!))).text).toContain("Today's Special");
  });

  test('an invalid day redirects to /daily-specials; a day in capitals to its lowercase address', async ({ request, page }) => {
    const { week, some } = await specialsWeek(request);
    test.skip(!some, NONE);
    const invalid = await request.get('/daily-specials/funday', { maxRedirects: 0 });
    expect(invalid.status()).toBe(307);
    expect(invalid.headers()['location']).toBe('/daily-specials');
    const upper = await request.get(`/daily-specials/${some!.toUpperCase()}`, { maxRedirects: 0 });
    // The day's one address, for good: search engines keep one page per day.
    expect(upper.status()).toBe(308);
    expect(upper.headers()['location']).toBe(`/daily-specials/${some}`);

    await page.goto('/daily-specials/funday');
    await expect(page).toHaveURL(/\/daily-specials$/);
    await page.goto(`/daily-specials/${some!.toUpperCase()}`);
    await expect(page).toHaveURL(new RegExp(`/daily-specials/${some}$`));
    await expect(page.getByRole('heading', { level: 2, name: week[some!][0].name })).toBeVisible();
  });

  test('error and empty states', async ({ request }) => {
    const error = await serverPage(request, '/daily-specials', fault({ specials: 'error' }));
    expect(error.status).toBe(200);
    for (const t of ['Oops!', "Unable to load today's special. Please try again later.", 'Please check back later or contact us directly.', 'Try Again']) {
      expect(error.text).toContain(t);
    }
    const empty = await serverPage(request, '/daily-specials/tuesday', fault({ specials: 'empty' }));
    expect(empty.text).toContain('No Specials Today');
    expect(empty.text).toContain('Check back tomorrow for our daily special!');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the special and the week read', async ({ page, request }) => {
    const { week, busy } = await specialsWeek(request);
    const specials = week[busy];
    test.skip(specials.length < 2, NO_PAIR);
    await page.setExtraHTTPHeaders(on(busy));
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Specials");
    // The arrows need the page's script: without it every special shows, one after another.
    for (const special of specials) await expect(page.getByRole('heading', { level: 2, name: special.name, exact: true })).toBeVisible();
    await expect(page.getByTestId('specials-counter')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next special' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Friday/ })).toHaveAttribute('href', '/daily-specials/friday');
  });
});

test.describe('in the browser', () => {
  test('each special of the busiest day shows its price', async ({ page, request }) => {
    const { week, busy } = await specialsWeek(request);
    const specials = week[busy];
    test.skip(!specials.some((s) => s.price != null), 'no special of that day has a price');
    await page.goto(`/daily-specials/${busy}`);
    for (const [i, special] of specials.entries()) {
      await expect(page.getByRole('heading', { level: 2, name: special.name })).toBeVisible();
      // The other specials' slides are in the page too, hidden: the price is the shown slide's.
      const price = page.getByTestId('special-price').filter({ visible: true });
      if (special.price != null) await expect(price).toHaveText(formatUsd(special.price));
      else await expect(price).toHaveCount(0);
      if (i < specials.length - 1) await page.getByRole('button', { name: 'Next special' }).click();
    }
  });

  test('previous and next cycle through the busiest day with wrap-around', async ({ page, request }) => {
    const { week, busy } = await specialsWeek(request);
    const specials = week[busy];
    test.skip(specials.length < 2, NO_PAIR);
    const n = specials.length;
    // Today is another day; the one with least specials, so coming back to it shows no arrows.
    const today = WEEKDAYS.filter((d) => d !== busy).reduce((a, b) => (week[b].length < week[a].length ? b : a));
    await page.setExtraHTTPHeaders(on(today));
    await page.goto(`/daily-specials/${busy}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialsHeading(busy, false, n));
    const counter = page.getByTestId('specials-counter');
    const name = page.getByRole('heading', { level: 2 }).first();
    await expect(counter).toHaveText(`1 of ${n}`);
    await page.getByRole('button', { name: 'Next special' }).click();
    await expect(counter).toHaveText(`2 of ${n}`);
    await expect(name).toHaveText(specials[1].name);
    await expect(carousel(page).getByRole('button', { name: orderName(specials[1]), exact: true })).toBeVisible();
    for (let i = 2; i < n; i++) await page.getByRole('button', { name: 'Next special' }).click();
    await expect(counter).toHaveText(`${n} of ${n}`);
    await page.getByRole('button', { name: 'Next special' }).click();
    await expect(counter).toHaveText(`1 of ${n}`);
    await expect(name).toHaveText(specials[0].name);
    await page.getByRole('button', { name: 'Previous special' }).click();
    await expect(counter).toHaveText(`${n} of ${n}`);

    // Another day and back: the carousel starts again at the first.
    await page.getByRole('link', { name: new RegExp(`^${weekdayLabel(today)}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialsHeading(today, true, week[today].length));
    await expect(page.getByRole('button', { name: 'Next special' })).toHaveCount(week[today].length > 1 ? 1 : 0);
    await page.getByRole('link', { name: new RegExp(`^${weekdayLabel(busy)}`) }).click();
    await expect(counter).toHaveText(`1 of ${n}`);
  });

  test('the carousel works from the keyboard', async ({ page, request }) => {
    const { week, busy } = await specialsWeek(request);
    const n = week[busy].length;
    test.skip(n < 2, NO_PAIR);
    await page.goto(`/daily-specials/${busy}`);
    const next = page.getByRole('button', { name: 'Next special' });
    for (let i = 0; i < 30 && !(await next.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('specials-counter')).toHaveText(`2 of ${n}`);
    // Announced with the special's name, not only its number.
    await expect(page.getByTestId('specials-announcement')).toHaveText(`${week[busy][1].name}, 2 of ${n}`);
    await expect(page.getByTestId('specials-announcement')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Previous special' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('specials-counter')).toHaveText(`1 of ${n}`);
  });

  test('the order button opens the order modal with nothing chosen, naming the special', async ({ page, request }) => {
    const { week, some } = await specialsWeek(request);
    test.skip(!some, NONE);
    await page.setExtraHTTPHeaders(on(some!));
    await page.goto('/daily-specials');
    await carousel(page).getByRole('button', { name: orderName(week[some!][0]), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(itemText(week[some!][0].name));
    await expectNothingChosen(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a special of another day than today: the order dialog says which day it is served, not 'add it now'", async ({ page, request }) => {
    const { week, some } = await specialsWeek(request);
    test.skip(!some, NONE);
    // Today is any other day of the week than the one shown.
    const today = WEEKDAYS.find((d) => d !== some)!;
    await page.setExtraHTTPHeaders(on(today));
    await page.goto(`/daily-specials/${some}`);
    await carousel(page).getByRole('button', { name: orderName(week[some!][0]), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(dialog).toHaveAccessibleDescription(itemText(week[some!][0].name, weekdayLabel(some!)));
    await expectNothingChosen(dialog);
  });

  /** The first later same weekday no holiday closes at every shop, when that is not next week. */
  const backOnAfter = (shops: Awaited<ReturnType<typeof listShops>>, date: string) => {
    let back = addDays(date, 7);
    while (allShopsClosure(shops, (d) => d === back)) back = addDays(back, 7);
    return back === addDays(date, 7) ? null : back;
  };

  test('on a holiday that closes every shop with their weekday next week closed too, the specials name the day they are back', async ({ page, request }) => {
    const [week, shops] = await Promise.all([readWeek(request), listShops(request)]);
    const closure = allShopsClosure(shops, (date) => week[weekdayOfDate(date)].length > 0 && allShopsClosure(shops, (later) => later === addDays(date, 7)) !== undefined);
    test.skip(!closure, 'the content has no two holidays a week apart that close every shop on a day with specials');
    const day = weekdayOfDate(closure!.date);
    const backOn = backOnAfter(shops, closure!.date);
    expect(backOn, 'a later week than the next').not.toBeNull();
    await page.setExtraHTTPHeaders(at(noonOn(closure!.date)));
    await page.goto('/daily-specials');
    await expect(page.getByTestId('specials-closed')).toHaveText(SPECIALS_TEXT.closedToday(closure!.label, weekdayLabel(day), week[day].length, backOn));
    await expect(page.getByTestId('specials-closed')).toContainText(formatDateLabel(backOn!));
  });

  test('on a holiday that closes every shop, today\'s specials say so, and the order dialog names their weekday', async ({ page, request }) => {
    const [week, shops] = await Promise.all([readWeek(request), listShops(request)]);
    const closure = allShopsClosure(shops, (date) => week[weekdayOfDate(date)].length > 0);
    test.skip(!closure, 'the content has no holiday that closes every shop on a day with specials');
    const day = weekdayOfDate(closure!.date);
    const specials = week[day];
    const note = SPECIALS_TEXT.closedToday(closure!.label, weekdayLabel(day), specials.length, backOnAfter(shops, closure!.date));
    for (const path of ['/daily-specials', `/daily-specials/${day}`]) {
      await page.setExtraHTTPHeaders(at(noonOn(closure!.date)));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialsHeading(day, true, specials.length));
      await expect(page.getByTestId('specials-closed'), path).toHaveText(note);
      await expectNoAxeViolations(page);
      await carousel(page).getByRole('button', { name: orderName(specials[0]), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
      await expect(dialog, path).toHaveAccessibleDescription(itemText(specials[0].name, weekdayLabel(day)));
    }
    // The same weekday a week before, when the shops are open, says nothing of it.
    const weekBefore = addDays(closure!.date, -7);
    test.skip(
      shops.some((s) => s.hoursOverrides.some((o) => o.closed && o.date === weekBefore)),
      'a shop is closed a week before the closure too',
    );
    await page.setExtraHTTPHeaders(at(noonOn(weekBefore)));
    await page.goto('/daily-specials');
    await expect(carousel(page)).toBeVisible();
    await expect(page.getByTestId('specials-closed')).toHaveCount(0);
  });

  test('the seven weekday buttons: the day on show is current, today is labelled', async ({ page, request }) => {
    const { week } = await specialsWeek(request);
    // Today: a day whose special has no picture where there is one (the hero is a gradient);
    // the other: a day whose special has a picture (it is the hero's background).
    const withSpecials = WEEKDAYS.filter((d) => week[d].length > 0);
    const today = withSpecials.find((d) => !week[d][0].heroImageSrc) ?? withSpecials[0];
    const other = withSpecials.find((d) => d !== today && week[d][0].heroImageSrc) ?? withSpecials.find((d) => d !== today);
    test.skip(!other, 'the content has specials on fewer than two days');
    const pictures = (day: Weekday) => (week[day][0].heroImageSrc ? 1 : 0);
    await page.setExtraHTTPHeaders(on(today));
    await page.goto('/daily-specials');
    const nav = page.getByRole('navigation', { name: 'Specials by day' });
    await expect(nav.getByRole('link')).toHaveCount(7);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: `${weekdayLabel(today)} Today` })).toHaveAttribute('aria-current', 'page');
    await expect(carousel(page).locator('img')).toHaveCount(pictures(today));

    await nav.getByRole('link', { name: weekdayLabel(other!), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/daily-specials/${other}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialsHeading(other!, false, week[other!].length));
    await expect(page.getByRole('heading', { level: 2, name: week[other!][0].name })).toBeVisible();
    await expect(nav.getByRole('link', { name: weekdayLabel(other!), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(carousel(page).locator('img')).toHaveCount(pictures(other!));
  });

  test('a day followed from the keyboard keeps the focus on that day in the new page', async ({ page }) => {
    await page.goto('/daily-specials/monday');
    const nav = page.getByRole('navigation', { name: 'Specials by day' });
    await nav.getByRole('link', { name: 'Friday', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/daily-specials\/friday$/);
    await expect(nav.getByRole('link', { name: /^Friday/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Friday/ })).toBeFocused();
  });

  test("a page left open past midnight turns to the new day: its special, the week's Today", async ({ page, request }) => {
    const { week } = await specialsWeek(request);
    // Two days in a row, the second with a special, different from the first's where there is one.
    const pairs = WEEKDAYS.map((d, i) => [d, WEEKDAYS[(i + 1) % 7]] as const).filter(([, b]) => week[b].length > 0);
    test.skip(pairs.length === 0, NONE);
    const [before, after] = pairs.find(([a, b]) => week[a][0]?.name !== week[b][0].name) ?? pairs[0];
    const eve = dateOn(before);
    const lastMinute = businessInstant(eve, 23 * 60 + 59);
    // The browser's clock and the server's both stand a minute before midnight, then both move on.
    await page.clock.install({ time: new Date(lastMinute) });
    await page.setExtraHTTPHeaders(at(lastMinute));
    await page.goto('/daily-specials');
    const nav = page.getByRole('navigation', { name: 'Specials by day' });
    await expect(nav.getByRole('link', { name: `${weekdayLabel(before)} Today` })).toHaveAttribute('aria-current', 'page');

    await page.setExtraHTTPHeaders(at(businessInstant(addDays(eve, 1), 1)));
    await page.clock.runFor('02:00');
    await expect(nav.getByRole('link', { name: `${weekdayLabel(after)} Today` })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialsHeading(after, true, week[after].length));
    await expect(page.getByRole('heading', { level: 2, name: week[after][0].name })).toBeVisible();
  });

  test('"..." covers the special while another day loads', async ({ page, request }) => {
    const { week, some } = await specialsWeek(request);
    const other = [...WEEKDAYS].reverse().find((d) => d !== some && week[d].length > 0);
    test.skip(!some || !other, 'the content has specials on fewer than two days');
    await page.setExtraHTTPHeaders(on(some!));
    await page.goto('/daily-specials');
    await page.route(
      (url) => url.pathname === `/daily-specials/${other}` && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.getByRole('link', { name: weekdayLabel(other!), exact: true }).click();
    await expect(page.getByText('...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: week[other!][0].name })).toBeVisible();
    await expect(page.getByText('...', { exact: true })).toBeHidden();
  });

  test('the error panel’s Try Again reloads the page', async ({ page, request }) => {
    const { week, some } = await specialsWeek(request);
    test.skip(!some, NONE);
    await page.setExtraHTTPHeaders({ ...on(some!), ...fault({ specials: 'error' }) });
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText("Unable to load today's special. Please try again later.")).toBeVisible();
    await expect(page.getByText('Please check back later or contact us directly.')).toBeVisible();
    await page.setExtraHTTPHeaders(on(some!));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: week[some!][0].name })).toBeVisible();
  });

  test('the page is warm white behind its dark hero', WIDTHS, async ({ page }) => {
    await page.goto('/daily-specials');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 245, 238)');
  });

  test("the week's seven days stand in one even row, today's second line included", WIDTHS, async ({ page }) => {
    await page.goto('/daily-specials');
    const links = page.getByRole('navigation', { name: 'Specials by day' }).getByRole('link');
    await expect(links).toHaveCount(7);
    const boxes = await settledBoxes(page, ...Array.from({ length: 7 }, (_, i) => links.nth(i)));
    for (const box of boxes) {
      expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(1);
      expect(Math.abs(box.height - boxes[0].height)).toBeLessThan(1);
    }
  });

  test("no day's tile runs into the next, on any width and with the words set twice as large", async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Specials by day' });
    /** Each tile's box, and the box of the words it shows (the full name or its first letters). */
    const tiles = () =>
      nav.getByRole('link').evaluateAll((links) =>
        links.map((a) => {
          // The words drawn: the spans in the flow (the full name, hidden for the eye on a narrow
          // tile, stands out of it with the screen reader's copy).
          const shown = [...a.querySelectorAll('span')].filter((span) => span.textContent && getComputedStyle(span).position !== 'absolute' && getComputedStyle(span).display !== 'none');
          const words = shown.flatMap((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            return [...range.getClientRects()];
          });
          const box = a.getBoundingClientRect();
          if (words.length === 0) throw new Error(`no words drawn in the tile ${a.textContent}`);
          return {
            name: a.textContent ?? '',
            ...{ left: box.left, right: box.right, top: box.top, bottom: box.bottom },
            wordsLeft: Math.min(...words.map((r) => r.left)),
            wordsRight: Math.max(...words.map((r) => r.right)),
          };
        }),
      );
    for (const width of [1280, 900, 800, 390, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/daily-specials');
      for (const size of ['100%', '200%']) {
        await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
        const row = await tiles();
        expect(row).toHaveLength(7);
        // At the usual size the week is one row, down to the commonest Android phone's 360px.
        if (size === '100%') expect(new Set(row.map((t) => Math.round(t.top))).size, `rows at ${width}px`).toBe(1);
        for (const [i, tile] of row.entries()) {
          const where = `${tile.name} at ${width}px, words at ${size}`;
          expect(tile.wordsLeft, where).toBeGreaterThanOrEqual(tile.left);
          expect(tile.wordsRight, where).toBeLessThanOrEqual(tile.right);
          for (const other of row.slice(0, i)) {
            const apart = tile.left >= other.right || other.left >= tile.right || tile.top >= other.bottom || other.top >= tile.bottom;
            expect(apart, `${where} is clear of ${other.name}`).toBe(true);
          }
        }
        // At the size the site sets its words, the week is one row.
        if (size === '100%') expect(new Set(row.map((tile) => Math.round(tile.top))).size, `one row at ${width}px`).toBe(1);
      }
    }
  });

  test("the hero's words never stand on the food: under the picture's band on phones and tablets, in the left half on wider screens", WIDTHS, async ({ page, request }) => {
    const week = await readWeek(request);
    const day = dayWhere(week, (specials) => specials[0]?.heroImageSrc != null);
    test.skip(!day, 'the content gives no special a picture');
    const hero = carousel(page);
    const words = [hero.getByRole('heading', { level: 2 }), hero.getByText(week[day!][0].description, { exact: true })];
    // On a tablet the wide picture would be cut to the hero's height.
    await atProjectAndTabletWidths(page, `/daily-specials/${day}`, async (width) => {
      if (width <= 1023) {
        // The food stands in the band's upper three quarters; the words start below that.
        const [band, first] = await settledBoxes(page, hero.locator('img'), words[0]);
        expect(first.y, `at ${width}px`).toBeGreaterThanOrEqual(band.y + band.height * 0.75);
        return;
      }
      // Wider, the picture fills the hero and the food stands in its right half.
      await expectWordsInLeftHalf(page, hero, words);
    });
  });

  test('the empty state', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ specials: 'empty' }));
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { name: 'No Specials Today' })).toBeVisible();
    await expect(page.getByText('Check back tomorrow for our daily special!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Specials by day' }).getByRole('link')).toHaveCount(7);
  });

  test('daily specials (the day with the most specials) have no axe violations', WIDTHS, async ({ page, request }) => {
    const { busy } = await specialsWeek(request);
    await page.setExtraHTTPHeaders(on(busy));
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('daily specials (the error state) have no axe violations', WIDTHS, async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ specials: 'error' }));
    await page.goto('/daily-specials');
    await expectNoAxeViolations(page);
  });
});
