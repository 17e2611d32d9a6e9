import { expect, type Locator, type Page, type Route } from '@playwright/test';

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

/**
 * When that code cannot be downloaded (offline, or the site was updated since the page loaded),
 * the press says so instead of doing nothing, and the next press, with the network back, opens
 * the dialog.
 */
export async function expectSaysWhenItsCodeCannotBeDownloaded(page: Page, path: string, open: () => Promise<void>, dialog: Locator) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const chunks = '**/_next/static/chunks/**';
  const offline = (route: Route) => route.abort('internetdisconnected');
  await page.route(chunks, offline);
  const problem = page.getByRole('alert').filter({ hasText: /couldn.t open .+ check your connection/i });
  await open();
  await expect(problem).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.unroute(chunks, offline);
  await open();
  await expect(dialog).toBeVisible();
  await expect(problem).toBeHidden();
}

/**
 * Both checks, for a spec to run on its dialog: each test is named after the dialog ("the order
 * dialog opens as soon as ..."), and `open` presses what opens it on `path`.
 */
export const ON_DEMAND_CHECKS = [
  { does: 'opens as soon as its code arrives: no timer stands between the click and the dialog', check: expectOpensWithTheClockStopped },
  { does: 'says so when its code cannot be downloaded, and the next press opens it', check: expectSaysWhenItsCodeCannotBeDownloaded },
] as const;
