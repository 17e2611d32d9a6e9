/**
 * /contact's message form: the server HTML, the fields each topic shows, sending, errors, keyboard.
 * The shops in the form come from the site's API.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { listShops, typeAhead } from './helpers/content';
import { cspViolations, expectEveryErrorText, expectNoAxeViolationsAtRest, expectSendsOnceWhileBusy, ownClient, type FormUnderTest, recordCspViolations, sampleEmail, storedSubmission, tabTo } from './helpers/forms';
import { readsBackWhatItStores } from './helpers/target';
import { serverPage } from './helpers/server-html';
import { business } from '../lib/content/copy/business';
import { contactCopy } from '../lib/content/copy/contact';
import { fillTemplate } from '../lib/content/template';
import { WIDTHS } from './helpers/tags';

const PATH = '/contact';
const copy = contactCopy.form;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const form = (page: Page) => page.getByTestId('contact-form');
const topic = (page: Page) => page.getByLabel(/^What is your message about/);
const shop = (page: Page) => page.getByLabel(/^Kinder's location/);
const orderNumber = (page: Page) => page.getByLabel(/^Order number/);
const eventDate = (page: Page) => page.getByLabel(/^Event date/);
const newsletter = (page: Page) => page.getByRole('checkbox', { name: copy.newsletter });
const submit = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending/ });
const alert = (page: Page) => form(page).getByRole('alert');

async function fillQuestion(page: Page) {
  await topic(page).selectOption('question');
  await page.getByLabel(/^Full name/).fill('Devon Reyes');
  await page.getByLabel(/^Email/).fill(sampleEmail('devon'));
  await page.getByRole('textbox', { name: /^Message/ }).fill('Do you sell gift cards at every shop?');
}

const FORM: FormUnderTest = { path: PATH, api: '**/api/contact', fill: fillQuestion, submit, alert, form };

test('the server HTML has the heading and the form', async ({ request }) => {
  const { status, html, text, jsonLd } = await serverPage(request, PATH);
  expect(status).toBe(200);
  expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
  for (const words of [copy.heading, fillTemplate(copy.intro, { hours: business.responseHours }), 'What is your message about?', 'Problem with an order', 'Full name', 'Send Message']) expect(text, words).toContain(words);
  expect(jsonLd.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
});

test('the shop, order number and event date follow the message type', async ({ page, request }) => {
  const shops = await listShops(request);
  await page.goto(PATH);
  await expect(topic(page).locator('option')).toHaveText(['Select a topic', 'Problem with an order', 'Catering inquiry', 'Community event', 'Question', 'Compliment', 'Feedback', 'Other']);
  const expectations: [string, { shop: boolean; order: boolean; date: boolean }][] = [
    ['order-problem', { shop: true, order: true, date: false }],
    ['catering-inquiry', { shop: true, order: false, date: true }],
    ['community-event', { shop: true, order: false, date: true }],
    ['question', { shop: false, order: false, date: false }],
    ['compliment', { shop: true, order: false, date: false }],
    ['feedback', { shop: true, order: false, date: false }],
    ['other', { shop: false, order: false, date: false }],
    ['', { shop: false, order: false, date: false }],
  ];
  for (const [type, shows] of expectations) {
    await topic(page).selectOption(type);
    await expect(shop(page), `shop for "${type}"`).toHaveCount(shows.shop ? 1 : 0);
    await expect(orderNumber(page), `order number for "${type}"`).toHaveCount(shows.order ? 1 : 0);
    await expect(eventDate(page), `event date for "${type}"`).toHaveCount(shows.date ? 1 : 0);
  }
  await topic(page).selectOption('order-problem');
  await expect(shop(page).locator('option')).toHaveCount(shops.length + 1);
  await expect(shop(page)).toHaveAttribute('required', '');
});

test('checks the form in the browser: messages, a summary, focus on the first invalid field, nothing sent', WIDTHS, async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/contact') && posts.push(r.url()));
  await page.goto(PATH);
  await submit(page).click();
  await expect(topic(page)).toBeFocused();
  for (const text of ['Please choose what your message is about.', 'Please enter your name.', 'Please enter your email address.', 'Please enter your message.']) {
    await expect(alert(page)).toContainText(text);
  }
  await expect(topic(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsAtRest(page);

  await topic(page).selectOption('feedback');
  await page.getByLabel(/^Full name/).fill('Devon');
  await page.getByLabel(/^Phone/).fill('call me maybe');
  await submit(page).click();
  await expect(shop(page)).toBeFocused();
  await expect(shop(page)).toHaveAccessibleDescription('Please choose the location your message is about.');
  await expect(page.getByLabel(/^Phone/)).toHaveAccessibleDescription(/Please enter a valid phone number\.$/);
  await expect(page.getByLabel(/^Full name/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('a message is stored; "Message Sent" and a thank-you replace the form, which resets with the newsletter unticked', WIDTHS, async ({ page, request }) => {
  readsBackWhatItStores();
  const chosen = (await listShops(request)).at(-1)!;
  await ownClient(page);
  await page.goto(PATH);
  await expect(newsletter(page)).toBeChecked();
  await topic(page).selectOption('order-problem');
  await shop(page).selectOption(chosen.slug);
  await orderNumber(page).fill('A-1001');
  await page.getByLabel(/^Full name/).fill('Sam Okafor');
  const email = sampleEmail('sam');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('510-555-0166');
  await page.getByRole('textbox', { name: /^Message/ }).fill('The sauce was missing from my order.');
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'), submit(page).click()]);
  expect(response.status()).toBe(201);

  const heading = form(page).getByRole('heading', { name: 'Message Sent' });
  await expect(heading).toBeFocused();
  await expect(form(page)).toContainText(fillTemplate(copy.sent.text, { hours: business.responseHours }));
  await expect(form(page).getByRole('textbox')).toHaveCount(0);
  await expect(submit(page)).toHaveCount(0);
  await expectNoAxeViolationsAtRest(page);

  const saved = await storedSubmission(request, (await response.json()).data.id);
  expect(saved).toMatchObject({ kind: 'contact', spam: false });
  expect(saved.submission).toMatchObject({
    messageType: 'order-problem',
    kindersLocation: chosen.slug,
    orderNumber: 'A-1001',
    fullName: 'Sam Okafor',
    email,
    phone: '510-555-0166',
    message: 'The sauce was missing from my order.',
    newsletterConsent: true,
    eventDate: null,
  });

  await form(page).getByRole('button', { name: copy.sent.again }).click();
  await expect(form(page).getByRole('heading', { name: copy.heading })).toBeFocused();
  await expect(newsletter(page)).not.toBeChecked();
  await expect(topic(page)).toHaveValue('');
  await expect(page.getByLabel(/^Full name/)).toHaveValue('');
});

test('while sending, the button says "Sending..." and is disabled; a double click sends once', async ({ page }) => {
  await expectSendsOnceWhileBusy(page, FORM, 'Sending...', 'Message Sent');
});

test('every error text, word for word, in the alert; the form keeps what was typed', async ({ page }) => {
  await expectEveryErrorText(page, FORM, 'Sorry, there was an error sending your message.');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you sell gift cards at every shop?');
  await expectNoAxeViolationsAtRest(page);
});

test("a 400's field messages show under their fields", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Please check your form data and try again.', details: ['email: Please enter a valid email address.'], fields: { email: 'Please enter a valid email address.' } }),
    }),
  );
  await page.goto(PATH);
  await fillQuestion(page);
  await submit(page).click();
  await expect(alert(page)).toHaveText('Error: email: Please enter a valid email address.');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
});

test('a visitor can send a message with the keyboard alone', async ({ page, request }) => {
  readsBackWhatItStores();
  const { key, shop: chosen } = typeAhead(await listShops(request));
  await ownClient(page);
  await page.goto(PATH);
  await tabTo(page, 'messageType');
  await page.keyboard.press('c'); // type-ahead: Catering inquiry
  await expect(topic(page)).toHaveValue('catering-inquiry');
  await page.keyboard.press('Tab');
  await expect(shop(page)).toBeFocused();
  await page.keyboard.press(key); // type-ahead: the first shop with that initial
  await expect(shop(page)).toHaveValue(chosen.slug);
  for (const [name, value] of [
    ['fullName', 'Ana Lopez'],
    ['email', sampleEmail('ana')],
    ['message', 'Do you cater school fundraisers?'],
  ]) {
    await tabTo(page, name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'newsletterConsent');
  await page.keyboard.press('Space');
  await expect(newsletter(page)).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(submit(page)).toBeFocused();
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/contact')), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(201);
  await expect(form(page).getByRole('heading', { name: 'Message Sent' })).toBeFocused();
  expect((await storedSubmission(request, (await response.json()).data.id)).submission).toMatchObject({
    messageType: 'catering-inquiry',
    kindersLocation: chosen.slug,
    fullName: 'Ana Lopez',
    newsletterConsent: false,
  });
});

test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', WIDTHS, async ({ page }) => {
  await page.goto(PATH);
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
  expect(await trap.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
});

test("the form's checks run under the site's strict CSP without a violation", async ({ page }) => {
  await recordCspViolations(page);
  await page.goto(PATH);
  await submit(page).click();
  await expect(topic(page)).toHaveAttribute('aria-invalid', 'true');
  expect(await cspViolations(page)).toEqual([]);
});

test('no axe violations on the page', WIDTHS, async ({ page }) => {
  await page.goto(PATH);
  await topic(page).selectOption('order-problem');
  await expectNoAxeViolationsAtRest(page);
});
