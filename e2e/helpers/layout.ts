import type { Locator, Page } from '@playwright/test';

/**
 * The boxes of `locators`, measured once the web fonts have loaded. Until then text is set in the
 * fallback fonts, and a box measured before the swap and another after it do not belong to the
 * same layout (on a busy machine the swap can fall between two measurements).
 */
export async function settledBoxes(page: Page, ...locators: Locator[]) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return Promise.all(
    locators.map(async (l) => {
      const box = await l.boundingBox();
      if (!box) throw new Error(`${l} has no box: it is not visible`);
      return box;
    }),
  );
}
