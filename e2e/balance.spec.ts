/**
 * /balance: the third-party gift card widget. Without configuration the page shows a helpful
 * message; the configured path runs against a fake provider script served by page.route, pointed
 * at through the test-only x-test-gift-card-script header (E2E_TEST_HOOKS=1 servers only).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { balanceCopy as copy } from '../lib/content/copy/balance';
import { business } from '../lib/content/copy/business';
import { telHref } from '../lib/domain/phone';
import { needsHooks, needsOwnServer } from './helpers/target';
import { settledBoxes } from './helpers/layout';
import { WIDTHS } from './helpers/tags';

const OFFICE_PHONE = business.corporateOffice.phone;
const BUY_GIFT_CARD = 'Buy a gift card';

const FAKE_SCRIPT_URL = 'https://gift.example.com/fake-gift-widget.js';
/** What a provider's script does: render its balance form at the end of <body>. */
const FAKE_WIDGET_JS = `(() => {
  const form = document.createElement('form');
  form.id = 'fake-gift-widget';
  form.innerHTML = '<label>Gift card number <input name="card"></label>';
  document.body.appendChild(form);
})();`;

const widgetScript = (page: Page) => page.locator('script[data-gift-card-widget]');
const container = (page: Page) => page.locator('#gift-card-balance-widget');

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('"Buy a gift card" on the page and in the footer leads to one gift card shop, over HTTPS', async ({ page }) => {
  await page.goto('/balance');
  const onPage = page.getByTestId('buy-gift-card');
  await expect(onPage).toHaveText(BUY_GIFT_CARD);
  const href = (await onPage.getAttribute('href'))!;
  expect(new URL(href).protocol).toBe('https:');
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: BUY_GIFT_CARD })).toHaveAttribute('href', href);
});

test('"Buy a gift card" is the content\'s gift card shop', async ({ page }) => {
  needsOwnServer('a deployment may point GIFT_CARD_SHOP_URL elsewhere');
  await page.goto('/balance');
  await expect(page.getByTestId('buy-gift-card')).toHaveAttribute('href', business.external.giftCardShopUrl);
});

test("the gift card picture, tilted, keeps within the content's left edge where the heading starts", WIDTHS, async ({ page }) => {
  await page.goto('/balance');
  const [heading, picture] = await settledBoxes(page, page.getByRole('heading', { level: 1 }), page.getByRole('img', { name: copy.cardImageAlt }));
  // The box the browser reports around a turned element holds all four of its corners.
  expect(picture.x).toBeGreaterThanOrEqual(heading.x - 0.5);
  expect(picture.x + picture.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test.describe('without a configured widget', () => {
  // The local test server never has a widget configured (playwright.config.ts); a deployed one may.
  needsOwnServer('a deployed site may have the real widget configured');

  test.describe('server-rendered (JavaScript off)', () => {
    test.use({ javaScriptEnabled: false });
    test('the page explains other ways to check a balance, with the office phone', async ({ page }) => {
      const response = await page.goto('/balance');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${copy.heading} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      const message = page.getByTestId('gift-card-unavailable');
      await expect(message).toContainText("The online balance checker isn't available right now.");
      await expect(message.getByRole('link', { name: OFFICE_PHONE })).toHaveAttribute('href', telHref(OFFICE_PHONE));
    });
  });

  test('shows the message, loads no script, and passes axe', WIDTHS, async ({ page }) => {
    await page.goto('/balance');
    await expect(page.getByTestId('gift-card-unavailable')).toBeVisible();
    // Loaded, hydrated and quiet: the page would have added the widget's script by now.
    await page.waitForLoadState('networkidle');
    await expect(widgetScript(page)).toHaveCount(0);
    await expect(page.getByTestId('balance-page')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('with the widget configured (fake provider script)', () => {
  // The widget's script address is server configuration; the test sets it per request.
  needsHooks('x-test-gift-card-script, a fake widget script');
  test('loads the script with chain and key, moves the widget into the page, and removes it on leaving', WIDTHS, async ({ page }) => {
    const scriptRequests: string[] = [];
    await page.route('**/fake-gift-widget.js*', (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET_JS });
    });
    await page.setExtraHTTPHeaders({ 'x-test-gift-card-script': FAKE_SCRIPT_URL });
    await page.goto('/balance');

    await expect(container(page).locator('#fake-gift-widget')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Gift card number' })).toBeVisible();
    await expect(page.getByTestId('gift-card-unavailable')).toHaveCount(0);
    expect(scriptRequests).toHaveLength(1);
    const src = new URL(scriptRequests[0]);
    expect(src.searchParams.get('chain')).toBe('test-chain');
    expect(src.searchParams.get('key')).toBe('test-key');
    await expect(widgetScript(page)).toHaveCount(1);
    // The provider's script carries the request's CSP nonce.
    expect(await widgetScript(page).evaluate((s: HTMLScriptElement) => s.nonce)).not.toBe('');
    await expectNoAxeViolations(page);

    // Leave with a client-side navigation: the page's cleanup must remove the widget.
    await page.evaluate(() => ((window as unknown as { __stayedInApp: boolean }).__stayedInApp = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => (window as unknown as { __stayedInApp?: boolean }).__stayedInApp)).toBe(true);
    await expect(widgetScript(page)).toHaveCount(0);
    await expect(page.locator('#fake-gift-widget')).toHaveCount(0);
  });

  test("the site's own dialogs opened while the widget is watched stay dialogs, and open again", async ({ page }) => {
    await page.route('**/fake-gift-widget.js*', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET_JS }));
    await page.setExtraHTTPHeaders({ 'x-test-gift-card-script': FAKE_SCRIPT_URL });
    await page.goto('/balance');
    await expect(container(page).locator('#fake-gift-widget')).toBeVisible();
    // Within the 10 s the page watches <body> for the widget's elements.
    const opener = page.locator('header').getByRole('button', { name: 'Order' });
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    for (let i = 0; i < 2; i++) {
      await opener.click();
      await expect(modal).toBeVisible();
      expect(await modal.evaluate((d) => d.matches(':modal') && !d.closest('#gift-card-balance-widget'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  });

  test('shows the helpful message when the provider script fails to load', async ({ page }) => {
    await page.route('**/fake-gift-widget.js*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.setExtraHTTPHeaders({ 'x-test-gift-card-script': FAKE_SCRIPT_URL });
    await page.goto('/balance');
    await expect(page.getByTestId('gift-card-unavailable')).toBeVisible();
    await expect(page.getByTestId('gift-card-unavailable').getByRole('link', { name: OFFICE_PHONE })).toBeVisible();
  });

  test('shows a loading line until the widget appears', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fake-gift-widget.js*', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET_JS });
    });
    await page.setExtraHTTPHeaders({ 'x-test-gift-card-script': FAKE_SCRIPT_URL });
    await page.goto('/balance');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the balance checker' })).toBeVisible();
    release();
    await expect(container(page).locator('#fake-gift-widget')).toBeVisible();
    await expect(page.getByText('Loading the balance checker')).toHaveCount(0);
  });
});
