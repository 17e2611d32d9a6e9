/**
 * axe with every dialog open, on a dark page (home) and a light page (the menu), at both widths
 * (the desktop and mobile projects): the order dialog, the Sauces dialog, the mobile menu (phones
 * only: it exists up to 1023px), the cookie preferences and a catering menu. The site has one look
 * whatever the visitor's system color preference (it declares `color-scheme: light` and no style
 * reads `prefers-color-scheme`); the first test proves that on both pages, under either
 * preference, so each dialog is scanned once, not once per preference.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { DIALOGS, isPhone } from './helpers/dialogs';
import { WIDTHS } from './helpers/tags';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the system color preference changes nothing: light is declared and no style asks for dark', async ({ page }) => {
  // Scripts could ask too: every media query a script makes is noted.
  await page.addInitScript(() => {
    const asked: string[] = ((window as unknown as { mediaQueries: string[] }).mediaQueries = []);
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (asked.push(query), matchMedia(query));
  });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/', '/menu', '/catering']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle'); // the scripts have run
      const seen = await page.evaluate(() => {
        // Every condition of every rule, nested ones included, in every style sheet the page uses.
        const conditions: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSConditionRule) conditions.push(rule.conditionText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        return {
          sheets: document.styleSheets.length,
          declared: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
          asksForScheme: [...conditions, ...(window as unknown as { mediaQueries: string[] }).mediaQueries].filter((c) => c.includes('prefers-color-scheme')),
        };
      });
      expect(seen.sheets, `${path}: style sheets read`).toBeGreaterThan(0);
      expect(seen.declared, `${path} under ${scheme}: the color-scheme it declares`).toBe('light');
      expect(seen.asksForScheme, `${path}: rules that depend on the system color preference`).toEqual([]);
    }
  }
});

for (const path of ['/', '/menu']) {
  for (const dialog of DIALOGS) {
    test(`${path} with the ${dialog.name} dialog open`, WIDTHS, async ({ page }) => {
      test.skip(dialog.phoneOnly === true && !isPhone(page), 'the mobile menu exists only up to 1023px');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await dialog.open(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('/catering with a catering menu open', WIDTHS, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/catering');
  const button = page.getByTestId('catering-card-onsite').getByRole('button').first();
  const title = (await button.textContent())!.trim();
  await button.click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});
