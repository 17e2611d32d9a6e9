import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A dialog whose code downloads on first use opens as soon as that code is here: `open` runs on
 * `path` with the page's clock stopped, and the dialog must show all the same. (Shown through
 * React's lazy components, such a dialog waited on a 300 ms timer after its code had arrived.)
 */
export async function expectOpensWithTheClockStopped(page: Page, path: string, open: () => Promise<void>, dialog: Locator) {
  await page.clock.install();
  await page.goto(path);
  await page.clock.pauseAt(Date.now() + 60_000);
  await open();
  await expect(dialog).toBeVisible();
}
