/** The site shell on every page: header, mobile menu, sauces dialog, order modal, footer, CSP. */
import { expect, test, type Page } from '@playwright/test';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import nextConfig from '../next.config';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { DIALOGS, isPhone } from './helpers/dialogs';
import { fault } from './helpers/hooks';
import { chosenShop, expectNothingChosen, shopChoice, shopChoices } from './helpers/order-dialog';
import { listShops } from './helpers/content';
import { scrollThrough } from './helpers/scroll';
import { WIDTHS } from './helpers/tags';
import { business } from '../lib/content/copy/business';


/** The value next.config.ts gives a header of every response; a header it does not send is an error. */
async function configuredHeader(name: string): Promise<string> {
  const rules = await nextConfig(PHASE_PRODUCTION_SERVER).headers!();
  const value = rules.flatMap((r) => r.headers).find((h) => h.key.toLowerCase() === name)?.value;
  if (!value) throw new Error(`next.config.ts sends no ${name} header`);
  return value;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('header', () => {
  test('desktop shows the main links and marks the current route; mobile shows the hamburger', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    const header = page.locator('header');
    if (isPhone(page)) {
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    } else {
      const nav = header.getByRole('navigation', { name: 'Main' });
      for (const name of ['Menu', 'Locations', 'Catering', 'Rewards']) await expect(nav.getByRole('link', { name })).toBeVisible();
      const current = nav.getByRole('link', { name: 'Menu' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveCSS('font-weight', '700');
      await expect(current).toHaveCSS('color', 'rgb(139, 30, 30)'); // #8B1E1E in the light mode
      await expect(nav.getByRole('link', { name: 'Locations' })).not.toHaveAttribute('aria-current', 'page');
      await expect(header.getByRole('link', { name: 'Sauces' })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: 'Order' })).toBeVisible();
    // The logo links home, named after the business.
    await expect(header.getByRole('link', { name: `${business.name} home`, exact: true }).first()).toHaveAttribute('href', '/');
  });

  test('stays on top as the page scrolls, except on a screen 500px tall or less, where it scrolls away with the page', async ({ page }) => {
    const header = page.locator('header').first();
    for (const [width, height, stays] of [
      [390, 844, true],
      [844, 390, false],
      [320, 256, false],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/catering');
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      const box = (await header.boundingBox())!;
      if (stays) expect(box.y, `${width}x${height}`).toBe(0);
      else expect(box.y + box.height, `${width}x${height}`).toBeLessThanOrEqual(0);
    }
  });

  test("a page under a section marks the section's link as current, not as the page", async ({ page, request }) => {
    const [shop] = await listShops(request);
    test.skip(!shop, 'the content has no shops');
    await page.goto(`/locations/${shop.slug}`);
    const link = page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' });
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toHaveCSS('font-weight', '700');
  });

  test('links fetch nothing ahead of a click, and a followed link navigates in the page', async ({ page }) => {
    // Next's router asks for a route's data with `_rsc` in the query: ahead of a click only to prefetch.
    const routeFetches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).searchParams.has('_rsc')) routeFetches.push(new URL(r.url()).pathname);
    });
    await page.goto('/menu');
    await scrollThrough(page); // every header, card and footer link passes through the viewport
    await page.waitForLoadState('networkidle');
    expect(routeFetches, 'routes fetched before any click').toEqual([]);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(routeFetches).toContain('/locations');
  });

  test('a page opened from a header, menu or footer link starts at its top, its heading in view', WIDTHS, async ({ page }) => {
    test.setTimeout(90_000);
    /** Follows the site's own link to `path`: the header's (the slide-in menu's on a phone), else the footer's. */
    async function follow(path: string) {
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Site menu' });
        await expect(menu).toBeVisible();
        const link = menu.locator(`a[href="${path}"]`);
        if ((await link.count()) > 0) return link.first().click();
        await menu.getByRole('button', { name: 'Close menu' }).click();
      } else {
        const link = page.locator(`header a[href="${path}"]:visible`);
        if ((await link.count()) > 0) return link.first().click();
      }
      await page.locator(`footer a[href="${path}"]`).first().click();
    }
    await page.goto('/web-accessibility');
    // Every page the header and the footer link to (one shop page for all of them).
    const hrefs = await page
      .locator(isPhone(page) ? 'header a[href^="/"], [role="dialog"] a[href^="/"], footer a[href^="/"]' : 'header a[href^="/"]:visible, footer a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const paths = [...new Set(hrefs.filter((h) => !h.includes('#')))].filter((h, i, all) => !h.startsWith('/locations/') || all.findIndex((o) => o.startsWith('/locations/')) === i);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of [...paths.filter((p) => p !== '/web-accessibility'), '/web-accessibility']) {
      await follow(path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY), `${path} opened scrolled down`).toBe(0);
    }
  });

  test('a footer link followed from the keyboard leaves the focus at the new page\'s main content, at the top', async ({ page }) => {
    await page.goto('/menu');
    const link = page.locator('footer a[href="/privacy-policy"]').first();
    // At the foot of the page, as a visitor who tabbed there is by the time they press Enter (a
    // focus that brings the link into view glides there, which takes a moment).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(link).toBeInViewport();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on into the new page, not on through the footer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('while a followed link\'s page is on its way, a bar shows it and the main content is busy; both go once it is in', async ({ page }) => {
    await page.goto('/menu');
    await page.route(
      (url) => url.pathname === '/locations' && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.locator('header a[href="/locations"]:visible, footer a[href="/locations"]').first().click();
    await expect(page.getByTestId('navigation-progress')).toBeVisible();
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
    await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy');
  });

  test('the light mode is used off the home page and the black mode on it', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.locator('.shell')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.shell')).toHaveCSS('background-color', 'rgb(250, 245, 238)');
    await page.goto('/');
    await expect(page.locator('.shell')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.shell')).toHaveCSS('background-color', 'rgb(15, 13, 12)');
  });
});

test('the slide-in menu closes when the window grows past its width (a tablet turned), and the page stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  // Still open, the hidden modal would leave every other element of the page inert.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catering' }).click();
  await expect(page).toHaveURL(/\/catering$/);
});

test.describe('mobile menu', WIDTHS, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) > 1023, 'the slide-in menu exists at 1023px and below');

  test('opens, marks the body, lists every link, and closes on a link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await expect(menu.getByRole('img', { name: `${business.name} home`, exact: true })).toBeVisible();
    for (const name of ['Home', 'Menu', 'Locations', 'Catering', 'Rewards', 'About', 'Specials', 'Careers', 'Contact', 'Sauces']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/our-story');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('works by keyboard: focus moves in, Escape closes and focus returns to the hamburger', async ({ page }) => {
    await page.goto('/menu');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('a link followed from the keyboard leaves the focus at the new page\'s main content', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('closes when Back takes the visitor to the page before, which stays usable', async ({ page }) => {
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await page.goto('/careers');
    await hamburger.click();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
    await hamburger.click();
    await expect(menu).toBeVisible();
  });

  test('a tap on the empty space below its links keeps it open; a tap on the page beside it closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    // Wait for the slide-in to end, so the menu's box is where it stays.
    await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(1, 0, 0, 1, 0, 0)');
    const box = (await menu.boundingBox())!;
    // A closing menu stays visible while it slides out: whether it is still open is what counts,
    // read once the click's render and effects are done (two frames later).
    const openAfterFrames = () => page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(!!document.querySelector('dialog[open]'))))));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 24);
    expect(await openAfterFrames()).toBe(true);
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await page.mouse.click(box.x + box.width + 16, box.y + box.height / 2);
    expect(await openAfterFrames()).toBe(false);
    await expect(menu).toBeHidden();
  });

  test('the close button closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  });

  test('Sauces closes the menu and asks before leaving', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sauces' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: "You're Leaving Our Site. Bring Napkins." })).toBeVisible();
  });

  test('Sauces from the menu by keyboard: when its dialog closes, focus is back on the hamburger', async ({ page }) => {
    await page.goto('/menu');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sauces' }).focus();
    await page.keyboard.press('Enter');
    const sauces = page.getByRole('dialog', { name: "You're Leaving Our Site. Bring Napkins." });
    await expect(sauces).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sauces).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

// The site's frame (header, order dialog, cookie preferences) stays through a navigation; a dialog
// it opened belongs to the page the visitor leaves.
for (const dialog of DIALOGS) {
  test(`the ${dialog.name} dialog closes when Back leaves the page, which stays usable`, WIDTHS, async ({ page }) => {
    test.skip(dialog.phoneOnly === true && !isPhone(page), 'the mobile menu exists only up to 1023px');
    await dismissCookieBanner(page);
    await page.goto('/careers');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await dialog.open(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await dialog.open(page);
  });
}

async function openSauces(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sauces' }).click();
  } else {
    await page.locator('header').getByRole('link', { name: 'Sauces' }).click();
  }
  const dialog = page.getByRole('dialog', { name: "You're Leaving Our Site. Bring Napkins." });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('sauces dialog', WIDTHS, () => {
  test('shows its texts; "Nah, I\'ll Stay" closes it', async ({ page }) => {
    await page.goto('/menu');
    // One dialog serves the desktop bar's link and the mobile menu's.
    await expect(page.getByTestId('sauces-dialog')).toHaveCount(1);
    const dialog = await openSauces(page);
    await expect(dialog).toContainText('BBQ sauces, rubs and marinades');
    // Heard as it opens, with its title: the focus goes to a button, past these words.
    await expect(dialog).toHaveAccessibleDescription(/BBQ sauces, rubs and marinades\. It opens in a new tab/);
    await dialog.getByRole('button', { name: "Nah, I'll Stay" }).click();
    await expect(dialog).toBeHidden();
  });

  test('"Go Forth to Sauces" opens the shop in a new tab with the tracking source, without opener', async ({ page, context }) => {
    await page.goto('/menu');
    // The shop's address is the content's (or the deployment's setting): read from the link.
    const shop = new URL((await page.locator('header a', { hasText: 'Sauces' }).first().getAttribute('href'))!);
    expect(shop.searchParams.get('utm_source')).toBeTruthy();
    await context.route(`${shop.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sauces</title>' }));
    const dialog = await openSauces(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Go Forth to Sauces' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(shop.toString());
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toBeHidden();
  });

  test('a click with a modifier key (a new tab or window) is left to the browser, as on any link: no dialog', async ({ page, context }) => {
    test.skip(isPhone(page), 'the header shows its own Sauces link from 1024px');
    await page.goto('/menu');
    const link = page.locator('header').getByRole('link', { name: 'Sauces' });
    const shop = new URL((await link.getAttribute('href'))!);
    await context.route(`${shop.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sauces</title>' }));
    // A headless browser opens a background tab for a real Ctrl-click late or not at all: the
    // click's own event says whether the page took it over (a plain click's is, for the dialog).
    const takenOver = (modifier: 'ctrlKey' | 'metaKey' | 'shiftKey' | null) =>
      link.evaluate((a, key) => {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...(key ? { [key]: true } : {}) });
        a.dispatchEvent(click);
        return click.defaultPrevented;
      }, modifier);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) expect(await takenOver(modifier), modifier).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await takenOver(null)).toBe(true);
    await expect(page.getByRole('dialog', { name: "You're Leaving Our Site. Bring Napkins." })).toBeVisible();
  });

  test('Escape, the close button and the backdrop dismiss it', async ({ page }) => {
    await page.goto('/menu');
    let dialog = await openSauces(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openSauces(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openSauces(page);
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
  });
});

test.describe('order modal', () => {
  test('opens from the header with no preselection; buttons wait for a location', WIDTHS, async ({ page, context, request }) => {
    const shop = (await listShops(request))[0];
    const entry = `${shop.name} - ${shop.address.address1}, ${shop.address.city}`;
    await context.route(`${new URL(shop.pickupUrl).origin}/**`, (route) => route.fulfill({ status: 200, body: 'ordering' }));
    await page.goto('/menu');
    const opener = page.locator('header').getByRole('button', { name: 'Order' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(modal).toBeVisible();
    await expectNothingChosen(modal);
    await expect(shopChoice(modal, entry)).toHaveCount(1);
    await expect(modal.getByRole('button', { name: 'Order Pickup' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Order Delivery' })).toBeDisabled();

    await shopChoice(modal, entry).check();
    const address = modal.getByTestId('order-modal-address');
    for (const part of [shop.name, shop.address.address1, shop.address.city, `${shop.address.state} ${shop.address.zip}`]) await expect(address).toContainText(part);
    const [popup] = await Promise.all([context.waitForEvent('page'), modal.getByRole('button', { name: 'Order Pickup' }).click()]);
    expect(popup.url()).toBe(shop.pickupUrl);
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('its close button stays in sight when the list of shops is scrolled', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(modal.getByRole('radio').first()).toBeVisible();
    const scrollable = await modal.evaluate((d) => d.scrollHeight > d.clientHeight + 100);
    test.skip(!scrollable, 'the dialog holds every shop without scrolling at this size');
    await modal.evaluate((d) => d.scrollTo({ top: d.scrollHeight, behavior: 'instant' }));
    await expect(modal.getByRole('heading', { name: 'Order For Pickup or Delivery' })).not.toBeInViewport();
    const close = modal.getByRole('button', { name: /close/i });
    await expect(close).toBeInViewport();
    const [box, frame] = [await close.boundingBox(), await modal.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
    await close.click();
    await expect(modal).toBeHidden();
  });

  test('on a location page the header passes that shop', async ({ page, request }) => {
    const shop = (await listShops(request)).at(-1)!;
    await page.goto(`/locations/${shop.slug}`);
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(chosenShop(modal)).toHaveValue(shop._id);
    await expect(modal.getByRole('button', { name: 'Order Delivery' })).toBeEnabled();
  });

  test('keeps focus inside and closes with Escape, the close button and the backdrop', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    const opener = page.locator('header').getByRole('button', { name: 'Order' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(shopChoices(modal)).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await opener.click();
    await page.mouse.click(3, 3);
    await expect(modal).toBeHidden();
    const box = await page.getByTestId('order-modal').boundingBox().catch(() => null);
    expect(box).toBeNull();
  });

  test('a double click on Order opens the dialog and leaves it open', async ({ page }) => {
    await page.goto('/menu');
    const opener = page.locator('header').getByRole('button', { name: 'Order' });
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    // Once its code is here the dialog opens on the first click, under the pointer: the second
    // click then lands on its backdrop.
    await opener.click();
    await expect(shopChoices(modal)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await opener.dblclick();
    await expect(shopChoices(modal)).toBeVisible();
  });

  test('is at most 600px wide', WIDTHS, async ({ page }) => {
    await page.goto('/menu');
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    const box = await page.getByTestId('order-modal').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(600);
  });

  test('says "Failed to load locations" when the API answers success false, and Retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/locations', async (route) => {
      if (fail) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'nope' }) });
      return route.continue();
    });
    await page.goto('/menu');
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(modal.getByRole('alert')).toHaveText(/^Failed to load locations/);
    await expect(modal.getByRole('alert')).not.toContainText('Please try again');
    fail = false;
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(shopChoices(modal)).toBeVisible();
  });

  test('Retry from the keyboard: the old error goes while it loads, and focus stays in the dialog once the shops are back', async ({ page }) => {
    let answer: 'fail' | 'hold' | 'pass' = 'fail';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/locations', async (route) => {
      if (answer === 'fail') return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'nope' }) });
      if (answer === 'hold') await held;
      return route.continue();
    });
    await page.goto('/menu');
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order For Pickup or Delivery' });
    await expect(modal.getByRole('alert')).toBeVisible();
    answer = 'hold';
    await modal.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal.getByText('Loading locations…')).toBeVisible();
    await expect(modal.getByRole('alert')).toHaveCount(0);
    release();
    // Focus waited on the status line, and goes on to the shops once they are here.
    await expect(shopChoices(modal).getByRole('radio').first()).toBeFocused();
  });

  test('says "Failed to load locations. Please try again." on a network error', async ({ page }) => {
    await page.route('**/api/locations', (route) => route.abort());
    await page.goto('/menu');
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Failed to load locations. Please try again.');
  });
});

test.describe('footer', () => {
  test('has its links, To Top and the copyright line', async ({ page }) => {
    await page.goto('/menu');
    const footer = page.locator('footer');
    const links: [string, string][] = [
      ['About', '/our-story'], ['Join Our Team', '/careers'], ['Contact Us', '/contact'], ['Gift Card Balance', '/balance'],
      ['Privacy Policy', '/privacy-policy'], ['Terms of Use', '/terms-of-use'], ['Web Accessibility', '/web-accessibility'],
    ];
    for (const [name, href] of links) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: /To Top/ })).toHaveAttribute('href', '#main');
    await expect(footer).toContainText(`© ${business.copyrightYear} ${business.legalName}`);
  });
});

test("a page that fails shows the error page, and Try Again asks the server for the page again", async ({ page }) => {
  await page.setExtraHTTPHeaders(fault({ careers: 'bug' }));
  expect((await page.goto('/careers'))?.status()).toBe(500);
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await expect(tryAgain).toBeVisible();
  // The failure is over: only a new answer from the server shows the page (a redraw of the
  // answer already here would show the error again).
  await page.setExtraHTTPHeaders({});
  await tryAgain.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^careers at /);
  await expect(tryAgain).toBeHidden();
});

test.describe('security and hydration', () => {
  test('HTML carries a nonce CSP without unsafe-inline scripts, and the page still hydrates', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/menu');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe(await configuredHeader('referrer-policy'));
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['x-powered-by']).toBeUndefined();
    // Hydrated: a client island reacts.
    await page.locator('header').getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order For Pickup or Delivery' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('every request gets a different nonce of 128 random bits', async ({ request }) => {
    const a = (await request.get('/menu')).headers()['content-security-policy'];
    const b = (await request.get('/menu')).headers()['content-security-policy'];
    expect(a).not.toBe(b);
    const nonce = a.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1] ?? '';
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  test('/about redirects permanently to /our-story', async ({ request }) => {
    const res = await request.get('/about', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/our-story');
  });

  test('unknown pages get the styled 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/went up in smoke/i);
    await expect(page.locator('header')).toBeVisible();
  });
});

// The shell's dialogs (order, Sauces, the mobile menu, cookie preferences) are scanned open in
// both color schemes at both widths by dialogs-axe.spec.ts, and the home page at rest by
// home.spec.ts; here, the one page of the shell alone.
test('the 404 page has no axe violations', WIDTHS, async ({ page }) => {
  await page.goto('/no-such-page');
  await expectNoAxeViolations(page);
});

test('a notFound() inside a page shows one header and one footer', async ({ page }) => {
  await dismissCookieBanner(page);
  const res = await page.goto('/menu/no-such-category');
  expect(res!.status()).toBe(404);
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/went up in smoke/i);
});
