import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../../lib/security/csp';
import { typedPriceProblem } from '../../lib/content/rules';
import { cateringMenuSchema, holidaySchema, LEAST_PER_YEAR, MOST_PER_HOUR } from '../../lib/content/schemas/records';
import { addDays, zonedParts } from '../../lib/domain/time';
import { WEEKDAYS, weekdayLabel } from '../../lib/domain/weekdays';
import { HOLIDAY_NAME_HELP } from '../../keystatic/fields/checks';
import { EDITOR_CONTENT_ROOT } from './setup';
import { NEEDS_OWN_SERVER } from '../helpers/target';

/**
 * The web editor in local mode, driven like a person would: a save writes the content file and
 * the public pages show it straight away; a change that breaks a rule is refused in words and
 * writes nothing. Every expectation is read from the content folder the server edits.
 */
test.describe.configure({ mode: 'serial' });
// The editor runs on a server of the suite's own, in local mode (playwright.config.ts); a
// deployment's editor saves to GitHub and is never the target.
test.skip(!process.env.E2E_EDITOR_SERVER, `${NEEDS_OWN_SERVER} (the web editor in local mode)`);

const file = (rel: string) => path.join(EDITOR_CONTENT_ROOT, 'content', rel);
const readJson = <T>(rel: string): T => JSON.parse(readFileSync(file(rel), 'utf8')) as T;

type Day = { open?: string; close?: string; closed: boolean };
type Holiday = { date: string; label: string; hours: Day };
type Shop = { name: string; hours: Record<string, Day>; holidays?: Holiday[] };

/** The first shop (by file name) in the content the server edits. */
function firstShop(): { slug: string; shop: Shop } {
  const name = readdirSync(file('shops')).filter((n) => n.endsWith('.json')).sort()[0];
  return { slug: name.replace(/\.json$/, ''), shop: readJson<Shop>(`shops/${name}`) };
}

/** Waits for the editor's save to reach the server and succeed. */
async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/keystatic/update') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** Clicks Save and waits for the server's save check to refuse the change. */
async function saveRefused(page: Page) {
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/keystatic/update'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(400);
}

/** Types a path into the page's first picture field: the entry's own picture. */
async function typePicture(page: Page, src: string) {
  const picture = page.getByRole('textbox', { name: 'Picture on the site' }).first();
  await picture.fill(src);
  await picture.blur();
}

/** Watches for saves and keeps a file's bytes, to prove a refused change wrote nothing. */
function noWrites(page: Page, rel: string) {
  const bytes = readFileSync(file(rel));
  const writes: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/keystatic/update') && r.ok()) writes.push(r.url());
  });
  return () => {
    expect(writes).toEqual([]);
    expect(readFileSync(file(rel)).equals(bytes)).toBe(true);
  };
}

// No page of the editor breaks its Content-Security-Policy or throws.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
});
test.afterEach(() => expect(problems).toEqual([]));

test("changing Friday's first special shows on /daily-specials/friday", async ({ page }) => {
  const before = readJson<Record<string, { name: string }[]>>('specials.json');
  test.skip(before.friday.length === 0, 'this content set has no Friday special to change');
  const newName = `${before.friday[0].name} (changed in the editor)`;

  await page.goto('/keystatic/singleton/specials');
  const friday = page.getByRole('group', { name: 'Friday specials' });
  await friday.getByText(before.friday[0].name, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(newName);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await save(page);

  expect(readJson<typeof before>('specials.json').friday[0].name).toBe(newName);
  // Nothing else in the file moved: the other days and the rest of Friday's entry are as they were.
  const after = readJson<Record<string, unknown[]>>('specials.json');
  expect({ ...after, friday: after.friday.slice(1) }).toEqual({ ...before, friday: before.friday.slice(1) });

  await page.goto('/daily-specials/friday');
  await expect(page.getByRole('main')).toContainText(newName);
});

test('a price typed with a comma is refused next to the field; typed with a dot it is saved as that number', async ({ page }) => {
  const before = readJson<Record<string, { name: string; price?: number }[]>>('specials.json');
  const day = WEEKDAYS.find((d) => (before[d] ?? []).length > 0);
  test.skip(!day, 'this content set has no special to price');
  const special = before[day!][0];

  await page.goto('/keystatic/singleton/specials');
  await page.getByRole('group', { name: `${weekdayLabel(day!)} specials` }).getByText(special.name, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  const price = dialog.getByRole('textbox', { name: 'Price' });
  // A number box read "12,50" as 1250 and saved $1,250.00 without a word.
  await price.fill('12,50');
  await price.blur();
  await expect(dialog).toContainText(typedPriceProblem('Price', '12,50', false)!);
  await price.fill('12.50');
  await price.blur();
  await expect(dialog).not.toContainText(typedPriceProblem('Price', '12,50', false)!);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await save(page);

  const after = readJson<typeof before>('specials.json');
  expect(after[day!][0]).toEqual({ ...special, price: 12.5 });
});

test("an item's name may hold a slash, as menus write halves: it is saved and shown on the menu", async ({ page }) => {
  type Category = { items: { name: string }[] };
  const slug = readdirSync(file('menu')).filter((n) => n.endsWith('.json')).sort()[0].replace(/\.json$/, '');
  const before = readJson<Category>(`menu/${slug}.json`);
  // Keystatic's own rule for names that make file names refused the slash when saving.
  const newName = `1/2 ${before.items[0].name}`;

  await page.goto(`/keystatic/collection/menu/item/${slug}`);
  await page.getByRole('group', { name: 'Items' }).getByText(before.items[0].name).first().click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Item name' });
  await field.fill(newName);
  await field.blur();
  // Nothing next to the field calls the name wrong (Keystatic's file-name rules said a slash was).
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/must not contain/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await save(page);

  const after = readJson<Category>(`menu/${slug}.json`);
  expect(after.items.map((i) => i.name)).toEqual([newName, ...before.items.slice(1).map((i) => i.name)]);
  await page.goto(`/menu/${slug}`);
  await expect(page.getByRole('heading', { name: newName, exact: true })).toBeVisible();
});

test("adding a holiday closure to a shop shows on the shop's page", async ({ page }) => {
  const { slug, shop } = firstShop();
  const taken = new Set((shop.holidays ?? []).map((h) => h.date));
  // A date in the coming weeks (the shop page lists the holidays of the next 60 days).
  let date = addDays(zonedParts(new Date()).date, 10);
  while (taken.has(date)) date = addDays(date, 1);
  const label = 'Editor Test Day';

  await page.goto(`/keystatic/collection/shops/item/${slug}`);
  const holidays = page.getByRole('group', { name: "This shop's holiday hours" });
  await holidays.getByRole('button', { name: 'Add a date' }).click();
  const row = holidays.getByRole('group', { name: `Date ${taken.size + 1}` });
  await row.getByLabel('Date').fill(date);
  // A name that starts with "Closed" is refused next to the field: the site writes "Closed for" itself,
  // as the field says before anything is typed.
  await expect(row.getByText(HOLIDAY_NAME_HELP)).toBeVisible();
  const name = row.getByRole('textbox', { name: 'Name' });
  await name.fill('Closed for the editor test');
  await name.blur();
  await expect(row.getByText(holidaySchema.shape.label.safeParse('Closed for the editor test').error!.issues[0].message)).toBeVisible();
  await name.fill(label);
  // A new entry starts as closed all day.
  await expect(row.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
  await save(page);

  const saved = readJson<Shop>(`shops/${slug}.json`);
  expect(saved.holidays?.at(-1)).toEqual({ date, label, hours: { closed: true } });
  expect(saved.hours).toEqual(shop.hours);

  await page.goto(`/locations/${slug}`);
  const entry = page.getByTestId('holiday-hours').locator('div').filter({ hasText: label });
  await expect(entry).toContainText('Closed');
});

test('a closing time before the opening time is refused in words and writes nothing', async ({ page }) => {
  const { slug, shop } = firstShop();
  const day = WEEKDAYS.find((d) => !shop.hours[d].closed && shop.hours[d].open! >= '01:00');
  test.skip(!day, 'this shop has no open weekday to break');
  const open = shop.hours[day!].open!;
  // An hour before opening.
  const close = `${String(Number(open.slice(0, 2)) - 1).padStart(2, '0')}:${open.slice(3)}`;
  const unchanged = noWrites(page, `shops/${slug}.json`);

  await page.goto(`/keystatic/collection/shops/item/${slug}`);
  const hours = page.getByRole('group', { name: weekdayLabel(day!), exact: true });
  await hours.getByLabel('Closes').fill(close);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(hours).toContainText(`Closing time (${close}) must be after opening time (${open}).`);
  await page.waitForTimeout(500);
  unchanged();
});

test("a shop open until midnight: 00:00 as a day's closing time is saved, and the shop's page says 12:00 AM", async ({ page }) => {
  const { slug, shop } = firstShop();
  const day = WEEKDAYS.find((d) => !shop.hours[d].closed && shop.hours[d].open! > '00:00');
  test.skip(!day, 'this shop has no open weekday');

  await page.goto(`/keystatic/collection/shops/item/${slug}`);
  const hours = page.getByRole('group', { name: weekdayLabel(day!), exact: true });
  await hours.getByLabel('Closes').fill('00:00');
  await save(page);

  expect(readJson<Shop>(`shops/${slug}.json`).hours[day!]).toEqual({ ...shop.hours[day!], close: '00:00' });
  await page.goto(`/locations/${slug}`);
  await expect(page.getByTestId('weekly-hours')).toContainText(/- 12:00 AM/);
});

test("a value only the content's rule refuses (December 31 typed as 31-12) is refused next to the field, in the rule's words, and writes nothing", async ({ page }) => {
  const slug = readdirSync(file('catering-menus')).find((f) => f.endsWith('.json'))?.replace(/\.json$/, '');
  test.skip(!slug, 'this content set has no catering menu');
  const typed = '31-12';
  const rule = cateringMenuSchema.shape.availableFrom.safeParse(typed).error?.issues[0]?.message;
  expect(rule).toBeTruthy();
  const unchanged = noWrites(page, `catering-menus/${slug}.json`);

  await page.goto(`/keystatic/collection/cateringMenus/item/${slug}`);
  const from = page.getByRole('textbox', { name: 'Available from' });
  await from.fill(typed);
  await from.blur();
  await expect(page.getByText(rule!, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(500);
  unchanged();
});

test('a date already in the holiday list is named next to it and not saved', async ({ page }) => {
  const { holidays } = readJson<{ holidays: Holiday[] }>('holidays.json');
  test.skip(holidays.length === 0, 'this content set has no holiday to repeat');
  const unchanged = noWrites(page, 'holidays.json');

  await page.goto('/keystatic/singleton/holidays');
  const list = page.getByRole('group', { name: 'Holiday hours', exact: true });
  await list.getByRole('button', { name: 'Add a date' }).click();
  const row = list.getByRole('group', { name: `Date ${holidays.length + 1}` });
  await row.getByLabel('Date').fill(holidays[0].date);
  await row.getByRole('textbox', { name: 'Name' }).fill('Twice');
  await expect(row).toContainText('This date is already in the list; keep one entry per date.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(500);
  unchanged();
});

test('a rule between two fields (highest pay below lowest) is refused by the save check, in words', async ({ page }) => {
  const first = existsSync(file('careers')) ? readdirSync(file('careers')).filter((n) => n.endsWith('.json')).sort()[0] : undefined;
  test.skip(!first, 'the content has no job opening to edit');
  const slug = first!.replace(/\.json$/, '');
  const job = readJson<{ payMin: number }>(`careers/${slug}.json`);
  const unchanged = noWrites(page, `careers/${slug}.json`);

  await page.goto(`/keystatic/collection/careers/item/${slug}`);
  // The pay unit says its limits before a salary left at "Hour" is refused for them.
  await expect(page.getByText(`Hour: at most $${MOST_PER_HOUR.toLocaleString('en-US')}. Year (a salary): at least $${LEAST_PER_YEAR.toLocaleString('en-US')}.`)).toBeVisible();
  const highest = page.getByRole('textbox', { name: 'Highest pay' });
  await highest.fill(String(Math.max(0, job.payMin - 1)));
  await highest.blur();
  await saveRefused(page);
  await expect(page.getByText('Highest pay must be at least the lowest pay.')).toBeVisible();
  unchanged();
});

test('a picture path that is no file of the site is refused by the save check, in words', async ({ page }) => {
  const slug = readdirSync(file('menu')).filter((n) => n.endsWith('.json')).sort()[0].replace(/\.json$/, '');
  const unchanged = noWrites(page, `menu/${slug}.json`);
  const missing = '/images/menu/no-such-picture.webp';

  await page.goto(`/keystatic/collection/menu/item/${slug}`);
  await typePicture(page, missing);
  await saveRefused(page);
  // The page would have shown a broken image; the editor names the path and what to do.
  await expect(page.getByText(`the picture ${missing} is not a file of the site`)).toBeVisible();
  unchanged();
});

test("a category given a dish's picture is refused by the save check, in words", async ({ page }) => {
  type Category = { category: string; items: { name: string; photo?: string }[] };
  const files = readdirSync(file('menu')).filter((n) => n.endsWith('.json')).sort();
  const slug = files[0].replace(/\.json$/, '');
  const category = readJson<Category>(`menu/${slug}.json`);
  // A dish's picture from any category: no dish may show a category's picture.
  const dishPicture = files.flatMap((n) => readJson<Category>(`menu/${n}`).items.flatMap((i) => (i.photo ? [i.photo] : [])))[0];
  test.skip(!dishPicture, 'no menu item in the content has a picture');
  const unchanged = noWrites(page, `menu/${slug}.json`);

  await page.goto(`/keystatic/collection/menu/item/${slug}`);
  await typePicture(page, dishPicture);
  await saveRefused(page);
  // Visitors could no longer tell the dish from its category; the editor names both.
  await expect(page.getByText(`the picture ${dishPicture} is the picture of the category "${category.category}"`)).toBeVisible();
  unchanged();
});

test('the editor gets its own policy, with no third party; public pages keep theirs', async ({ request }) => {
  const editor = (await request.get('/keystatic')).headers()['content-security-policy'];
  expect(editor).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  expect(editor).toContain("connect-src 'self';");
  expect(editor).not.toMatch(/googletagmanager|google-analytics|maps\.g|github/);

  const page = (await request.get('/menu')).headers()['content-security-policy'];
  const nonce = page.match(/'nonce-([^']+)'/)![1];
  expect(page).toBe(contentSecurityPolicy(nonce, false, false));
});

test('a save sent under another name, as a page reaching this computer by DNS rebinding sends it, writes nothing', async ({ request, baseURL }) => {
  const { slug, shop } = firstShop();
  const rel = `shops/${slug}.json`;
  const before = readFileSync(file(rel));
  const changed = JSON.stringify({ ...shop, name: `${shop.name} (rebound)` }, null, 2);
  const rebound = `rebound.example:${new URL(baseURL!).port}`;
  const save = await request.post('/api/keystatic/update', {
    headers: { host: rebound, origin: `http://${rebound}`, 'sec-fetch-site': 'same-origin', 'no-cors': '1', 'content-type': 'application/json' },
    data: { additions: [{ path: `content/${rel}`, contents: Buffer.from(changed).toString('base64') }], deletions: [] },
  });
  expect(save.status()).toBe(403);
  expect(await save.text()).toBe('Refused: the editor saves only at localhost or the address in SITE_URL.');
  expect(readFileSync(file(rel)).equals(before)).toBe(true);
});

test("the editor's Preview button leads to the page on this server in local mode, never to another site", async ({ request }) => {
  const go = async (query: string) => (await request.get(`/api/keystatic/preview?${query}`, { maxRedirects: 0 })).headers()['location'];
  expect(await go('path=%2Fdaily-specials%2Ffriday&branch=main')).toBe('/daily-specials/friday');
  expect(await go('path=%2F%2Fevil.example%2F&branch=main')).toBe('/');
  expect(await go('path=https%3A%2F%2Fevil.example%2F&branch=main')).toBe('/');
  // The branch's name comes last, unencoded: one that carries "&path=" does not change the page.
  expect(await go('path=%2Fmenu&branch=content/a&path=//evil.example')).toBe('/menu');
});

test("a legal page's address says to keep it, and the links to other sites say a deployment may set its own", async ({ page }) => {
  await page.goto('/keystatic/collection/legalPages/item/terms-of-use');
  await expect(page.getByText('keep these names', { exact: false })).toBeVisible();
  // The site has a page at these three addresses only: a new one is never shown.
  await expect(page.getByText('moves the page', { exact: false })).toHaveCount(0);
  await page.goto('/keystatic/singleton/business');
  await expect(page.getByText('where one is set, the site uses it instead of the link here', { exact: false })).toBeVisible();
});

test("the editor page carries none of the site's consent banner, header or footer", async ({ page }) => {
  await page.goto('/keystatic');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
