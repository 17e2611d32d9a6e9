/**
 * Both forms with JavaScript off, and before the page has hydrated: the browser POSTs the form
 * to the page (the form's server action), the submission is stored like one sent to the JSON API,
 * the page comes back with the sent view or the field errors, and no request ever carries a
 * field value in its URL.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { listShops } from './helpers/content';
import { actBeforeHydration } from './helpers/hydration';
import { ownClient, sampleEmail, storedSubmission } from './helpers/forms';
import { needsHooks, readsBackWhatItStores } from './helpers/target';
import { business } from '../lib/content/copy/business';
import { cateringQuoteCopy } from '../lib/content/copy/catering-quote';
import { contactCopy } from '../lib/content/copy/contact';
import { fillTemplate } from '../lib/content/template';
import { FORM_MESSAGES } from '../lib/forms/submit';
import { leadTimeWords } from '../lib/domain/catering';
import { addDays } from '../lib/domain/time';
import { businessDate } from '../lib/domain/zone';

type Kind = 'catering' | 'contact';

/** Every request the page makes, to check that none carries what was typed in its URL. */
function recordRequests(page: Page) {
  const seen: { method: string; url: string }[] = [];
  page.on('request', (r) => seen.push({ method: r.method(), url: r.url() }));
  return seen;
}

function expectNoValueInAnyUrl(seen: { url: string }[], values: string[]) {
  // The site's build files are left out: their names are fixed when the site is built, the same
  // for every visitor, and a short value such as a guest count can stand in one by chance
  // ("35" in /_next/static/chunks/35e_wxq2odsg9.js). Nor is the site's own address read, only
  // what follows it: a port can hold such a value as well ("35" in 127.0.0.1:3500).
  const site = new URL(test.info().project.use.baseURL!).origin;
  for (const { url } of seen.filter((r) => !new URL(r.url).pathname.startsWith('/_next/static/'))) {
    const decoded = decodeURIComponent((url.startsWith(`${site}/`) ? url.slice(site.length) : url).replace(/\+/g, ' '));
    for (const value of values) expect(decoded, `a request URL carries "${value}"`).not.toContain(value);
  }
}

/** The submission stored under the Idempotency-Key the page handed the form. */
async function storedUnder(request: APIRequestContext, kind: Kind, key: string) {
  needsHooks('/api/test/submissions, what a submission stored');
  const res = await request.get(`/api/test/submissions?kind=${kind}&idempotencyKey=${encodeURIComponent(key)}`);
  const ids = (await res.json()).data as { id: string }[];
  expect(ids).toHaveLength(1);
  return storedSubmission(request, ids[0].id);
}

const keyOf = (page: Page) => page.locator('input[name="idempotencyKey"]').inputValue();


test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent by a POST to the page, stored with its notification, and the page shows "Message Sent"', async ({ page, request }) => {
    readsBackWhatItStores();
    await ownClient(page);
    const seen = recordRequests(page);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    // The newsletter box starts ticked, also in the server's HTML.
    await expect(form.getByRole('checkbox', { name: contactCopy.form.newsletter })).toBeChecked();
    const typed = { fullName: 'Noscript Nadia', email: sampleEmail('nadia.noscript'), message: 'Written with JavaScript switched off.' };
    await form.getByLabel(/^What is your message about/).selectOption('question');
    await form.getByLabel(/^Full name/).fill(typed.fullName);
    await form.getByLabel(/^Email/).fill(typed.email);
    await form.getByRole('textbox', { name: /^Message/ }).fill(typed.message);
    const key = await keyOf(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    // A whole-page POST answered by a server render: on a busy 2-core CI machine this round trip
    // has taken longer than the 5 s an in-page update gets.
    await expect(form.getByRole('heading', { name: 'Message Sent' })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('heading', { name: 'Message Sent' })).toBeInViewport();
    await expect(form.getByTestId('form-sent')).toContainText(fillTemplate(contactCopy.form.sent.text, { hours: business.responseHours }));
    expect(seen.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/contact']);
    expectNoValueInAnyUrl(seen, Object.values(typed));

    const saved = await storedUnder(request, 'contact', key);
    expect(saved).toMatchObject({ kind: 'contact', spam: false });
    expect(saved.submission).toMatchObject({ messageType: 'question', ...typed, newsletterConsent: true });
    expect(saved.outbox).toHaveLength(1);
    // The reference the team's e-mail names, for a visitor who calls about it.
    await expect(form.getByTestId('sent-reference')).toContainText(saved.id);
  });

  test('the quote form shows the server\'s field errors with what was typed, then is sent and shows the shop\'s phone', async ({ page, request }) => {
    readsBackWhatItStores();
    await ownClient(page);
    const seen = recordRequests(page);
    // The last shop of the served content, whichever it is.
    const shop = (await listShops(request)).at(-1)!;
    await page.goto('/catering/request-quote');
    const form = page.getByTestId('catering-form');
    const typed = { firstName: 'Noscript', lastName: 'Oliver', emailAddress: sampleEmail('oliver.noscript'), phoneNumber: '(925) 555-0177', eventDetails: 'Brisket for the office party.' };
    // Without JavaScript the shop field cannot appear when Pickup is chosen: the server asks for it.
    await form.getByRole('radio', { name: /^Pickup Catering/ }).check();
    await form.getByLabel(/^Guest size/).fill('35');
    await form.getByLabel(/^First name/).fill(typed.firstName);
    await form.getByLabel(/^Last name/).fill(typed.lastName);
    await form.getByLabel(/^Email address/).fill(typed.emailAddress);
    await form.getByLabel(/^Event details/).fill(typed.eventDetails);
    const key = await keyOf(page);
    await form.getByRole('button', { name: 'Request Quote' }).click();

    await expect(form.getByTestId('form-alert')).toHaveText(
      'Error: phoneNumber: Please enter your phone number., kindersLocation: Please choose the location for your pickup or delivery.',
    );
    // The answer shows at the form, its first field to fix in sight, not at the top of a page
    // that looks as it did before the post.
    expect(new URL(page.url()).hash).toBe('#catering-form-heading');
    await expect(form.getByLabel(/^Kinder's location/)).toBeInViewport();
    await expect(form.getByLabel(/^Kinder's location/)).toHaveAccessibleDescription('Please choose the location for your pickup or delivery.');
    await expect(form.getByLabel(/^Phone number/)).toHaveAccessibleDescription('Please enter your phone number.');
    await expect(form.getByLabel(/^First name/)).toHaveValue(typed.firstName);
    await expect(form.getByLabel(/^Event details/)).toHaveValue(typed.eventDetails);
    await expect(form.getByRole('radio', { name: /^Pickup Catering/ })).toBeChecked();
    // Nothing was stored; the same key goes with the corrected form.
    expect(await keyOf(page)).toBe(key);

    await form.getByLabel(/^Kinder's location/).selectOption(shop.slug);
    await form.getByLabel(/^Phone number/).fill(typed.phoneNumber);
    await form.getByRole('button', { name: 'Request Quote' }).click();

    await expect(form.getByRole('heading', { name: 'Catering Message Sent' })).toBeVisible();
    await expect(form).toContainText(fillTemplate(cateringQuoteCopy.sent.callShop, { shop: shop.name }));
    await expect(page.getByTestId('sent-phone')).toHaveText(shop.phoneNumber);
    expect(seen.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/catering/request-quote', '/catering/request-quote']);
    expectNoValueInAnyUrl(seen, [...Object.values(typed), shop.slug, '35']);

    const saved = await storedUnder(request, 'catering', key);
    expect(saved.submission).toMatchObject({ cateringOption: 'Pickup Catering', kindersLocation: shop.slug, guestSize: 35, ...typed });
    expect(saved.outbox).toHaveLength(1);

    // Its "send another" button is a link back to an empty form.
    await form.getByRole('button', { name: cateringQuoteCopy.sent.again }).click();
    await expect(form.getByRole('heading', { name: 'Catering Quote Form' })).toBeVisible();
    await expect(form.getByLabel(/^First name/)).toHaveValue('');
    expect(await keyOf(page)).not.toBe(key);
  });

  test('sent again with changes after a send that did arrive: the visitor is told so in plain words, keeps the changes, and can send them', async ({ page, request }) => {
    const client = await ownClient(page);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    const key = await keyOf(page);
    // The first send arrived (here through the API, under the key this page holds), though the
    // visitor never saw its answer; they change the message and send the page again.
    const first = { messageType: 'question', fullName: 'Twice Tessa', email: sampleEmail('tessa.twice'), message: 'The first version.', newsletterConsent: false };
    const arrived = await request.post('/api/contact', { data: first, headers: { 'Idempotency-Key': key, 'x-forwarded-for': client } });
    expect(arrived.status()).toBe(201);
    await form.getByLabel(/^What is your message about/).selectOption('question');
    await form.getByLabel(/^Full name/).fill(first.fullName);
    await form.getByLabel(/^Email/).fill(first.email);
    await form.getByRole('textbox', { name: /^Message/ }).fill('The second version, with changes.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByTestId('form-alert')).toHaveText(FORM_MESSAGES.alreadySent, { timeout: 15_000 });
    await expect(form).not.toContainText('Idempotency-Key');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('The second version, with changes.');
    expect(await keyOf(page)).not.toBe(key);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('heading', { name: 'Message Sent' })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('heading', { name: 'Message Sent' })).toBeInViewport();
  });

  test('the option from ?type= arrives chosen in the server\'s HTML', async ({ page }) => {
    await page.goto('/catering/request-quote?type=onsite');
    await expect(page.getByRole('radio', { name: /^On-Site Catering/ })).toBeChecked();
    await expect(page.getByLabel(/^Event location/)).toBeVisible();
  });
});

test('before the page has hydrated, a submit goes to the server action, never a GET with the fields', async ({ page, request }) => {
  readsBackWhatItStores();
  await ownClient(page);
  // The page's JavaScript never arrives: what a visitor on a slow connection has in the first seconds.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  const seen = recordRequests(page);
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const typed = { fullName: 'Early Emil', email: sampleEmail('emil.early'), message: 'Sent before the scripts loaded.' };
  await form.getByLabel(/^What is your message about/).selectOption('other');
  await form.getByLabel(/^Full name/).fill(typed.fullName);
  await form.getByLabel(/^Email/).fill(typed.email);
  await form.getByRole('textbox', { name: /^Message/ }).fill(typed.message);
  await form.getByRole('checkbox', { name: contactCopy.form.newsletter }).uncheck();
  const key = await keyOf(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('heading', { name: 'Message Sent' })).toBeVisible();
  expect(seen.some((r) => r.method === 'GET' && new URL(r.url).search.includes('fullName'))).toBe(false);
  expectNoValueInAnyUrl(seen, Object.values(typed));
  expect((await storedUnder(request, 'contact', key)).submission).toMatchObject({ messageType: 'other', ...typed, newsletterConsent: false });
});

test('what was chosen or typed before the page hydrated is followed once it has: the fields of a message type, the lead-time notice', async ({ page }) => {
  const contact = page.getByTestId('contact-form');
  await actBeforeHydration(page, '/contact', () => contact.getByLabel(/^What is your message about/).selectOption('order-problem'));
  // A problem with an order asks for the shop and the order number, and the choice stays.
  await expect(contact.getByLabel(/^Order number/)).toBeVisible();
  await expect(contact.getByLabel(/^Kinder's location/)).toBeVisible();
  await expect(contact.getByLabel(/^What is your message about/)).toHaveValue('order-problem');

  // The last day sooner than a lead time, in the business's time zone: pickup's, or on-site's when
  // pickup has none (a lead time of 0 makes no day short notice).
  const lead = cateringQuoteCopy.leadTime;
  const short = [
    { type: 'pickup', onsite: false, days: Math.ceil(lead.pickupDeliveryHours / 24) },
    { type: 'onsite', onsite: true, days: lead.onsiteDays },
  ].find((o) => o.days > 0);
  if (!short) {
    test.info().annotations.push({ type: 'not tested', description: 'the content sets no lead time: no date is short notice' });
    return;
  }
  const quote = page.getByTestId('catering-form');
  const soon = addDays(businessDate(), short.days - 1);
  await actBeforeHydration(page, `/catering/request-quote?type=${short.type}`, () => quote.getByLabel(/^Event date/).fill(soon));
  await expect(page.getByTestId('lead-time-notice')).toHaveText(fillTemplate(lead.notice, { lead: leadTimeWords(short.onsite, lead) }));
  await expect(quote.getByLabel(/^Event date/)).toHaveValue(soon);
});
