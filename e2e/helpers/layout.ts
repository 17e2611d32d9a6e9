import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * A hero's picture keeps clear of its words: below `stackedBelow` px wide it is a strip above
 * them (its bottom above the first block's top); from there on it stands beside them, starting
 * right of the middle of each block's words, which end within the picture's first fifth, where it
 * still fades in from the hero's dark. A block's box is as wide as its column, so its words, which
 * may end well before, are what is measured.
 */
export async function expectPictureClearOfWords(page: Page, picture: Locator, blocks: Locator[], stackedBelow: number) {
  const [pictureBox, firstBox] = await settledBoxes(page, picture, blocks[0]);
  if (page.viewportSize()!.width < stackedBelow) {
    expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(firstBox.y);
    return;
  }
  for (const block of blocks) {
    const words = await wordsBox(block);
    const at = `at ${page.viewportSize()!.width}px, the picture against "${await block.textContent()}"`;
    expect(pictureBox.x, at).toBeGreaterThanOrEqual((words.left + words.right) / 2);
    expect(words.right, at).toBeLessThanOrEqual(pictureBox.x + pictureBox.width / 5);
  }
}

/**
 * Every line of each block's words ends in the left half of `area`: a hero whose picture fills it
 * and keeps its subject in the right half.
 */
export async function expectWordsInLeftHalf(page: Page, area: Locator, blocks: Locator[]) {
  const [areaBox] = await settledBoxes(page, area);
  for (const block of blocks) {
    const { right } = await wordsBox(block);
    expect(right, `at ${page.viewportSize()!.width}px, the words of "${await block.textContent()}"`).toBeLessThanOrEqual(areaBox.x + areaBox.width / 2);
  }
}

/**
 * Loads `path` at the project's width, then at a tablet's (900px, between the phone and desktop
 * projects: where a hero's words and its picture come closest), and runs `check` after each load.
 */
export async function atProjectAndTabletWidths(page: Page, path: string, check: (width: number) => Promise<void>) {
  for (const width of [page.viewportSize()!.width, 900]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await check(width);
  }
}

/** Where a block's words start and end across: its box is as wide as its column, they may end well before. */
function wordsBox(block: Locator) {
  return block.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
}

/**
 * Every phone number a visitor sees on the page stands on one line: a number split after its
 * hyphen is misread and misdialed. Text hidden for screen readers ("Call Brentwood:") is out of
 * the flow and not counted.
 */
export async function expectPhoneNumbersWhole(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const split = await page.evaluate(() =>
    [...document.querySelectorAll('a[href^="tel:"]')].flatMap((link) => {
      const lines = new Set<number>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
      }
      return lines.size > 1 ? [link.textContent] : [];
    }),
  );
  expect(split, 'phone numbers split across lines').toEqual([]);
}
