/**
 * Answers at a glance on every page: each shop's phone and today's hours in the footer, the home
 * page's "find your shop" strip with open status, the social media links, and the holiday closure
 * notice above the header. Shops, hours and holidays come from the API, at the live clock where
 * the test can do without the server's (so it runs against any deployment) and at a fixed server
 * clock for holidays; the notice's lead time and the social pages come from the content.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { business } from '../lib/content/copy/business';
import { homeCopy } from '../lib/content/copy/home';
import { formatDateLabel, overrideHoursText, todaysHours, upcomingOverrides } from '../lib/domain/hours';
import { telHref } from '../lib/domain/phone';
import { socialName } from '../lib/domain/social';
import { addDays } from '../lib/domain/time';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { aroundOpening, escapeRegExp, firstHolidayClosure, listShops, lookoutDate, noonOn, readingsAt, SOME_MONDAY, statusAt, type Shop } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { scrollThrough } from './helpers/scroll';
import { serverPage } from './helpers/server-html';
import { WIDTHS } from './helpers/tags';
import { settledBoxes } from './helpers/layout';

const NOTICE_DAYS = business.holidayNoticeDays;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** Noon of a day without any holiday entry and with no closure near enough for the notice. */
function quietNoon(shops: Shop[]): string {
  const entries = shops.flatMap((s) => s.hoursOverrides);
  const quiet = (d: string) => !entries.some((o) => o.date === d || (o.closed && o.date > d && o.date <= addDays(d, NOTICE_DAYS)));
  let date = SOME_MONDAY;
  for (let i = 0; i < 366 && !quiet(date); i++) date = addDays(date, 1);
  return noonOn(date);
}

/** The content's first holiday closure: its date, label, the shops it closes, and whether that is all of them. */
async function firstClosure(request: Parameters<typeof listShops>[0]) {
  const shops = await listShops(request);
  const first = firstHolidayClosure(shops);
  test.skip(!first, 'the content has no holiday closure');
  const { date, label } = first!.holiday;
  const closed = shops.filter((s) => s.hoursOverrides.some((o) => o.date === date && o.label === label && o.closed));
  return { shops, date, label, closed, all: closed.length === shops.length };
}

/** The footer's shops in page order: name, today's hours, phone. */
const footerShops = (page: Page) => page.getByRole('contentinfo').getByTestId('footer-shop');

/** An element's text as a visitor reads it, whitespace collapsed. */
const shownText = async (locator: Locator) => (await locator.textContent())?.replace(/\s+/g, ' ').trim();

async function expectFooterShops(page: Page, shops: Shop[], instants: Date[]) {
  const rows = footerShops(page);
  await expect(rows).toHaveCount(shops.length);
  for (const [i, shop] of shops.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole('link', { name: shop.name, exact: true })).toHaveAttribute('href', `/locations/${shop.slug}`);
    expect(readingsAt(instants, (now) => todaysHours(shop.hours, shop.hoursOverrides, now).text)).toContain(await shownText(row.getByTestId('footer-hours')));
    const phone = row.getByRole('link', { name: `Call ${shop.name}: ${shop.phoneNumber}`, exact: true });
    await expect(phone).toHaveAttribute('href', telHref(shop.phoneNumber));
    await expect(phone).toBeVisible();
  }
}

test.describe('footer', () => {
  test("shows each shop's phone and today's hours with a link to its page, on light and dark pages", async ({ page, request }) => {
    const shops = await listShops(request);
    for (const path of ['/menu', '/']) {
      const before = new Date();
      await page.goto(path);
      await expectFooterShops(page, shops, [before, new Date()]);
    }
  });

  test('says "Closed today" with the holiday on a holiday closure', async ({ page, request }) => {
    const { shops, date, label, closed } = await firstClosure(request);
    const now = noonOn(date);
    await page.setExtraHTTPHeaders(at(now));
    await page.goto('/contact');
    await expectFooterShops(page, shops, [new Date(now)]);
    for (const shop of closed) {
      await expect(footerShops(page).filter({ has: page.getByRole('link', { name: shop.name, exact: true }) }).getByTestId('footer-hours')).toHaveText(`Closed today: ${label}`);
    }
  });

  test('is in the server HTML, and a database outage leaves out only the shops, with the page still 200', async ({ request }) => {
    const shops = await listShops(request);
    const now = quietNoon(shops);
    const healthy = await serverPage(request, '/rewards', at(now));
    expect(healthy.status).toBe(200);
    for (const shop of shops) {
      expect(healthy.html).toContain(`href="${telHref(shop.phoneNumber)}"`);
      expect(healthy.text).toContain(`${shop.name} ${todaysHours(shop.hours, shop.hoursOverrides, new Date(now)).text} Call ${shop.name}: ${shop.phoneNumber}`);
    }
    for (const path of ['/rewards', '/', '/locations']) {
      const down = await serverPage(request, path, { ...at(now), ...fault({ locations: 'error' }) });
      expect(down.status, path).toBe(200);
      expect(down.html, path).not.toContain('data-testid="footer-shop"');
      expect(down.html, path).not.toContain('data-testid="find-shop"');
      expect(down.text, path).toContain('To Top');
      expect(down.text, path).toContain('Buy a gift card');
    }
  });

  test('a bug reading the shops leaves them out of a page that does not need them, and that page still answers 200', async ({ request }) => {
    const down = await serverPage(request, '/rewards', fault({ locations: 'bug' }));
    expect(down.status).toBe(200);
    expect(down.html).not.toContain('data-testid="footer-shop"');
    expect(down.text).toContain('To Top');
  });

  test('shows the social media pages of the content, each named after its site', async ({ page }) => {
    test.skip(business.social.length === 0, 'the content lists no social media pages');
    await page.goto('/menu');
    const list = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' });
    await expect(list.getByRole('link')).toHaveCount(business.social.length);
    for (const [i, url] of business.social.entries()) {
      const link = list.getByRole('link').nth(i);
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAccessibleName(socialName(url));
      await expect(link).toBeVisible();
    }
  });
});

test.describe('home: find your shop', () => {
  /** The strip on the page now: every shop in order, with its page and its status at one of these instants. */
  async function expectStrip(page: Page, shops: Shop[], instants: Date[]) {
    const strip = page.getByRole('region', { name: homeCopy.findShop.headline });
    await expect(strip.getByRole('heading', { level: 2 })).toHaveText(homeCopy.findShop.headline);
    const cards = strip.getByTestId('find-shop-card');
    await expect(cards).toHaveCount(shops.length);
    for (const [i, shop] of shops.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: shop.name, exact: true })).toHaveAttribute('href', `/locations/${shop.slug}`);
      expect(readingsAt(instants, (now) => statusAt(shop, now.toISOString()))).toContain(await shownText(cards.nth(i).getByTestId('open-status')));
    }
    await expect(strip.getByRole('link', { name: homeCopy.findShop.linkLabel })).toHaveAttribute('href', '/locations');
  }

  test('lists every shop with its open status now and its page, and links to all locations', async ({ page, request }) => {
    const shops = await listShops(request);
    const before = new Date();
    await page.goto('/');
    await expectStrip(page, shops, [before, new Date()]);
  });

  test('at a fixed clock, a regular day and the first holiday closure: the statuses differ between them', async ({ page, request }) => {
    const shops = await listShops(request);
    const closure = firstHolidayClosure(shops);
    const shown: string[][] = [];
    for (const now of [quietNoon(shops), ...(closure ? [noonOn(closure.holiday.date)] : [])]) {
      await page.setExtraHTTPHeaders(at(now));
      await page.goto('/');
      await expectStrip(page, shops, [new Date(now)]);
      shown.push(await page.getByTestId('find-shop-card').getByTestId('open-status').allTextContents());
    }
    // The closure's shop says so at its noon, as it does not on the regular day.
    if (closure) expect(shown[1]).not.toEqual(shown[0]);
  });

  test('a home page left open as a shop opens shows its new status, without a reload', async ({ page, request }) => {
    const shops = await listShops(request);
    const { before, after } = aroundOpening(shops[0], lookoutDate(shops));
    expect(statusAt(shops[0], after)).not.toBe(statusAt(shops[0], before));
    // The browser's clock and the server's stand a minute before the opening, then both move on.
    await page.clock.install({ time: new Date(before) });
    await page.setExtraHTTPHeaders(at(before));
    await page.goto('/');
    await expectStrip(page, shops, [new Date(before)]);
    await page.evaluate(() => Object.assign(window, { stayedOpen: true }));
    await page.setExtraHTTPHeaders(at(after));
    await page.clock.runFor('02:00');
    await expect(page.getByTestId('find-shop-card').first().getByTestId('open-status')).toHaveText(statusAt(shops[0], after));
    await expectStrip(page, shops, [new Date(after)]);
    expect(await page.evaluate(() => 'stayedOpen' in window)).toBe(true);
  });

  test('every card sets the name over its status, so the list reads alike at every width', WIDTHS, async ({ page, request }) => {
    const shops = await listShops(request);
    await page.goto('/');
    const cards = page.getByTestId('find-shop-card');
    await expect(cards).toHaveCount(shops.length);
    for (const [i, shop] of shops.entries()) {
      const [name, status] = await settledBoxes(page, cards.nth(i).getByRole('link', { name: shop.name, exact: true }), cards.nth(i).getByTestId('open-status'));
      expect(status.y, `${shop.name}: the status under the name`).toBeGreaterThanOrEqual(name.y + name.height - 1);
      expect(Math.abs(status.x - name.x), `${shop.name}: the status starts where the name does`).toBeLessThanOrEqual(1);
    }
  });

  test('a card leads to its shop page', async ({ page, request }) => {
    const shops = await listShops(request);
    const shop = shops[shops.length - 1];
    await page.goto('/');
    const card = page.getByTestId('find-shop-card').filter({ has: page.getByRole('link', { name: shop.name, exact: true }) });
    // Anywhere on the card, here its lower right corner beside the status.
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 6, y: box.height - 6 } });
    await expect(page).toHaveURL(new RegExp(`/locations/${escapeRegExp(shop.slug)}$`));
  });
});

test.describe('holiday notice', () => {
  test(`shows from ${NOTICE_DAYS} days before a closure through the day, on every page, naming the day and the shops`, async ({ page, request }) => {
    const { date, label, closed, all } = await firstClosure(request);
    const line = `${label} (${formatDateLabel(date)}): closed at `;
    const notice = page.getByRole('complementary', { name: 'Holiday closures' });
    for (const day of [addDays(date, -NOTICE_DAYS), date]) {
      await page.setExtraHTTPHeaders(at(noonOn(day)));
      for (const path of ['/', '/menu']) {
        await page.goto(path);
        await expect(notice, `${path} on ${day}`).toBeVisible();
        const sentence = notice.getByText(line);
        await expect(sentence).toBeVisible();
        if (all) await expect(sentence).toHaveText(new RegExp(`^${escapeRegExp(`${line}all our shops.`)}`));
        else for (const shop of closed) await expect(sentence).toContainText(shop.name);
        await expect(notice.getByRole('link', { name: 'See hours' })).toHaveAttribute('href', '/locations');
      }
    }
    // Not the day before the window, nor the day after.
    for (const day of [addDays(date, -NOTICE_DAYS - 1), addDays(date, 1)]) {
      await page.setExtraHTTPHeaders(at(noonOn(day)));
      await page.goto('/menu');
      await expect(page.getByText(line), day).toHaveCount(0);
    }
  });

  test("'See hours' leads to the shops, each card listing the coming days' holiday and special hours", async ({ page, request }) => {
    const { date } = await firstClosure(request);
    const day = addDays(date, -1);
    await page.setExtraHTTPHeaders(at(noonOn(day)));
    await page.goto('/menu');
    await page.getByRole('complementary', { name: 'Holiday closures' }).getByRole('link', { name: 'See hours' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    for (const shop of await listShops(request)) {
      const coming = upcomingOverrides(shop.hoursOverrides, new Date(noonOn(day)), NOTICE_DAYS);
      const card = page.getByTestId('location-card').filter({ has: page.getByRole('heading', { name: shop.name, exact: true }) });
      const list = card.getByRole('list', { name: `Holiday hours at ${shop.name}` });
      if (coming.length === 0) await expect(list, shop.name).toHaveCount(0);
      else await expect(list.getByRole('listitem'), shop.name).toHaveText(coming.map((o) => `${o.label} (${formatDateLabel(o.date)}): ${overrideHoursText(o)}`));
    }
  });

  test('is rendered on the server, above the header', async ({ request }) => {
    const { date, label } = await firstClosure(request);
    for (const path of ['/', '/careers', '/no-such-page']) {
      const { html, text } = await serverPage(request, path, at(noonOn(date)));
      expect(text, path).toContain(`${label} (${formatDateLabel(date)}): closed at `);
      expect(html.indexOf('data-testid="holiday-notice"'), path).toBeGreaterThan(-1);
      expect(html.indexOf('data-testid="holiday-notice"'), path).toBeLessThan(html.indexOf('<header'));
    }
    const quiet = await serverPage(request, '/careers', at(quietNoon(await listShops(request))));
    expect(quiet.html).not.toContain('data-testid="holiday-notice"');
  });

  test('fits the screen with the footer: nothing wider than the window, the header still on top', WIDTHS, async ({ page, request }) => {
    const { date } = await firstClosure(request);
    await page.setExtraHTTPHeaders(at(noonOn(addDays(date, -1))));
    for (const path of ['/', '/locations']) {
      await page.goto(path);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      const [notice, header] = await settledBoxes(page, page.getByTestId('holiday-notice'), page.locator('header').first());
      expect(notice.y + notice.height, path).toBeLessThanOrEqual(header.y + 1);
      // Compact: a few lines at most, even on a phone.
      expect(notice.height, path).toBeLessThan(width < 500 ? 140 : 80);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      for (const box of await footer.getByTestId('footer-shop').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(width);
    }
  });

  test('no axe violations with the notice, the strip and the footer, black and light modes', WIDTHS, async ({ page, request }) => {
    const { date } = await firstClosure(request);
    await page.setExtraHTTPHeaders(at(noonOn(date)));
    await page.route('**/video/**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.webm', contentType: 'video/webm' }));
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    }
  });
});
