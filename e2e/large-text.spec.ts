/**
 * A visitor who set the browser's text size larger (twice the usual here): every rem and every
 * em media query follows it, as the browser's own setting makes them. Nothing runs past the
 * screen's edge, hides behind something else, or leaves its circle; what stays in view stays
 * whole.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';
import { listOpenings } from './helpers/content';

/** The browser's text size, as its settings set it (Chromium's default font size). */
async function textSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test("the header's links move into the menu where they no longer fit beside the logo", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  // At the usual size, the bar's links.
  await page.goto('/menu');
  await expect(menuButton).toBeHidden();
  await expect(nav).toBeVisible();
  await textSize(page, 32);
  await page.reload();
  await expect(menuButton).toBeVisible();
  await expect(nav).toBeHidden();
  expect(await sideways(page)).toBe(0);
  const logo = (await page.getByRole('banner').locator('a:has(img):visible').first().boundingBox())!;
  expect(logo.width).toBeGreaterThan(40);
  await menuButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a job's Now Hiring badge keeps clear of the job's facts, and the page of the screen's edge", async ({ page, request }) => {
  const [opening] = await listOpenings(request);
  test.skip(!opening, 'the content has no opening');
  await textSize(page, 32);
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/careers/${opening._id}`);
    const badge = page.locator('main p[aria-hidden="true"]').filter({ hasText: /hiring/i });
    test.skip((await badge.count()) === 0 || !(await badge.isVisible()), 'no badge at this width');
    const [ring, words] = await badge.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const t = range.getBoundingClientRect();
      return [r.toJSON(), t.toJSON()] as DOMRect[];
    });
    // The badge's words inside its circle (its box, turned 8 degrees: a few pixels of slack).
    expect(words.left, `${width}`).toBeGreaterThanOrEqual(ring.left - 4);
    expect(words.right, `${width}`).toBeLessThanOrEqual(ring.right + 4);
    // Every fact of the job left of the badge.
    for (const fact of await page.locator('main dl dd').all()) {
      const box = (await fact.boundingBox())!;
      const inside = await fact.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().right;
      });
      expect(Math.max(box.x + box.width, inside), `${width}: ${await fact.textContent()}`).toBeLessThanOrEqual(ring.left);
    }
    expect(await sideways(page), `${width}`).toBe(0);
  }
});

test("a policy's contents beside it scroll on their own, so each of its links is seen when focused", async ({ page }) => {
  await textSize(page, 32);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms-of-use');
  const toc = page.locator('nav[aria-labelledby="legal-contents"]');
  await expect(toc).toBeVisible();
  const links = await toc.getByRole('link').all();
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    await link.focus();
    await expect(link, (await link.textContent()) ?? '').toBeInViewport({ ratio: 1 });
  }
  expect(await sideways(page)).toBe(0);
});

test('the skip link stays wholly above the screen until it is focused', async ({ page }) => {
  await textSize(page, 32);
  await page.goto('/menu');
  const skip = page.locator('.skip-link');
  const box = (await skip.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(0);
  await skip.focus();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

test('numbers in circles stay inside them: the shops on the list, the steps of the rewards', async ({ page }) => {
  await textSize(page, 32);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, circles] of [
    ['/locations', 'main [data-testid="location-card"] span[aria-hidden="true"]:text-matches("^\\\\d+$")'],
    ['/rewards', '[data-testid="rewards-card"] > span[aria-hidden="true"]'],
  ] as const) {
    await page.goto(path);
    const all = page.locator(circles);
    await expect(all.first(), path).toBeVisible();
    const outside = await all.evaluateAll((els) =>
      els.flatMap((el) => {
        const ring = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        return text.top < ring.top - 0.5 || text.bottom > ring.bottom + 0.5 || text.left < ring.left - 0.5 || text.right > ring.right + 0.5 ? [el.textContent] : [];
      }),
    );
    expect(outside, path).toEqual([]);
  }
});
