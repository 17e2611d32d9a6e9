/**
 * A visitor whose browser runs no script (turned off, or blocked): every page reads in full
 * (the server renders it), and every control shown does what it says, or is not shown. The
 * menu button gives way to the header's own links on a phone, Order buttons lead to the shops,
 * catering menus stand open, and what waits for a script (the map, the gift card checker, the
 * video) shows what stands in for it. The forms' own posts are forms-no-js.spec.ts; every special
 * of a day, specials.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { listShops, sitemapPaths } from './helpers/content';
import { isPhone } from './helpers/dialogs';
import { needsHooks } from './helpers/target';
import { WIDTHS } from './helpers/tags';
import { DESKTOP_LINKS } from '../components/layout/nav-config';

test.use({ javaScriptEnabled: false });

/** The visible buttons of the page that are not a form's submit button: without a script they do nothing. */
const deadButtons = (page: Page) =>
  page.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((b) => (b as HTMLElement).checkVisibility({ visibilityProperty: true }))
      .filter((b) => !((b as HTMLButtonElement).type === 'submit' && (b as HTMLButtonElement).form))
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
  );

/** The first page of each kind ("/menu", "/menu/…", "/careers/…"): a phone differs by layout, not by page. */
function onePerKind(paths: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path.split('/').length > 2 ? `${path.split('/')[1]}/*` : path;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

test('no page shows a button that does nothing', WIDTHS, async ({ page, request }) => {
  const all = [...(await sitemapPaths(request)), '/catering/request-quote', '/no-such-page'];
  const paths = isPhone(page) ? onePerKind(all) : all;
  for (const path of paths) {
    await page.goto(path);
    expect(await deadButtons(page), path).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header shows its own links in place of the menu button, and scrolls away", async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of DESKTOP_LINKS) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(nav).not.toBeInViewport();
  });

  test('a menu category page links to the other categories', async ({ page, request }) => {
    const categories = await (await request.get('/api/menu-categories')).json();
    const [first, second] = categories.data as { slug: string; category: string }[];
    await page.goto(`/menu/${first.slug}`);
    await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: second.category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/menu/${second.slug}$`));
  });
});

test('Order leads to the shops, and a shop\'s Order to its page with the ordering links', async ({ page, request }) => {
  const [shop] = await listShops(request);
  await page.goto('/menu');
  await page.getByRole('banner').getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page).toHaveURL(/\/locations\??$/);
  await page.getByTestId('order-location').first().click();
  await expect(page).toHaveURL(new RegExp(`/locations/${shop.slug}\\??$`));
  await expect(page.getByRole('link', { name: /Order Pickup/ }).first()).toHaveAttribute('href', shop.pickupUrl!);
});

test('each catering menu stands open in its card, with Request this menu', async ({ page }) => {
  await page.goto('/catering');
  const menus = page.getByTestId('catering-menu-modal');
  expect(await menus.count()).toBeGreaterThan(0);
  for (const menu of await menus.all()) {
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Request this menu' })).toBeVisible();
  }
});

test('the home page shows the video\'s still picture, not a loading placeholder', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('video-placeholder')).toBeHidden();
  const still = page.getByTestId('video-still');
  await still.scrollIntoViewIfNeeded();
  await expect(still).toBeVisible();
  expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test.describe('with the services configured', () => {
  test('the gift card checker, which is a script, gives the phone at once instead of loading for good', async ({ page }) => {
    needsHooks('x-test-gift-card-script, a configured widget');
    await page.setExtraHTTPHeaders({ 'x-test-gift-card-script': 'https://giftcards.example.com/widget.js' });
    await page.goto('/balance');
    await expect(page.getByTestId('gift-card-unavailable')).toBeVisible();
    await expect(page.getByText('Loading the balance checker')).toBeHidden();
  });

  test('the locations page shows the keyless map for the Google map, and no search or filter that needs a script', async ({ page }) => {
    needsHooks('x-test-maps-key, a configured map');
    await page.setExtraHTTPHeaders({ 'x-test-maps-key': 'test-key-not-real' });
    await page.goto('/locations');
    await expect(page.getByTestId('keyless-map')).toBeVisible();
    await expect(page.getByText('Loading the map')).toBeHidden();
    await expect(page.getByTestId('place-search')).toBeHidden();
    await expect(page.getByTestId('distance-bar')).toBeHidden();
    await expect(page.getByRole('checkbox')).toBeHidden();
  });
});
