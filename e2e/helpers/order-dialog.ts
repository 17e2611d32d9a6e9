/**
 * The order dialog's shop choices: a radio group named "Location", one radio per shop named by
 * its entry ("Name - street, city"). Present once the shops have loaded.
 */
import { expect, type Locator } from '@playwright/test';

export const shopChoices = (dialog: Locator) => dialog.getByRole('radiogroup', { name: 'Location' });
export const chosenShop = (dialog: Locator) => shopChoices(dialog).getByRole('radio', { checked: true });
export const shopChoice = (dialog: Locator, entry: string) => shopChoices(dialog).getByRole('radio', { name: entry, exact: true });

/** The shops loaded and none is chosen: the dialog says "Select a location...". */
export async function expectNothingChosen(dialog: Locator) {
  await expect(shopChoices(dialog)).toBeVisible();
  await expect(chosenShop(dialog)).toHaveCount(0);
  await expect(dialog.getByText('Select a location...', { exact: true })).toBeVisible();
}
