/**
 * /menu and /menu/{category}: the server HTML, structured data, states and the category switcher.
 * Categories, items and prices come from the site's API; a test that needs a category with some
 * property (two items, a price, photos) finds one, or skips and says the content has none.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { itemText } from '../components/order/order-shops';
import { expectNothingChosen } from './helpers/order-dialog';
import { categoryButton, categoryWith, escapeRegExp, listCategories, listItems, priceText, type MenuItem } from './helpers/content';
import { fault } from './helpers/hooks';
import { actBeforeHydration } from './helpers/hydration';
import { scrollThrough } from './helpers/scroll';
import { imageLoading, inSrcSet, serverPage, visibleText } from './helpers/server-html';
import { menuCopy } from '../lib/content/copy/menu';
import { DIET_TAGS } from '../lib/domain/diet';
import { formatPrice, spokenPrice } from '../lib/domain/price';
import { WIDTHS } from './helpers/tags';
import { expectPictureClearOfWords, settledBoxes } from './helpers/layout';

const hasItems = (items: MenuItem[]) => items.length > 0;
/** Two items or more (an order to check), one of them priced. */
const orderedAndPriced = (items: MenuItem[]) => items.length > 1 && items.some((i) => i.price != null);
const NO_ITEMS = 'no category in the content has items';
const NO_TWO = 'the content has fewer than two categories';

/** The item names on a category page's cards, in page order. */
const cardNames = (html: string) => [...html.matchAll(/data-testid="menu-item"[\s\S]*?<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => visibleText(m[1]).trim());

type MenuLd = { hasMenuSection: { name: string; hasMenuItem?: { name: string; offers?: { price: string } }[] }[] };

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('server HTML', () => {
  test('the overview: every category with its button, the specials link and Menu structured data', async ({ request }) => {
    const categories = await listCategories(request);
    const items = await Promise.all(categories.map((c) => listItems(request, c.slug)));
    const { status, html, text, jsonLd } = await serverPage(request, '/menu');
    expect(status).toBe(200);
    for (const c of categories) {
      expect(text).toContain(c.category);
      expect(html).toContain(`href="${c.websiteUrl}"`);
      if (c.label) expect(text).toContain(c.label); // a category's own label
    }
    expect(text.match(/View Items/g)?.length ?? 0).toBe(categories.filter((c) => !c.label).length); // the default for the others
    expect(html).toContain('href="/daily-specials"');
    const menu = jsonLd.find((d) => d['@type'] === 'Menu') as MenuLd;
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(categories.map((c) => c.category));
    // Every item of every category, with an offer only where it has a price.
    const offered = (section: MenuLd['hasMenuSection'][number]) => (section.hasMenuItem ?? []).map((m) => ({ name: m.name, price: m.offers?.price ?? null }));
    expect(menu.hasMenuSection.map(offered)).toEqual(items.map((list) => list.map((i) => ({ name: i.name, price: i.price?.toFixed(2) ?? null }))));
    expect(jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("the first row's pictures load at once, the first one early; the others lazily", async ({ request }) => {
    const categories = await listCategories(request);
    const { html } = await serverPage(request, '/menu');
    const pictures = imageLoading(html, categories.map((c) => c.photoSrc));
    expect(pictures.map((p) => p.src)).toEqual(categories.map((c) => c.photoSrc));
    // Two cards a row on desktop: the first row is in view when the page opens; on a phone the first card is.
    expect(pictures.slice(0, 2).map((p) => p.loading)).toEqual(['eager', 'eager'].slice(0, pictures.length));
    expect(pictures.map((p) => p.fetchPriority)).toEqual(pictures.map((_, i) => (i === 0 ? 'high' : null)));
    for (const p of pictures.slice(2)) expect(p.loading, p.src).toBe('lazy');
  });

  test('a category: its items in orderBy order with description, price and an Order button', async ({ request }) => {
    const found = await categoryWith(request, orderedAndPriced);
    test.skip(!found, 'no category in the content has two items, one of them priced');
    const { category, items } = found!;
    const priced = items.find((i) => i.price != null)!;
    const { status, html, text, jsonLd } = await serverPage(request, category.websiteUrl);
    expect(status).toBe(200);
    expect(cardNames(html)).toEqual(items.map((i) => i.name));
    expect(text).toContain(items[0].description);
    expect(text).toContain(`${priced.name} ${priceText(priced.price!)}`);
    expect(text.match(new RegExp(`Order ${escapeRegExp(items[0].name)}(?!\\w)`, 'g'))?.length).toBe(1);
    const current = [...html.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
    expect(current.some((a) => a.includes(`href="${category.websiteUrl}"`))).toBe(true); // the bar marks the category
    const menu = jsonLd.find((d) => d['@type'] === 'Menu') as MenuLd;
    expect(menu.hasMenuSection[0].hasMenuItem?.map((i) => i.name)).toEqual(items.map((i) => i.name));
    expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Menu' }, { name: category.category }] });
    // The butcher-counter hero comes after the items, its picture switching at 1023px.
    expect(text.indexOf(menuCopy.butcherHero.headline)).toBeGreaterThan(text.lastIndexOf(items.at(-1)!.name));
    expect(html).toMatch(new RegExp(`<source media="\\(max-width: 1023px\\)" srcSet="[^"]*${inSrcSet(menuCopy.butcherHero.mobileImageUrl)}`));
  });

  test("the butcher hero's button is left out on the page it leads to, and shown on the others", async ({ request }) => {
    const { buttonUrl, headline } = menuCopy.butcherHero;
    const categories = await listCategories(request);
    const target = categories.find((c) => c.websiteUrl === buttonUrl);
    test.skip(!target, "the butcher hero's button leads to no menu category of the content");
    const other = categories.find((c) => c !== target);
    const hero = async (path: string) => {
      const { html } = await serverPage(request, path);
      const section = html.match(/<section[^>]*aria-labelledby="butcher-hero-title"[\s\S]*?<\/section>/)?.[0] ?? '';
      expect(visibleText(section), path).toContain(headline);
      return section;
    };
    expect(await hero(target!.websiteUrl)).not.toContain(`href="${buttonUrl}"`);
    expect(await hero('/menu')).toContain(`href="${buttonUrl}"`);
    if (other) expect(await hero(other.websiteUrl)).toContain(`href="${buttonUrl}"`);
  });

  test('a category in other letters lands on its one address for good (308)', async ({ request }) => {
    const [category] = await listCategories(request);
    const shouted = await request.get(`/menu/${category.slug.toUpperCase()}`, { maxRedirects: 0 });
    expect(shouted.status()).toBe(308);
    expect(shouted.headers()['location']).toBe(`/menu/${category.slug}`);
  });

  test('an unknown category is a 404', async ({ request, page }) => {
    expect((await request.get('/menu/no-such-thing')).status()).toBe(404);
    const response = await page.goto('/menu/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page went up in smoke.');
  });

  test('failed and empty reads show the menu’s own error and empty texts', async ({ request }) => {
    const categories = await listCategories(request);
    const category = categories[Math.floor(categories.length / 2)];
    let page = await serverPage(request, '/menu', fault({ 'menu-categories': 'error' }));
    expect(page.text).toContain('Failed to fetch categories');
    expect(page.text).toContain('Retry');
    page = await serverPage(request, '/menu', fault({ 'menu-categories': 'empty' }));
    expect(page.text).toContain('No menu categories available at this time.');
    page = await serverPage(request, category.websiteUrl, fault({ 'menu-items': 'error' }));
    expect(page.text).toContain('Failed to fetch menu items');
    expect(page.text).toContain(category.category); // the category and its neighbors still show
    for (const c of categories) expect(page.html).toContain(`href="${c.websiteUrl}"`);
    page = await serverPage(request, category.websiteUrl, fault({ 'menu-categories': 'error' }));
    expect(page.text).toContain('Failed to fetch categories');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('categories and items read', async ({ page, request }) => {
    const categories = await listCategories(request);
    const found = await categoryWith(request, (items) => items.some((i) => i.price != null));
    test.skip(!found, 'no item in the content has a price');
    const priced = found!.items.find((i) => i.price != null)!;
    await page.goto('/menu');
    for (const c of categories) await expect(page.getByRole('heading', { level: 2, name: c.category, exact: true })).toBeVisible();
    await page.goto(found!.category.websiteUrl);
    await expect(page.getByRole('heading', { level: 2, name: priced.name, exact: true })).toBeVisible();
    await expect(page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: priced.name, exact: true }) }).getByText(priceText(priced.price!))).toBeVisible();
  });
});

test.describe('in the browser', () => {
  test('the page is warm white behind its dark butcher-counter band, also when overscrolling', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    const warmWhite = 'rgb(250, 245, 238)';
    expect(await page.locator('.shell').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(warmWhite);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(warmWhite);
  });

  test("the intro's warm tint fades into the page at its foot, with no line where it ends", WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    const [intro] = await settledBoxes(page, page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }));
    const foot = Math.round(intro.y + intro.height);
    const width = page.viewportSize()!.width;
    // The pixel rows just inside and just below the band's foot, across the page.
    const shot = await page.screenshot({ clip: { x: 0, y: foot - 1, width, height: 2 } });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    // The first and the last row of the shot (a phone's screen has more than one pixel to a CSS pixel).
    const last = (info.height - 1) * info.width;
    let step = 0;
    for (let x = 0; x < info.width; x++) {
      for (let c = 0; c < 3; c++) step = Math.max(step, Math.abs(data[x * info.channels + c] - data[(last + x) * info.channels + c]));
    }
    expect(step, 'the largest change of a color channel across the foot').toBeLessThanOrEqual(2);
  });

  test('category cards sit two a row on desktop and one on phones', WIDTHS, async ({ page, isMobile, request }) => {
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    await page.goto('/menu');
    const cards = page.locator('li:has(> div > h2)');
    await expect(cards).toHaveCount(categories.length);
    const [a, b] = await settledBoxes(page, cards.nth(0), cards.nth(1));
    if (isMobile) expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    else expect(b.y).toBe(a.y);
    await cards.nth(1).getByRole('link', { name: new RegExp(`^${escapeRegExp(categoryButton(categories[1]))}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${categories[1].websiteUrl}$`));
  });

  test('item cards are at least 298px tall and their Order button opens the order modal, naming the item', WIDTHS, async ({ page, request }) => {
    const found = await categoryWith(request, hasItems);
    test.skip(!found, NO_ITEMS);
    await page.goto(found!.category.websiteUrl);
    const card = page.getByTestId('menu-item').first();
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(298);
    await card.getByRole('button', { name: `Order ${found!.items[0].name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(itemText(found!.items[0].name));
    await expectNothingChosen(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("every item's name and price stay inside its card, with the words set twice as large or spaced out", async ({ page, request }) => {
    const categories = await listCategories(request);
    // Every category's page is loaded at two widths: its time grows with the menu (20 loads
    // today, which on a busy 2-core host ran past the default 30 s).
    test.setTimeout(Math.max(30_000, categories.length * 2 * 4_000));
    /** The words of each card's head (name and price) that reach past the card's edges. */
    const outside = () =>
      page.getByTestId('menu-item').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          const head = card.querySelector('h2')!.parentElement!;
          // The words drawn: text in a box of its own wider than a pixel (not the price as a
          // screen reader hears it, kept in a 1px box out of sight).
          const walker = document.createTreeWalker(head, NodeFilter.SHOW_TEXT);
          const rects: DOMRect[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            rects.push(...range.getClientRects());
          }
          if (rects.length === 0) throw new Error(`no words drawn in the card of ${head.textContent}`);
          const past = rects.some((r) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5));
          return past ? [head.textContent] : [];
        }),
      );
    // WCAG's text spacing: line height 1.5, letters 0.12em and words 0.16em apart, paragraphs 2em.
    const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    for (const [width, larger] of [
      [1280, true],
      [320, false],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const c of categories) {
        await page.goto(c.websiteUrl);
        if (larger) await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
        else await page.addStyleTag({ content: spacing });
        expect(await outside(), `${c.websiteUrl} at ${width}px, ${larger ? 'words at 200%' : 'text spacing'}`).toEqual([]);
      }
    }
  });

  test('a photo that fails gives way to "Missing Image" and the item name', async ({ page, request }) => {
    const found = await categoryWith(request, (items) => items.some((i) => i.image));
    test.skip(!found, 'no item in the content has a photo');
    const item = found!.items.find((i) => i.image)!;
    await page.route('**/_next/image?**', (route) => route.abort());
    await page.goto(found!.category.websiteUrl);
    const card = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
    await expect(card.getByTestId('missing-image')).toHaveText(new RegExp(`Missing Image\\s*${escapeRegExp(item.name)}`));
    await expect(card.getByRole('img')).toHaveCount(0);
  });

  test('a photo that loads is shown, without the placeholder', async ({ page, request }) => {
    const found = await categoryWith(request, (items) => items.length > 0 && items.every((i) => i.image));
    test.skip(!found, 'no category in the content has a photo for every item');
    const item = found!.items[0];
    await page.route('**/_next/image?**', (route) => route.fulfill({ path: 'e2e/fixtures/tiny.png', contentType: 'image/png' }));
    await page.goto(found!.category.websiteUrl);
    const card = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
    await expect(card.getByRole('img', { name: item.name, exact: true })).toBeVisible();
    await expect(page.getByTestId('missing-image')).toHaveCount(0);
  });

  test('desktop: the bar of categories marks the current one; phones: the dropdown', WIDTHS, async ({ page, isMobile, request }) => {
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    const [from, to] = [categories[0], categories.at(-1)!];
    await page.goto('/our-story');
    await page.goto(from.websiteUrl);
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    const select = page.getByLabel('Browse the menu');
    if (isMobile) {
      await expect(bar).toBeHidden();
      await expect(select).toBeVisible();
      await expect(select).toHaveValue(from.slug);
      await page.evaluate(() => window.scrollTo(0, 400));
      await select.selectOption({ label: to.category });
      await expect(page).toHaveURL(new RegExp(`${to.websiteUrl}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.category);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(select).toHaveValue(to.slug);
      await select.selectOption({ label: 'All Categories' });
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuCopy.intro.headline);
    } else {
      await expect(select).toBeHidden();
      await expect(bar.getByRole('link', { name: from.category, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current]')).toHaveCount(1);
      await bar.getByRole('link', { name: to.category, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${to.websiteUrl}$`));
      await expect(bar.getByRole('link', { name: to.category, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link', { name: from.category, exact: true })).not.toHaveAttribute('aria-current');
    }
    // Switching categories replaces the history entry: Back leaves the menu.
    await page.goBack();
    await expect(page).toHaveURL(/\/our-story$/);
  });

  test('phones, from the keyboard: arrows look through the dropdown without leaving the page, Enter opens the category and focus stays', WIDTHS, async ({ page, isMobile, request }) => {
    test.skip(!isMobile, 'the dropdown is the phone layout');
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    const [from, next] = categories;
    await page.goto(from.websiteUrl);
    await page.waitForLoadState('networkidle'); // hydrated
    const select = page.getByLabel('Browse the menu');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(next.slug);
    await page.waitForTimeout(500); // time a navigation would have taken to start
    await expect(page).toHaveURL(new RegExp(`${from.websiteUrl}$`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${next.websiteUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.category);
    await expect(select).toBeFocused();
    await expect(select).toHaveValue(next.slug);
  });

  test("a category followed from the keyboard in the bar keeps the focus on the bar's new current link", async ({ page, request }) => {
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    const [from, to] = [categories[0], categories.at(-1)!];
    await page.goto(from.websiteUrl);
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    await bar.getByRole('link', { name: to.category, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${to.websiteUrl}$`));
    await expect(bar.getByRole('link', { name: to.category, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: to.category, exact: true })).toBeFocused();
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    const afterBar = () =>
      page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Menu categories"]');
        const focused = document.activeElement;
        return !!bar && !!focused && focused !== document.body && (bar.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      });
    expect(await afterBar()).toBe(true);
  });

  test('a category chosen before the page hydrated is opened: phones by the dropdown, desktops by the bar', WIDTHS, async ({ page, isMobile, request }) => {
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    const [from, to] = [categories[0], categories.at(-1)!];
    await actBeforeHydration(page, from.websiteUrl, () =>
      isMobile
        ? page.getByLabel('Browse the menu').selectOption({ label: to.category })
        : page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: to.category, exact: true }).click(),
    );
    await expect(page).toHaveURL(new RegExp(`${to.websiteUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.category);
    if (isMobile) await expect(page.getByLabel('Browse the menu')).toHaveValue(to.slug);
  });

  test('"..." covers the items while another category loads', WIDTHS, async ({ page, isMobile, request }) => {
    const categories = await listCategories(request);
    test.skip(categories.length < 2, NO_TWO);
    const [from, to] = [categories[0], categories.at(-1)!];
    await page.goto(from.websiteUrl);
    await page.route(
      (url) => url.pathname === to.websiteUrl && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    if (isMobile) await page.getByLabel('Browse the menu').selectOption({ label: to.category });
    else await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: to.category, exact: true }).click();
    await expect(page.getByText('...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.category);
    await expect(page.getByText('...', { exact: true })).toBeHidden();
  });

  test('Retry reloads the page after a failed read', async ({ page, request }) => {
    const [first] = await listCategories(request);
    await page.setExtraHTTPHeaders(fault({ 'menu-categories': 'error' }));
    await page.goto('/menu');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch categories' })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: first.category, exact: true })).toBeVisible();
  });

  test('items that fail show their own error and Retry', async ({ page, request }) => {
    const found = await categoryWith(request, hasItems);
    test.skip(!found, NO_ITEMS);
    await page.setExtraHTTPHeaders(fault({ 'menu-items': 'error' }));
    await page.goto(found!.category.websiteUrl);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch menu items' })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: found!.items[0].name, exact: true })).toBeVisible();
  });

  test('the butcher hero picture switches at 1023px', WIDTHS, async ({ page, isMobile }) => {
    await page.goto('/menu');
    const img = page.locator('section[aria-labelledby="butcher-hero-title"] img');
    await img.scrollIntoViewIfNeeded();
    const { imageUrl, mobileImageUrl } = menuCopy.butcherHero;
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(encodeURIComponent(isMobile ? mobileImageUrl : imageUrl));
  });

  test("on a wide screen the butcher hero's picture is downloaded at about the width it is drawn, not the window's", async ({ page }) => {
    await page.goto('/menu');
    const img = page.locator('section[aria-labelledby="butcher-hero-title"] img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain('w=');
    const { picked, drawn } = await img.evaluate((el: HTMLImageElement) => ({
      picked: Number(new URL(el.currentSrc).searchParams.get('w')),
      drawn: el.getBoundingClientRect().width * devicePixelRatio,
    }));
    // The next width up of the picture's sizes is at most about half again as wide.
    expect(picked).toBeGreaterThanOrEqual(drawn);
    expect(picked).toBeLessThanOrEqual(drawn * 1.5);
  });

  test("the butcher hero's picture stands above its words below 1024px and beside them on wider screens, never behind the first half", WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    const hero = page.locator('section[aria-labelledby="butcher-hero-title"]');
    await hero.scrollIntoViewIfNeeded();
    const words = [hero.getByRole('heading', { level: 2 }), hero.getByText(menuCopy.butcherHero.copyText)];
    // 1024px: where the picture switches from its phone crop.
    await expectPictureClearOfWords(page, hero.locator('img'), words, 1024);
  });

  test('a price says what it buys: each, by the pound, or how many a pack serves', async ({ page, request }) => {
    // Each unit the content prices something in (a menu may sell nothing by the pound).
    const priced = [];
    for (const unit of ['each', 'lb', 'serves'] as const) {
      const found = await categoryWith(request, (items) => items.some((i) => i.price != null && i.priceUnit === unit));
      if (found) priced.push({ unit, found });
    }
    test.skip(priced.length === 0, 'no item in the content has a price');
    for (const { unit, found } of priced) {
      const item = found.items.find((i) => i.price != null && i.priceUnit === unit)!;
      await page.goto(found.category.websiteUrl);
      const price = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) }).getByTestId('menu-item-price');
      await expect(price).toHaveText(new RegExp(escapeRegExp(formatPrice(item.price!, item.priceUnit, item.serves))));
      await expect(price).toContainText(spokenPrice(item.price!, item.priceUnit, item.serves));
      if (unit === 'serves') expect(formatPrice(item.price!, item.priceUnit, item.serves)).toContain(`serves ${item.serves}`);
    }
  });

  test('diet marks on the cards, with a visible key and the full word for screen readers', async ({ page, request }) => {
    const found = await categoryWith(request, (items) => items.some((i) => i.dietaryTags.length > 0));
    test.skip(!found, 'no item in the content carries a diet tag');
    const item = found!.items.find((i) => i.dietaryTags.length > 0)!;
    await page.goto(found!.category.websiteUrl);
    const legend = page.getByTestId('diet-legend');
    await expect(legend).toBeVisible();
    for (const d of DIET_TAGS) await expect(legend).toContainText(`${d.mark} ${d.label}`);
    const marks = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) }).getByRole('list', { name: 'Diet' });
    const expected = DIET_TAGS.filter((d) => item.dietaryTags.includes(d.tag));
    await expect(marks.getByRole('listitem')).toHaveText(expected.map((d) => new RegExp(`^${escapeRegExp(d.mark)}\\s*${escapeRegExp(d.label)}$`)));
    for (const d of expected) await expect(marks.getByRole('listitem').filter({ hasText: d.label })).toHaveAttribute('title', d.label);
    // A category without a tagged item shows no key.
    const plain = await categoryWith(request, (items) => items.length > 0 && items.every((i) => i.dietaryTags.length === 0));
    if (plain) {
      await page.goto(plain.category.websiteUrl);
      await expect(page.getByTestId('menu-item').first()).toBeVisible();
      await expect(page.getByTestId('diet-legend')).toHaveCount(0);
    }
  });

  test('/menu has no axe violations', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });

  test('a category with items has no axe violations', WIDTHS, async ({ page, request }) => {
    const found = await categoryWith(request, hasItems);
    test.skip(!found, NO_ITEMS);
    await page.goto(found!.category.websiteUrl);
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
