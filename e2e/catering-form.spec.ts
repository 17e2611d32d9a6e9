/**
 * /catering/request-quote: the server HTML, the form's rules, sending, errors, keyboard and layout.
 * The shops in the form come from the site's API.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { escapeRegExp, firstHolidayClosure, listShops, noonOn, typeAhead } from './helpers/content';
import { cspViolations, expectEveryErrorText, expectNoAxeViolationsAtRest, expectSendsOnceWhileBusy, ownClient, type FormUnderTest, recordCspViolations, sampleEmail, storedSubmission, tabTo } from './helpers/forms';
import { readsBackWhatItStores } from './helpers/target';
import { at, fault } from './helpers/hooks';
import { rscPayload, serverPage } from './helpers/server-html';
import { business } from '../lib/content/copy/business';
import { cateringQuoteCopy as copy } from '../lib/content/copy/catering-quote';
import { fillTemplate } from '../lib/content/template';
import { formatDateLabel } from '../lib/domain/hours';
import { addDays, weekdayOfDate } from '../lib/domain/time';
import { businessDate } from '../lib/domain/zone';
import { UNFINISHED_INPUT } from '../lib/forms/unfinished';
import { WIDTHS } from './helpers/tags';
import { atProjectAndTabletWidths, expectPictureClearOfWords, settledBoxes } from './helpers/layout';

const PATH = '/catering/request-quote';
const OFFICE_PHONE = business.cateringOfficePhone;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const form = (page: Page) => page.getByTestId('catering-form');
const option = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const shop = (page: Page) => page.getByLabel(/^Kinder's location/);
const venue = (page: Page) => page.getByLabel(/^Event location/);
const submit = (page: Page) => form(page).getByRole('button', { name: /Request Quote|Sending Request/ });
const alert = (page: Page) => form(page).getByRole('alert');

/** The contact fields, with an address of the test's own; returns that address. */
async function fillContact(page: Page) {
  const email = sampleEmail('maria');
  await page.getByLabel(/^Guest size/).fill('150');
  await page.getByLabel(/^First name/).fill('Maria');
  await page.getByLabel(/^Last name/).fill('Garcia');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Phone number/).fill('(925) 555-0188');
  return email;
}

/** A pickup request from the first shop on the list, whichever it is. */
async function fillPickup(page: Page) {
  await option(page, 'Pickup Catering').check();
  await shop(page).selectOption({ index: 1 });
  await fillContact(page);
}

const FORM: FormUnderTest = { path: PATH, api: '**/api/catering', fill: fillPickup, submit, alert, form };

test('the server HTML has the title, the reply-time promise, the form, the FAQ and the breadcrumbs', async ({ request }) => {
  const { status, html, text, jsonLd } = await serverPage(request, PATH);
  expect(status).toBe(200);
  expect(html).toMatch(/<title>Catering Request Quote[^<]*<\/title>/);
  expect(html).toMatch(/<h1[^>]*>Catering Request Quote<\/h1>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/catering\/request-quote"/);
  // The promise names the business's reply time; the FAQ states the lead times and the holiday menu's dates.
  const promise = fillTemplate(copy.promise, { hours: business.responseHours });
  for (const words of [promise, 'Catering Quote Form', 'Delivery Catering', 'Pickup Catering', 'On-Site Catering', ...copy.faq.map((f) => f.answer)]) {
    expect(text, words).toContain(words);
  }
  const crumbs = jsonLd.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
  expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Catering', 'Catering Request Quote']);
  expect(crumbs?.itemListElement[2].item).toMatch(/\/catering\/request-quote$/);
  const faq = jsonLd.find((n) => n['@type'] === 'FAQPage') as { mainEntity: { acceptedAnswer: { text: string } }[] } | undefined;
  expect(faq?.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(copy.faq.map((f) => f.answer));
});

test('the form is handed its own words only: the rest of the page copy is not sent to the browser twice', async ({ request }) => {
  const payload = rscPayload((await serverPage(request, PATH)).html);
  const times = (words: string) => payload.split(JSON.stringify(words)).length - 1;
  // The form's words are in its props.
  expect(times(copy.sent.again)).toBe(1);
  // The aside's headings stand once, as the aside's own text; twice would be the whole copy in
  // the form's props as well.
  expect(times(copy.call.heading)).toBe(1);
  expect(times(copy.steps.heading)).toBe(1);
});

test('the FAQ is visible and opens', async ({ page }) => {
  await page.goto(PATH);
  const question = page.getByText(copy.faq[0].question);
  await question.click();
  await expect(page.getByText(copy.faq[0].answer)).toBeVisible();
});

for (const [type, label] of [
  ['pickup', 'Pickup Catering'],
  ['delivery', 'Delivery Catering'],
  ['onsite', 'On-Site Catering'],
] as const) {
  test(`?type=${type} preselects ${label}`, async ({ page }) => {
    await page.goto(`${PATH}?type=${type}`);
    await expect(option(page, label)).toBeChecked();
    if (type === 'onsite') {
      await expect(venue(page)).toBeVisible();
      await expect(shop(page)).toHaveCount(0);
    } else {
      await expect(shop(page)).toBeVisible();
      await expect(venue(page)).toHaveCount(0);
    }
  });
}

test('without a known type nothing is preselected and neither location field shows', async ({ page }) => {
  await page.goto(`${PATH}?type=banquet`);
  for (const label of ['Delivery Catering', 'Pickup Catering', 'On-Site Catering']) await expect(option(page, label)).not.toBeChecked();
  await expect(shop(page)).toHaveCount(0);
  await expect(venue(page)).toHaveCount(0);
});

test('the shop shows for pickup and delivery with every shop, the venue only for on-site', async ({ page, request }) => {
  const shops = await listShops(request);
  await page.goto(PATH);
  await option(page, 'Delivery Catering').check();
  await expect(shop(page)).toBeVisible();
  await expect(shop(page).locator('option')).toHaveText(['Select a location', ...shops.map((s) => s.name)]);
  await option(page, 'On-Site Catering').check();
  await expect(shop(page)).toHaveCount(0);
  await expect(venue(page)).toBeVisible();
  await option(page, 'Pickup Catering').check();
  await expect(venue(page)).toHaveCount(0);
  await expect(shop(page)).toBeVisible();
});

test("a pickup on a day the chosen shop is closed is warned of, with the holiday's name; the request may still go", async ({ page, request }) => {
  const closure = firstHolidayClosure(await listShops(request));
  test.skip(!closure, 'the content has no holiday closure');
  const { shop: closedShop, holiday } = closure!;
  // The page drawn a week before the holiday, so its date can be chosen.
  await page.setExtraHTTPHeaders(at(noonOn(addDays(holiday.date, -7))));
  await page.goto(`${PATH}?type=pickup`);
  await shop(page).selectOption(closedShop.slug);
  await page.getByLabel(/^Event date/).fill(holiday.date);
  const notice = page.getByTestId('closed-day-notice');
  await expect(notice).toHaveText(fillTemplate(copy.closedNotice, { shop: closedShop.name, day: `${formatDateLabel(holiday.date)} (${holiday.label})` }));
  // The day before opens (a closure on two days running would be two holidays), and on-site says nothing.
  const dayBefore = addDays(holiday.date, -1);
  const dayBeforeClosed = closedShop.hoursOverrides.some((o) => o.date === dayBefore && o.closed) || closedShop.hours[weekdayOfDate(dayBefore)]?.closed;
  if (!dayBeforeClosed) {
    await page.getByLabel(/^Event date/).fill(dayBefore);
    await expect(notice).toHaveCount(0);
    await page.getByLabel(/^Event date/).fill(holiday.date);
    await expect(notice).toBeVisible();
  }
  await option(page, 'On-Site Catering').check();
  await expect(notice).toHaveCount(0);
});

test('when the shops cannot be read the form still shows, with no shop to choose', async ({ page }) => {
  // The server accepts exactly the shops in the database, so none is offered while it cannot be
  // read (never a list from elsewhere that the server would then refuse).
  await page.setExtraHTTPHeaders(fault({ locations: 'error' }));
  const response = await page.goto(`${PATH}?type=pickup`);
  expect(response?.status()).toBe(200);
  await expect(option(page, 'Pickup Catering')).toBeChecked();
  await expect(shop(page).locator('option')).toHaveText(['Select a location']);
  await expect(page.getByLabel(/^First name/)).toBeEditable();
});

test('checks the form in the browser: messages under the fields, a summary, focus on the first invalid field, nothing sent', WIDTHS, async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/catering') && posts.push(r.url()));
  await page.goto(PATH);
  await submit(page).click();
  await expect(option(page, 'Delivery Catering')).toBeFocused();
  for (const text of ['Please choose a catering option.', 'Please enter the number of guests.', 'Please enter your first name.', 'Please enter your last name.', 'Please enter your email address.', 'Please enter your phone number.']) {
    await expect(alert(page)).toContainText(text);
  }
  await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription('Please enter your first name.');
  await expectNoAxeViolationsAtRest(page);

  // A shop that appears later is still focused first: it comes first on the page.
  await option(page, 'Pickup Catering').check();
  await page.getByLabel(/^Email address/).fill('maria@');
  await submit(page).click();
  await expect(shop(page)).toBeFocused();
  await expect(shop(page)).toHaveAccessibleDescription('Please choose the location for your pickup or delivery.');
  await expect(page.getByLabel(/^Email address/)).toHaveAccessibleDescription('Please enter a valid email address.');
  await page.getByLabel(/^Guest size/).fill('10001');
  await submit(page).click();
  await expect(page.getByLabel(/^Guest size/)).toHaveAccessibleDescription(/Guest size must be between 1 and 10000\.$/);

  await option(page, 'On-Site Catering').check();
  await submit(page).click();
  await expect(venue(page)).toBeFocused();
  await expect(venue(page)).toHaveAccessibleDescription(/Please enter where your event will take place\.$/);
  expect(posts).toEqual([]);
});

test('on a short phone screen the unchosen option\'s message is in sight beside the focused first option', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto(PATH);
  await submit(page).click();
  const group = form(page).getByRole('radiogroup');
  await expect(group.getByRole('radio').first()).toBeFocused();
  await expect(group.getByText('Please choose a catering option.')).toBeInViewport();
});

test('a date typed without its year, and letters in the guest size, are refused with what to finish; nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/catering') && posts.push(r.url()));
  await page.goto(PATH);
  await fillPickup(page);
  // Month and day typed, the year not: the browser's date field holds no value.
  const date = page.getByLabel(/^Event date/);
  await date.focus();
  await page.keyboard.type('1215');
  await submit(page).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAccessibleDescription(UNFINISHED_INPUT.date);
  await expect(alert(page)).toContainText(UNFINISHED_INPUT.date);
  // A whole date, then a letter where the guests' number goes.
  await date.fill(addDays(businessDate(), 30));
  const guests = page.getByLabel(/^Guest size/);
  await guests.fill('');
  await guests.pressSequentially('e');
  await submit(page).click();
  await expect(guests).toBeFocused();
  await expect(guests).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(UNFINISHED_INPUT.number)}$`));
  await expect(alert(page)).not.toContainText(UNFINISHED_INPUT.date);
  expect(posts).toEqual([]);
});

test('a pickup request is stored and the success view shows the chosen shop\'s phone', WIDTHS, async ({ page, request }) => {
  readsBackWhatItStores();
  const chosen = (await listShops(request))[0];
  await ownClient(page);
  await page.goto(`${PATH}?type=pickup`);
  await shop(page).selectOption(chosen.slug);
  await page.getByLabel(/^Event type/).selectOption('Wedding');
  await page.getByLabel(/^Event details/).fill('Ball tip and ribs for the reception.');
  const email = await fillContact(page);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/catering') && r.request().method() === 'POST'), submit(page).click()]);
  expect(response.status()).toBe(201);
  const id = (await response.json()).data.id as string;

  const heading = form(page).getByRole('heading', { name: 'Catering Message Sent' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(form(page).getByRole('heading', { name: 'Catering Quote Form' })).toHaveCount(0);
  await expect(form(page)).toContainText(fillTemplate(copy.sent.text, { hours: business.responseHours }));
  await expect(form(page)).toContainText(fillTemplate(copy.sent.callShop, { shop: chosen.name }));
  await expect(page.getByTestId('sent-phone')).toHaveText(chosen.phoneNumber);
  await expectNoAxeViolationsAtRest(page);

  const saved = await storedSubmission(request, id);
  expect(saved).toMatchObject({ kind: 'catering', id, spam: false });
  expect(saved.submission).toMatchObject({
    cateringOption: 'Pickup Catering',
    kindersLocation: chosen.slug,
    eventType: 'Wedding',
    eventLocation: null,
    guestSize: 150,
    eventDetails: 'Ball tip and ribs for the reception.',
    firstName: 'Maria',
    lastName: 'Garcia',
    emailAddress: email,
    phoneNumber: '(925) 555-0188',
  });

  // Another request: an empty form, the option from the link kept.
  await form(page).getByRole('button', { name: copy.sent.again }).click();
  await expect(form(page).getByRole('heading', { name: 'Catering Quote Form' })).toBeFocused();
  await expect(option(page, 'Pickup Catering')).toBeChecked();
  await expect(shop(page)).toHaveValue('');
  await expect(page.getByLabel(/^First name/)).toHaveValue('');
});

test('an on-site request without a shop shows the catering office phone', async ({ page, request }) => {
  readsBackWhatItStores();
  await ownClient(page);
  await page.goto(`${PATH}?type=onsite`);
  await venue(page).fill('Todos Santos Plaza, Concord');
  await fillContact(page);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/catering')), submit(page).click()]);
  expect(response.status()).toBe(201);
  await expect(page.getByTestId('sent-phone')).toHaveText(OFFICE_PHONE);
  await expect(form(page)).toContainText(copy.sent.callOffice);
  const saved = await storedSubmission(request, (await response.json()).data.id);
  expect(saved.submission).toMatchObject({ cateringOption: 'On-Site Catering', eventLocation: 'Todos Santos Plaza, Concord', kindersLocation: null });
});

test('what was typed comes back after leaving by a link and coming Back, and after a reload', async ({ page, request }) => {
  const target = (await listShops(request)).at(-1)!;
  await page.goto(PATH);
  await option(page, 'Pickup Catering').check();
  await shop(page).selectOption(target.slug);
  await page.getByLabel(/^First name/).fill('Maria');
  await page.getByLabel(/^Event details/).fill('Brisket and tri-tip for the reunion.');
  const typedBack = async () => {
    await expect(page.getByLabel(/^First name/)).toHaveValue('Maria');
    await expect(page.getByLabel(/^Event details/)).toHaveValue('Brisket and tri-tip for the reunion.');
    await expect(option(page, 'Pickup Catering')).toBeChecked();
    await expect(shop(page)).toHaveValue(target.slug);
  };
  await page.getByRole('link', { name: 'Catering', exact: true }).first().click();
  await expect(page).toHaveURL(/\/catering$/);
  await page.goBack();
  await typedBack();
  await page.reload();
  await typedBack();
});

test('what was typed is forgotten once it is sent: a reload then starts blank', async ({ page, request }) => {
  await ownClient(page);
  const target = (await listShops(request)).at(-1)!;
  await page.goto(PATH);
  await option(page, 'Pickup Catering').check();
  await shop(page).selectOption(target.slug);
  await fillContact(page);
  await page.reload();
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Garcia');
  await submit(page).click();
  await expect(form(page).getByRole('heading', { name: 'Catering Message Sent' })).toBeVisible();
  await page.reload();
  await expect(option(page, 'Pickup Catering')).not.toBeChecked();
  await expect(page.getByLabel(/^Last name/)).toHaveValue('');
});

test('while sending, the button says "Sending Request..." and is disabled; a double click sends once', async ({ page }) => {
  await expectSendsOnceWhileBusy(page, FORM, 'Sending Request...', 'Catering Message Sent');
});

test('every error text, word for word, in the alert; the form keeps what was typed', async ({ page }) => {
  await expectEveryErrorText(page, FORM, 'Sorry, there was an error sending your request.');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Maria');
  await expectNoAxeViolationsAtRest(page);
});

test("a 400's field messages show under their fields", async ({ page }) => {
  await page.route('**/api/catering', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Please check your form data and try again.', details: ['phoneNumber: Please enter a valid phone number.'], fields: { phoneNumber: 'Please enter a valid phone number.' } }),
    }),
  );
  await page.goto(PATH);
  await fillPickup(page);
  await submit(page).click();
  await expect(alert(page)).toHaveText('Error: phoneNumber: Please enter a valid phone number.');
  await expect(page.getByLabel(/^Phone number/)).toBeFocused();
  await expect(page.getByLabel(/^Phone number/)).toHaveAccessibleDescription('Please enter a valid phone number.');
});

test("every Tab stop of the event date, its calendar button too, keeps the field's focus ring", async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto(PATH);
  const date = page.getByLabel(/^Event date/);
  await date.focus();
  await page.keyboard.press('Shift'); // as a keyboard user arrives: the ring shows
  const rings: string[] = [];
  // Month, day, year and the calendar button are each a stop; focus stays on the field until it leaves.
  for (let stop = 0; stop < 8 && (await date.evaluate((el) => el === document.activeElement)); stop++) {
    rings.push(await date.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${parseFloat(getComputedStyle(el).outlineWidth) >= 2}`));
    await page.keyboard.press('Tab');
  }
  expect(rings).toEqual(['solid true', 'solid true', 'solid true', 'solid true']);
});

test('a visitor can request a quote with the keyboard alone', async ({ page, request }) => {
  readsBackWhatItStores();
  const { key, shop: chosen } = typeAhead(await listShops(request));
  await ownClient(page);
  await page.goto(PATH);
  await tabTo(page, 'cateringOption');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'Pickup Catering')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(shop(page)).toBeFocused();
  await page.keyboard.press(key); // type-ahead: the first shop with that initial
  await expect(shop(page)).toHaveValue(chosen.slug);
  await tabTo(page, 'guestSize');
  await page.keyboard.type('40');
  for (const [name, value] of [
    ['firstName', 'Kim'],
    ['lastName', 'Nguyen'],
    ['emailAddress', sampleEmail('kim')],
    ['phoneNumber', '925-555-0177'],
  ]) {
    await tabTo(page, name);
    await page.keyboard.type(value);
  }
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/catering')), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(201);
  await expect(form(page).getByRole('heading', { name: 'Catering Message Sent' })).toBeFocused();
  await expect(page.getByTestId('sent-phone')).toHaveText(chosen.phoneNumber);
  expect((await storedSubmission(request, (await response.json()).data.id)).submission).toMatchObject({ kindersLocation: chosen.slug, guestSize: 40, firstName: 'Kim' });

  // And back to a new form without the mouse.
  const again = form(page).getByRole('button', { name: copy.sent.again });
  for (let i = 0; i < 5 && !(await again.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('heading', { name: 'Catering Quote Form' })).toBeFocused();
});

test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', WIDTHS, async ({ page }) => {
  await page.goto(PATH);
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
  expect(await trap.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
});

test('one column on a phone; first and last name side by side on wider screens', WIDTHS, async ({ page }) => {
  await page.goto(PATH);
  const [first, last] = await settledBoxes(page, page.getByLabel(/^First name/), page.getByLabel(/^Last name/));
  const width = page.viewportSize()!.width;
  if (width < 769) {
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(Math.abs(last.x - first.x)).toBeLessThan(1);
  } else {
    expect(Math.abs(last.y - first.y)).toBeLessThan(1);
    expect(last.x).toBeGreaterThan(first.x + first.width);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test("the hero's picture stands above the headline on a phone and beside it on wider screens, never behind the first half of its words", WIDTHS, async ({ page }) => {
  const hero = page.locator('section[aria-labelledby="quote-title"]');
  const promise = hero.getByText(fillTemplate(copy.promise, { hours: business.responseHours }));
  // 769px: where the picture switches from its phone crop.
  await atProjectAndTabletWidths(page, PATH, () => expectPictureClearOfWords(page, hero.locator('img'), [hero.getByRole('heading', { level: 1 }), promise], 769));
});

test("the form's checks run under the site's strict CSP without a violation", async ({ page }) => {
  await recordCspViolations(page);
  await page.goto(PATH);
  await submit(page).click();
  await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  expect(await cspViolations(page)).toEqual([]);
});

test('no axe violations on the page', WIDTHS, async ({ page }) => {
  await page.goto(`${PATH}?type=onsite`);
  await expectNoAxeViolationsAtRest(page);
});
