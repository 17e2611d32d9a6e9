/**
 * axe with every dialog open, on a dark page (home) and a light page (the menu), in both color
 * schemes, at both widths (the desktop and mobile projects): the order dialog, the Sauces
 * dialog, the mobile menu (phones only: it exists up to 1023px), the cookie preferences and a
 * catering menu.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { WIDTHS } from './helpers/tags';

const SAUCES = "You're Leaving Our Site. Bring Napkins.";
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1023;

const DIALOGS: { name: string; phoneOnly?: boolean; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'order',
    open: async (page) => {
      await page.locator('header').getByRole('button', { name: 'Order', exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: 'Order For Pickup or Delivery' })).toBeVisible();
    },
  },
  {
    name: 'sauces',
    open: async (page) => {
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sauces' }).click();
      } else {
        await page.locator('header').getByRole('link', { name: 'Sauces' }).click();
      }
      await expect(page.getByRole('dialog', { name: SAUCES })).toBeVisible();
    },
  },
  {
    name: 'mobile menu',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    },
  },
  {
    name: 'cookie preferences',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
      await expect(page.getByRole('dialog', { name: /Cookie Preferences/i })).toBeVisible();
    },
  },
];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/', '/menu']) {
    for (const dialog of DIALOGS) {
      test(`${path} in ${scheme} mode with the ${dialog.name} dialog open`, WIDTHS, async ({ page }) => {
        test.skip(dialog.phoneOnly === true && !isPhone(page), 'the mobile menu exists only up to 1023px');
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(path);
        await dialog.open(page);
        await expectNoAxeViolations(page);
      });
    }
  }

  test(`/catering in ${scheme} mode with a catering menu open`, WIDTHS, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/catering');
    const button = page.getByTestId('catering-card-onsite').getByRole('listitem').first().getByRole('button');
    const title = (await button.textContent())!.trim();
    await button.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
