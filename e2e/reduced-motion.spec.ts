/**
 * A visitor who asks for reduced motion: what moves on hover (a button's lift, a home box's lift,
 * the logo's growth) stands still; for everyone else it moves.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissCookieBanner } from './helpers/consent';

const transformOnHover = async (target: Locator) => {
  await target.hover();
  // Read at the end of the hover's transition, run to its end at once.
  return target.evaluate((el) => {
    for (const transition of el.getAnimations()) transition.finish();
    return getComputedStyle(el).transform;
  });
};

const movers = (page: Page) => [
  page.getByRole('banner').getByRole('link', { name: /home$/ }),
  page.getByTestId('feature-catering'),
  page.getByRole('main').locator('.btn').first(),
];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('nothing moves on hover for a visitor who asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const mover of movers(page)) expect(await transformOnHover(mover), await mover.evaluate((el) => el.outerHTML.slice(0, 80))).toBe('none');
});

test('for everyone else the same things move on hover', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  for (const mover of movers(page)) expect(await transformOnHover(mover), await mover.evaluate((el) => el.outerHTML.slice(0, 80))).not.toBe('none');
});
