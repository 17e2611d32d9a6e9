import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { at, fault } from './helpers/hooks';
import { serverPage } from './helpers/server-html';

const MONDAY = '2026-06-15T19:00:00Z';
const WEDNESDAY = '2026-06-17T19:00:00Z';
const THURSDAY = '2026-06-18T19:00:00Z';
const FRIDAY = '2026-06-19T19:00:00Z';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test("today's special, its order button and the week are in the HTML", async ({ request }) => {
    const { status, html, text, jsonLd } = await serverPage(request, '/daily-specials', at(MONDAY));
    expect(status).toBe(200);
    expect(text).toContain("Today's Special");
    expect(text).not.toContain("Today's Specials");
    expect(text).toContain('Meatball Monday');
    expect(text).toContain('Hot meatball sandwich with marinara and melted provolone');
    expect(text).toContain('Order Meatballs');
    for (const day of DAYS) expect(html).toContain(`href="/daily-specials/${day.toLowerCase()}"`);
    expect(jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Menu', 'BreadcrumbList']));
  });

  test("on a Thursday: Today's Specials, the first of two and its counter", async ({ request }) => {
    const { text } = await serverPage(request, '/daily-specials', at(THURSDAY));
    expect(text).toContain("Today's Specials");
    expect(text).toContain('Pulled Pork Thursday');
    expect(text).toContain('1 of 2');
    expect(text).toContain('Order'); // no label: the default
  });

  test('another day is named: "Thursday Specials", "Monday Special"', async ({ request }) => {
    expect((await serverPage(request, '/daily-specials/thursday', at(MONDAY))).text).toContain('Thursday Specials');
    const monday = await serverPage(request, '/daily-specials/monday', at(FRIDAY));
    expect(monday.text).toContain('Monday Special');
    expect(monday.text).not.toContain("Today's");
    // The day asked for on that day is today's.
    expect((await serverPage(request, '/daily-specials/monday', at(MONDAY))).text).toContain("Today's Special");
  });

  test('an invalid day redirects to /daily-specials; a day in capitals to its lowercase address', async ({ request, page }) => {
    const invalid = await request.get('/daily-specials/funday', { maxRedirects: 0 });
    expect(invalid.status()).toBe(307);
    expect(invalid.headers()['location']).toBe('/daily-specials');
    const upper = await request.get('/daily-specials/MONDAY', { maxRedirects: 0 });
    expect(upper.status()).toBe(307);
    expect(upper.headers()['location']).toBe('/daily-specials/monday');

    await page.goto('/daily-specials/funday');
    await expect(page).toHaveURL(/\/daily-specials$/);
    await page.goto('/daily-specials/MONDAY');
    await expect(page).toHaveURL(/\/daily-specials\/monday$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Meatball Monday' })).toBeVisible();
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
  test('the special and the week read', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(THURSDAY));
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Specials");
    await expect(page.getByRole('heading', { level: 2, name: 'Pulled Pork Thursday' })).toBeVisible();
    await expect(page.getByText('1 of 2')).toBeVisible();
    await expect(page.getByRole('link', { name: /Friday/ })).toHaveAttribute('href', '/daily-specials/friday');
  });
});

test.describe('in the browser', () => {
  test('previous and next cycle through Thursday with wrap-around', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(MONDAY));
    await page.goto('/daily-specials/thursday');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thursday Specials');
    const counter = page.getByTestId('specials-counter');
    const name = page.getByRole('heading', { level: 2 }).first();
    await expect(counter).toHaveText('1 of 2');
    await page.getByRole('button', { name: 'Next special' }).click();
    await expect(counter).toHaveText('2 of 2');
    await expect(name).toHaveText('Hot Link Combo');
    await expect(page.getByRole('button', { name: 'Order the Combo' })).toBeVisible();
    await page.getByRole('button', { name: 'Next special' }).click();
    await expect(counter).toHaveText('1 of 2');
    await expect(name).toHaveText('Pulled Pork Thursday');
    await page.getByRole('button', { name: 'Previous special' }).click();
    await expect(counter).toHaveText('2 of 2');

    // Another day and back: the carousel starts again at the first.
    await page.getByRole('link', { name: /^Monday/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Special");
    await expect(page.getByRole('button', { name: 'Next special' })).toHaveCount(0);
    await page.getByRole('link', { name: /^Thursday/ }).click();
    await expect(counter).toHaveText('1 of 2');
  });

  test('the carousel works from the keyboard', async ({ page }) => {
    await page.goto('/daily-specials/thursday');
    const next = page.getByRole('button', { name: 'Next special' });
    for (let i = 0; i < 30 && !(await next.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('specials-counter')).toHaveText('2 of 2');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Previous special' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('specials-counter')).toHaveText('1 of 2');
  });

  test('the order button opens the order modal with nothing chosen', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(MONDAY));
    await page.goto('/daily-specials');
    await page.getByRole('button', { name: 'Order Meatballs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the seven weekday buttons: the day on show is current, today is labelled', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(WEDNESDAY));
    await page.goto('/daily-specials');
    const week = page.getByRole('navigation', { name: 'Specials by day' });
    await expect(week.getByRole('link')).toHaveCount(7);
    await expect(week.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(week.getByRole('link', { name: 'Wednesday Today' })).toHaveAttribute('aria-current', 'page');
    // Wednesday has no hero picture: the gradient.
    await expect(page.locator('section[aria-roledescription="carousel"] img')).toHaveCount(0);

    await week.getByRole('link', { name: 'Friday' }).click();
    await expect(page).toHaveURL(/\/daily-specials\/friday$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friday Special');
    await expect(page.getByRole('heading', { level: 2, name: 'Ball Tip Friday' })).toBeVisible();
    await expect(week.getByRole('link', { name: 'Friday' })).toHaveAttribute('aria-current', 'page');
    await expect(week.locator('[aria-current="page"]')).toHaveCount(1);
    // Friday has one: its picture is the hero's background.
    await expect(page.locator('section[aria-roledescription="carousel"] img')).toHaveCount(1);
  });

  test('"..." covers the special while another day loads', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(MONDAY));
    await page.goto('/daily-specials');
    await page.route(
      (url) => url.pathname === '/daily-specials/sunday' && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Sunday' }).click();
    await expect(page.getByText('...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sunday Smoked Chicken' })).toBeVisible();
    await expect(page.getByText('...', { exact: true })).toBeHidden();
  });

  test('the error panel’s Try Again reloads the page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ ...at(MONDAY), ...fault({ specials: 'error' }) });
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText("Unable to load today's special. Please try again later.")).toBeVisible();
    await expect(page.getByText('Please check back later or contact us directly.')).toBeVisible();
    await page.setExtraHTTPHeaders(at(MONDAY));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Meatball Monday' })).toBeVisible();
  });

  test('the page is warm white behind its dark hero', async ({ page }) => {
    await page.goto('/daily-specials');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 245, 238)');
  });

  test('the empty state', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ specials: 'empty' }));
    await page.goto('/daily-specials');
    await expect(page.getByRole('heading', { name: 'No Specials Today' })).toBeVisible();
    await expect(page.getByText('Check back tomorrow for our daily special!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Specials by day' }).getByRole('link')).toHaveCount(7);
  });

  for (const [label, path, headers] of [
    ['Thursday', '/daily-specials', at(THURSDAY)],
    ['the error state', '/daily-specials', fault({ specials: 'error' })],
  ] as const) {
    test(`daily specials (${label}) have no axe violations`, async ({ page }) => {
      await page.setExtraHTTPHeaders(headers);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
