/**
 * What a catering planner budgets with: each card's figures at a glance, each menu's price per
 * person and minimum, "Request this menu" into the quote form, the short-notice warning by the
 * event date and the seasonal menus' windows. Expectations come from the seeded content and the
 * quote page's copy.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { businessInstant, noonOn, readingsAt, seeded } from './helpers/content';
import { ownClient, sampleEmail, storedSubmission } from './helpers/forms';
import { readsBackWhatItStores } from './helpers/target';
import { at } from './helpers/hooks';
import { cateringQuoteCopy as copy } from '../lib/content/copy/catering-quote';
import { cateringCopy as cateringPage } from '../lib/content/copy/catering';
import { fillTemplate } from '../lib/content/template';
import { addDays } from '../lib/domain/time';
import { businessDate } from '../lib/domain/zone';
import { formatUsd, formatWholeUsd } from '../lib/domain/price';
import { isMenuInSeason, leadTimeWords, monthDayWords } from '../lib/domain/catering';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const CARD = { 'pickup-delivery': 'pickup', onsite: 'onsite' } as const;
const OPTION = { 'pickup-delivery': 'Pickup Catering', onsite: 'On-Site Catering' } as const;
const menus = () => seeded().cateringMenus;
const menuSelect = (page: Page) => page.getByTestId('catering-form').getByRole('combobox', { name: 'Menu', exact: true });
const yearRound = () => menus().filter((m) => !m.availableFrom);
const seasonal = () => menus().filter((m) => m.availableFrom);

test("each year-round menu's dialog gives its price per person and minimum guests", async ({ page }) => {
  const priced = yearRound().filter((m) => m.pricePerPersonCents != null || m.minimumGuests != null);
  test.skip(priced.length === 0, 'the content has no priced catering menu');
  await page.goto('/catering');
  for (const m of priced) {
    await page.getByTestId(`catering-card-${CARD[m.service]}`).getByRole('button', { name: m.title, exact: true }).click();
    const budget = page.getByRole('dialog', { name: m.title }).getByTestId('catering-menu-budget');
    if (m.pricePerPersonCents != null) await expect(budget).toContainText(`${formatUsd(m.pricePerPersonCents / 100)} per person`);
    if (m.minimumGuests != null) await expect(budget).toContainText(`${m.minimumGuests.toLocaleString('en-US')} guests minimum`);
    await page.getByRole('dialog', { name: m.title }).getByRole('button', { name: 'Close' }).click();
  }
});

test('each catering card sums up its menus in season: the lowest price per person, the smallest party and the notice it needs', async ({ page }) => {
  const lead = copy.leadTime;
  const words = cateringPage.services.glance;
  // What a card should say at an instant: figures from the menus on offer then, lead time from the quote page's copy.
  const factsAt = (type: 'pickup' | 'delivery' | 'onsite', now: Date) => {
    const offered = menus().filter((m) => CARD[m.service] === (type === 'delivery' ? 'pickup' : type) && isMenuInSeason({ availableFrom: m.availableFrom ?? null, availableTo: m.availableTo ?? null }, now));
    const prices = offered.flatMap((m) => (m.pricePerPersonCents == null ? [] : [m.pricePerPersonCents / 100]));
    // A menu without a minimum serves any party: then the card names no smallest one.
    const minimums = offered.some((m) => m.minimumGuests == null) ? [] : offered.map((m) => m.minimumGuests!);
    const onsite = type === 'onsite';
    const leadTime = onsite ? lead.onsiteDays : lead.pickupDeliveryHours;
    return JSON.stringify([
      ...(prices.length ? [fillTemplate(words.price, { price: formatUsd(Math.min(...prices)) })] : []),
      ...(minimums.length ? [fillTemplate(words.guests, { guests: Math.min(...minimums).toLocaleString('en-US') })] : []),
      ...(leadTime > 0 ? [fillTemplate(words.lead, { lead: onsite ? `${leadTime} day${leadTime === 1 ? '' : 's'}` : `${leadTime} hour${leadTime === 1 ? '' : 's'}` })] : []),
    ]);
  };
  const before = new Date();
  await page.goto('/catering');
  const after = new Date();
  for (const type of ['pickup', 'delivery', 'onsite'] as const) {
    const card = page.getByTestId(`catering-card-${type}`);
    const expected = readingsAt([before, after], (now) => factsAt(type, now));
    const shown = await card.getByTestId('catering-facts').getByRole('listitem').allTextContents();
    expect(expected, `the ${type} card's figures`).toContain(JSON.stringify(shown));
  }
});

test('"Request this menu" opens the quote form with the option and the menu chosen, and the menu goes with the request', async ({ page, request }) => {
  readsBackWhatItStores();
  const menu = yearRound()[0];
  test.skip(!menu, 'the content has no year-round catering menu');
  await ownClient(page);
  await page.goto('/catering');
  const type = CARD[menu.service];
  await page.getByTestId(`catering-card-${type}`).getByRole('button', { name: menu.title, exact: true }).click();
  await page.getByRole('dialog', { name: menu.title }).getByRole('link', { name: 'Request this menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/catering/request-quote\\?type=${type}&menu=${menu.id}$`));
  await expect(page.getByRole('radio', { name: new RegExp(`^${OPTION[menu.service]}`) })).toBeChecked();
  await expect(menuSelect(page)).toHaveValue(menu.title);

  if (menu.service === 'onsite') await page.getByLabel(/^Event location/).fill('Todos Santos Plaza, Concord');
  else await page.getByLabel(/^Kinder's location/).selectOption({ index: 1 });
  await page.getByLabel(/^Guest size/).fill(String(menu.minimumGuests ?? 20));
  await page.getByLabel(/^First name/).fill('Maria');
  await page.getByLabel(/^Last name/).fill('Garcia');
  await page.getByLabel(/^Email address/).fill(sampleEmail('maria'));
  await page.getByLabel(/^Phone number/).fill('(925) 555-0188');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/catering')),
    page.getByTestId('catering-form').getByRole('button', { name: 'Request Quote' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const id = (await response.json()).data.id;
  // The reference the team's e-mail names, for a visitor who calls about it.
  await expect(page.getByTestId('sent-reference')).toContainText(id);
  const saved = await storedSubmission(request, id);
  expect(saved.submission).toMatchObject({ cateringOption: OPTION[menu.service], cateringMenu: menu.title });
  expect(JSON.stringify(saved.outbox)).toContain(`Menu: ${menu.title}`);
});

test('a menu of another service is not preselected', async ({ page }) => {
  const onsite = yearRound().find((m) => m.service === 'onsite');
  test.skip(!onsite, 'the content has no year-round on-site menu');
  await page.goto(`/catering/request-quote?type=pickup&menu=${onsite!.id}`);
  await expect(menuSelect(page)).toHaveValue('');
});

test("the option and menu the visitor changed from the link's stay changed after a reload and after Back", async ({ page }) => {
  const [menu, other] = yearRound().filter((m) => m.service === 'pickup-delivery');
  test.skip(!other, 'the content has fewer than two year-round pickup and delivery menus');
  const pickup = page.getByRole('radio', { name: /^Pickup Catering/ });
  const expectTheirChoice = async () => {
    await expect(pickup).toBeChecked();
    await expect(menuSelect(page)).toHaveValue(other.title);
  };
  await page.goto(`/catering/request-quote?type=delivery&menu=${menu.id}`);
  await expect(menuSelect(page)).toHaveValue(menu.title);
  await pickup.check();
  await menuSelect(page).selectOption(other.title);
  await page.reload();
  await expectTheirChoice();
  await page.getByRole('main').getByRole('link', { name: 'Catering', exact: true }).click();
  await expect(page).toHaveURL(/\/catering$/);
  await page.goBack();
  await expectTheirChoice();
});

test('"Request this menu" followed again gives that menu again, over what the visitor had changed it to', async ({ page }) => {
  const [menu, other] = yearRound().filter((m) => m.service === 'pickup-delivery');
  test.skip(!other, 'the content has fewer than two year-round pickup and delivery menus');
  const requestMenu = async () => {
    await page.getByTestId('catering-card-pickup').getByRole('button', { name: menu.title, exact: true }).click();
    await page.getByRole('dialog', { name: menu.title }).getByRole('link', { name: 'Request this menu' }).click();
    await expect(page).toHaveURL(/\/catering\/request-quote\?/);
  };
  await page.goto('/catering');
  await requestMenu();
  await expect(menuSelect(page)).toHaveValue(menu.title);
  await page.getByRole('radio', { name: /^Delivery Catering/ }).check();
  await menuSelect(page).selectOption(other.title);
  await page.getByRole('main').getByRole('link', { name: 'Catering', exact: true }).click();
  await requestMenu();
  await expect(page.getByRole('radio', { name: /^Pickup Catering/ })).toBeChecked();
  await expect(menuSelect(page)).toHaveValue(menu.title);
});

test('the quote form estimates the total for the chosen menu and guest size, and names the minimum for a smaller party', async ({ page }) => {
  const menu = yearRound().find((m) => m.pricePerPersonCents != null && m.minimumGuests != null && m.minimumGuests > 1);
  test.skip(!menu, 'the content has no year-round catering menu with a price and a minimum above one guest');
  const { title, pricePerPersonCents, minimumGuests } = menu as typeof menu & { pricePerPersonCents: number; minimumGuests: number };
  const price = pricePerPersonCents / 100;
  const estimate = page.getByTestId('menu-estimate');
  const guests = page.getByLabel(/^Guest size/);
  await page.goto(`/catering/request-quote?type=${CARD[menu!.service]}&menu=${menu!.id}`);
  await expect(menuSelect(page)).toHaveValue(title);
  const party = minimumGuests * 2;
  await guests.fill(String(party));
  await expect(estimate).toHaveText(fillTemplate(copy.estimate.total, { total: formatWholeUsd(price * party), guests: party.toLocaleString('en-US'), price: formatUsd(price) }));
  await guests.fill(String(minimumGuests - 1));
  await expect(estimate).toHaveText(fillTemplate(copy.estimate.belowMinimum, { menu: title, minimum: minimumGuests.toLocaleString('en-US') }));
  // "Not sure yet": nothing to estimate.
  await menuSelect(page).selectOption('');
  await expect(estimate).toHaveCount(0);
});

test('the event date warns, without blocking, when it is sooner than the lead time', async ({ page }) => {
  const lead = copy.leadTime;
  const pickupDays = Math.ceil(lead.pickupDeliveryHours / 24);
  const notice = page.getByTestId('lead-time-notice');
  const date = page.getByLabel(/^Event date/);
  // Today as the server that drew the form sees it: the date field's earliest date, which is the
  // business's date at the live clock. Read on each load, so a midnight between two loads cannot
  // put the test and the page a day apart, and the test needs no fixed clock: it runs against
  // any deployment.
  let today = '';
  const load = async (type: string) => {
    const before = new Date();
    await page.goto(`/catering/request-quote?type=${type}`);
    today = (await date.getAttribute('min')) ?? '';
    expect(readingsAt([before, new Date()], businessDate)).toContain(today);
  };
  const dateIn = (days: number) => date.fill(addDays(today, days));
  // A lead time of 0 makes no date short notice: that option has nothing to warn about.
  const cases = [
    { type: 'onsite', days: lead.onsiteDays, words: leadTimeWords(true, lead) },
    ...['pickup', 'delivery'].map((type) => ({ type, days: pickupDays, words: leadTimeWords(false, lead) })),
  ].filter((c) => c.days > 0);
  test.skip(cases.length === 0, 'the content sets no lead time');
  for (const { type, days, words } of cases) {
    await load(type);
    await dateIn(days - 1);
    await expect(notice).toHaveText(fillTemplate(lead.notice, { lead: words }));
    await dateIn(days);
    await expect(notice).toHaveCount(0);
  }
  // The warning sits right under the date and guest size (side by side on desktop, stacked on phones), and it is only a warning.
  await dateIn(0);
  await expect(notice).toBeVisible();
  // Both boxes in one look, so a scroll in between cannot move one of them.
  const gap = await page.evaluate(() => {
    const bottom = Math.max(...['eventDate', 'guestSize'].map((n) => document.querySelector(`input[name="${n}"]`)!.getBoundingClientRect().bottom));
    return document.querySelector('[data-testid="lead-time-notice"]')!.getBoundingClientRect().top - bottom;
  });
  expect(gap).toBeGreaterThan(0);
  expect(gap).toBeLessThan(80);
  await page.getByTestId('catering-form').getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByLabel(/^Event date/)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a seasonal menu is offered only inside its window, in the business time zone', async ({ page }) => {
  const menu = seasonal()[0];
  test.skip(!menu, 'the content has no seasonal catering menu');
  const button = () => page.getByTestId(`catering-card-${CARD[menu.service]}`).getByRole('button', { name: menu.title, exact: true });
  const catering = async (iso: string) => {
    await page.setExtraHTTPHeaders(at(iso));
    await page.goto('/catering');
  };
  const from = `2026-${menu.availableFrom}`;
  const to = `2026-${menu.availableTo}`;
  // The first minute of the first day and the last of the last day, in California.
  await catering(businessInstant(from, 0));
  await expect(button()).toHaveCount(1);
  await catering(businessInstant(addDays(from, -1), 23 * 60 + 59));
  await expect(button()).toHaveCount(0);
  await catering(businessInstant(to, 23 * 60 + 59));
  await expect(button()).toHaveCount(1);
  if (menu.availableFrom! <= menu.availableTo!) {
    await catering(businessInstant(addDays(to, 1), 0));
    await expect(button()).toHaveCount(0);
  }

  // The quote form offers it on the same days.
  await page.setExtraHTTPHeaders(at(noonOn(from)));
  await page.goto(`/catering/request-quote?type=${CARD[menu.service]}`);
  await expect(menuSelect(page).getByRole('option', { name: menu.title, exact: true })).toHaveCount(1);
  await page.setExtraHTTPHeaders(at(noonOn(addDays(from, -1))));
  await page.goto(`/catering/request-quote?type=${CARD[menu.service]}`);
  await expect(menuSelect(page).getByRole('option', { name: menu.title, exact: true })).toHaveCount(0);
});

test('a seasonal menu chosen for a date after its season warns, without blocking', async ({ page }) => {
  const menu = seasonal()[0];
  test.skip(!menu, 'the content has no seasonal catering menu');
  // On the season's first day the menu is on offer; the day after its last day is not in it
  // (a window over New Year ends in the next year). Next year's season, whenever the test runs:
  // the server checks the request again and refuses a past date by its own clock, which its test
  // clock does not move.
  const year = Number(businessDate().slice(0, 4)) + 1;
  const from = `${year}-${menu.availableFrom}`;
  const after = addDays(`${menu.availableFrom! <= menu.availableTo! ? year : year + 1}-${menu.availableTo}`, 1);
  await page.setExtraHTTPHeaders(at(noonOn(from)));
  await page.goto(`/catering/request-quote?type=${CARD[menu.service]}&menu=${menu.id}`);
  await expect(menuSelect(page)).toHaveValue(menu.title);
  const notice = page.getByTestId('season-notice');
  const date = page.getByLabel(/^Event date/);
  await date.fill(from);
  await expect(notice).toHaveCount(0);
  await date.fill(after);
  await expect(notice).toHaveText(fillTemplate(copy.seasonNotice, { menu: menu.title, from: monthDayWords(menu.availableFrom!), to: monthDayWords(menu.availableTo!) }));
  await page.getByTestId('catering-form').getByRole('button', { name: 'Request Quote' }).click();
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expect(menuSelect(page)).not.toHaveAttribute('aria-invalid', 'true');
});
