import { expect, type Page } from '@playwright/test';

/** The shell's dialogs and how a visitor opens each, for the specs that look at them open. */
const SAUCES = "You're Leaving Our Site. Bring Napkins.";

/** Up to 1023px the header's links are behind the menu button. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1023;

export const DIALOGS: { name: string; phoneOnly?: boolean; open: (page: Page) => Promise<void> }[] = [
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
