import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { fault } from './helpers/hooks';
import { scrollThrough } from './helpers/scroll';
import { serverPage } from './helpers/server-html';
import { menuCopy } from '../lib/content/copy/menu';

const CATEGORIES = ['BBQ Sandwiches', 'Deli Sandwiches', 'Salads', 'BBQ by the Pound', 'Sides', 'Burgers', 'Butcher Counter', 'Family Meals', 'Kids', 'Drinks & Desserts'];
const SANDWICHES = ['Famous Ball Tip Sandwich', 'BBQ Beef', 'Pulled Pork', 'Louisiana Style Hot Link', 'Grilled Chicken Breast', 'California Chicken Club'];

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test('the overview: every category with its button, the specials link and Menu structured data', async ({ request }) => {
    const { status, html, text, jsonLd } = await serverPage(request, '/menu');
    expect(status).toBe(200);
    for (const name of CATEGORIES) expect(text).toContain(name);
    expect(text).toContain('See the Sandwiches'); // a category's own label
    expect(text.match(/View Items/g)?.length).toBe(8); // the default for the other eight
    expect(html).toContain('href="/menu/deli-sandwiches"');
    expect(html).toContain('href="/daily-specials"');
    const menu = jsonLd.find((d) => d['@type'] === 'Menu') as { hasMenuSection: { name: string; hasMenuItem?: { name: string; offers?: { price: string } }[] }[] };
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(CATEGORIES);
    expect(menu.hasMenuSection[0].hasMenuItem?.[0]).toMatchObject({ name: 'Famous Ball Tip Sandwich', offers: { price: '13.99' } });
    expect(jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("a category: its items in orderBy order with description, price and an Order button", async ({ request }) => {
    const { status, html, text, jsonLd } = await serverPage(request, '/menu/bbq-sandwiches');
    expect(status).toBe(200);
    const positions = SANDWICHES.map((n) => text.indexOf(n));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Our signature: tender ball-tip sirloin');
    expect(text).toContain('$13.99');
    expect(text.match(/Order Famous Ball Tip Sandwich/g)?.length).toBe(1);
    const current = [...html.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
    expect(current.some((a) => a.includes('href="/menu/bbq-sandwiches"'))).toBe(true); // the bar marks the category
    const menu = jsonLd.find((d) => d['@type'] === 'Menu') as { hasMenuSection: { hasMenuItem: { name: string }[] }[] };
    expect(menu.hasMenuSection[0].hasMenuItem.map((i) => i.name)).toEqual(SANDWICHES);
    expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Menu' }, { name: 'BBQ Sandwiches' }] });
    // The butcher-counter hero comes after the items, its picture switching at 1023px.
    expect(text.indexOf(menuCopy.butcherHero.headline)).toBeGreaterThan(text.indexOf('California Chicken Club'));
    expect(html).toMatch(/<source media="\(max-width: 1023px\)" srcSet="[^"]*butcher-hero-mobile\.webp/);
  });

  test('an unknown category is a 404', async ({ request, page }) => {
    expect((await request.get('/menu/no-such-thing')).status()).toBe(404);
    const response = await page.goto('/menu/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page went up in smoke.');
  });

  test('failed and empty reads show SPEC’s texts', async ({ request }) => {
    let page = await serverPage(request, '/menu', fault({ 'menu-categories': 'error' }));
    expect(page.text).toContain('Failed to fetch categories');
    expect(page.text).toContain('Retry');
    page = await serverPage(request, '/menu', fault({ 'menu-categories': 'empty' }));
    expect(page.text).toContain('No menu categories available at this time.');
    page = await serverPage(request, '/menu/sides', fault({ 'menu-items': 'error' }));
    expect(page.text).toContain('Failed to fetch menu items');
    expect(page.text).toContain('Sides'); // the category and its neighbours still show
    expect(page.html).toContain('href="/menu/burgers"');
    page = await serverPage(request, '/menu/sides', fault({ 'menu-categories': 'error' }));
    expect(page.text).toContain('Failed to fetch categories');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('categories and items read', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 2, name: 'Deli Sandwiches' })).toBeVisible();
    await page.goto('/menu/bbq-sandwiches');
    await expect(page.getByRole('heading', { level: 2, name: 'Famous Ball Tip Sandwich' })).toBeVisible();
    await expect(page.getByText('$13.99')).toBeVisible();
  });
});

test.describe('in the browser', () => {
  test('the page is warm white behind its dark butcher-counter band, also when overscrolling', async ({ page }) => {
    await page.goto('/menu');
    const warmWhite = 'rgb(250, 245, 238)';
    expect(await page.locator('.shell').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(warmWhite);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(warmWhite);
  });

  test('category cards sit two a row on desktop and one on phones', async ({ page, isMobile }) => {
    await page.goto('/menu');
    const cards = page.locator('li:has(> div > h2)');
    await expect(cards).toHaveCount(CATEGORIES.length);
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    if (isMobile) expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    else expect(b.y).toBe(a.y);
    await cards.nth(1).getByRole('link', { name: /^View Items/ }).click();
    await expect(page).toHaveURL(/\/menu\/deli-sandwiches$/);
  });

  test('item cards are at least 298px tall and their Order button opens the order modal', async ({ page }) => {
    await page.goto('/menu/sides');
    const card = page.getByTestId('menu-item').first();
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(298);
    await card.getByRole('button', { name: 'Order Potato Salad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a photo that fails gives way to "Missing Image" and the item name', async ({ page }) => {
    await page.route('**/_next/image?**', (route) => route.abort());
    await page.goto('/menu/sides');
    const card = page.getByTestId('menu-item').filter({ hasText: 'Coleslaw' });
    await expect(card.getByTestId('missing-image')).toHaveText(/Missing Image\s*Coleslaw/);
    await expect(card.getByRole('img')).toHaveCount(0);
  });

  test('a photo that loads is shown, without the placeholder', async ({ page }) => {
    await page.route('**/_next/image?**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.png', contentType: 'image/png' }));
    await page.goto('/menu/sides');
    const card = page.getByTestId('menu-item').filter({ hasText: 'Coleslaw' });
    await expect(card.getByRole('img', { name: 'Coleslaw' })).toBeVisible();
    await expect(page.getByTestId('missing-image')).toHaveCount(0);
  });

  test('desktop: the bar of categories marks the current one; phones: the dropdown', async ({ page, isMobile }) => {
    await page.goto('/our-story');
    await page.goto('/menu/salads');
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    const select = page.getByLabel('Browse the menu');
    if (isMobile) {
      await expect(bar).toBeHidden();
      await expect(select).toBeVisible();
      await expect(select).toHaveValue('salads');
      await page.evaluate(() => window.scrollTo(0, 400));
      await select.selectOption({ label: 'Burgers' });
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burgers');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(select).toHaveValue('burgers');
      await select.selectOption({ label: 'All Categories' });
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuCopy.intro.headline);
    } else {
      await expect(select).toBeHidden();
      await expect(bar.getByRole('link', { name: 'Salads' })).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current]')).toHaveCount(1);
      await bar.getByRole('link', { name: 'Burgers' }).click();
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      await expect(bar.getByRole('link', { name: 'Burgers' })).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link', { name: 'Salads' })).not.toHaveAttribute('aria-current');
    }
    // Switching categories replaces the history entry: Back leaves the menu.
    await page.goBack();
    await expect(page).toHaveURL(/\/our-story$/);
  });

  test('"..." covers the items while another category loads', async ({ page, isMobile }) => {
    await page.goto('/menu/salads');
    await page.route(
      (url) => url.pathname === '/menu/burgers' && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    if (isMobile) await page.getByLabel('Browse the menu').selectOption({ label: 'Burgers' });
    else await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Burgers' }).click();
    await expect(page.getByText('...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burgers');
    await expect(page.getByText('...', { exact: true })).toBeHidden();
  });

  test('Retry reloads the page after a failed read', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ 'menu-categories': 'error' }));
    await page.goto('/menu');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch categories' })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Deli Sandwiches' })).toBeVisible();
  });

  test('items that fail show their own error and Retry', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ 'menu-items': 'error' }));
    await page.goto('/menu/kids');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch menu items' })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Kids Hot Dog' })).toBeVisible();
  });

  test('the butcher hero picture switches at 1023px', async ({ page, isMobile }) => {
    await page.goto('/menu');
    const img = page.locator('section[aria-labelledby="butcher-hero-title"] img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(isMobile ? 'butcher-hero-mobile.webp' : 'butcher-hero.webp');
  });

  for (const path of ['/menu', '/menu/bbq-sandwiches']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  }
});
