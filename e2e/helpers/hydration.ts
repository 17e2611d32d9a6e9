import type { Page } from '@playwright/test';

/**
 * Opens `path` with the page's scripts held back until `act` has run: what a visitor on a slow
 * connection chooses or types in the first seconds, before the page has hydrated. Then lets the
 * scripts through and waits for the page to load.
 */
export async function actBeforeHydration(page: Page, path: string, act: () => Promise<unknown>) {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await act();
  release();
  await page.waitForLoadState('load');
}
