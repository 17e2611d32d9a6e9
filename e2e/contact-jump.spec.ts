/**
 * /contact: the heading, the two office blocks, and the shop finder that jumps to a shop page.
 * The shops come from the site's API.
 */
import { expect, test } from '@playwright/test';
import { business } from '../lib/content/copy/business';
import { contactCopy as copy } from '../lib/content/copy/contact';
import { telHref } from '../lib/domain/phone';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { listShops } from './helpers/content';
import { WIDTHS } from './helpers/tags';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('shows the heading and both offices with phone, email and hours', async ({ page }) => {
  const res = await page.goto('/contact');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
  const offices = page.getByTestId('office');
  await expect(offices).toHaveCount(2);
  const restaurant = offices.filter({ has: page.getByRole('heading', { name: business.corporateOffice.title }) });
  await expect(restaurant).toContainText(business.corporateOffice.hours);
  await expect(restaurant).toContainText(business.corporateOffice.address1);
  await expect(restaurant.getByRole('link', { name: business.corporateOffice.phone })).toHaveAttribute('href', telHref(business.corporateOffice.phone));
  const sauces = offices.filter({ has: page.getByRole('heading', { name: business.saucesOffice.title }) });
  await expect(sauces).toContainText(business.saucesOffice.address1);
  await expect(sauces.getByRole('link', { name: business.saucesOffice.email })).toHaveAttribute('href', `mailto:${business.saucesOffice.email}`);
});

test("no office's label runs into its value, with the words set twice as large", async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByTestId('office').locator('dt').first()).toBeVisible();
  for (const size of ['100%', '200%']) {
    await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
    const clashes = await page.getByTestId('office').evaluateAll((offices) =>
      offices.flatMap((office) =>
        [...office.querySelectorAll('dt')].flatMap((dt) => {
          const range = document.createRange();
          range.selectNodeContents(dt);
          const labelEnd = range.getBoundingClientRect().right;
          const valueStart = dt.nextElementSibling!.getBoundingClientRect().left;
          return labelEnd > valueStart ? [`${dt.textContent} ends at ${labelEnd}, its value starts at ${valueStart}`] : [];
        }),
      ),
    );
    expect(clashes, `words at ${size}`).toEqual([]);
  }
});

test('the finder lists every shop and jumps to the chosen one', async ({ page, request }) => {
  const shops = await listShops(request);
  const shop = shops.at(-1)!;
  await page.goto('/contact');
  const select = page.getByLabel(copy.jumpLabel);
  await expect(select.locator('option')).toHaveText([copy.jumpPlaceholder, ...shops.map((l) => l.name)]);
  await select.selectOption(shop.slug);
  await expect(page).toHaveURL(/\/contact$/); // choosing alone does not leave the page
  await page.getByRole('button', { name: copy.jumpButton }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
});

test('the finder works by keyboard alone', async ({ page, request }) => {
  const shop = (await listShops(request))[0];
  await page.goto('/contact');
  const select = page.getByLabel(copy.jumpLabel);
  await select.focus();
  await expect(select).toBeFocused();
  await select.selectOption(shop.slug); // what arrowing through the closed select does
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.jumpButton })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}$`));
});

test('the finder asks for a shop before jumping', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: copy.jumpButton }).click();
  await expect(page.getByTestId('location-jump').getByRole('alert')).toHaveText('Please choose a location.');
  await expect(page).toHaveURL(/\/contact$/);
});

test('the finder works without JavaScript', async ({ browser, request }) => {
  const shops = await listShops(request);
  const shop = shops[Math.floor(shops.length / 2)];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByLabel(copy.jumpLabel).selectOption(shop.slug);
  await page.getByRole('button', { name: copy.jumpButton }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}$`));
  await context.close();
});

test('has no accessibility violations', WIDTHS, async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByTestId('location-jump')).toBeVisible();
  await expectNoAxeViolations(page);
});
