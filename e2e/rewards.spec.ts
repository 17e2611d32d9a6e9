/** /rewards: the loyalty facts, the external sign-up and sign-in links, the hero art direction, the FAQ. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { escapeRegExp as escape } from './helpers/content';
import { jsonLdOfType } from './helpers/structured-data';
import { business } from '../lib/content/copy/business';
import { rewardsCopy } from '../lib/content/copy/rewards';
import { WIDTHS } from './helpers/tags';
import { atProjectAndTabletWidths, expectPictureClearOfWords, expectWordsInLeftHalf } from './helpers/layout';

// The addresses in content/site/business.json (REWARDS_SIGNUP_URL / REWARDS_SIGNIN_URL override them).
const SIGN_UP = process.env.REWARDS_SIGNUP_URL ?? business.external.rewardsSignUpUrl;
const SIGN_IN = process.env.REWARDS_SIGNIN_URL ?? business.external.rewardsSignInUrl;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test.describe('rewards page, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('states the loyalty rules in three cards', async ({ page }) => {
    const response = await page.goto('/rewards');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${escape(business.shortName)} Rewards \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByTestId('rewards-card');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(rewardsCopy.cards.map((c) => c.title));
    for (const [i, card] of rewardsCopy.cards.entries()) await expect(cards.nth(i).getByRole('listitem')).toHaveText(card.items);
    await expect(page.getByText(rewardsCopy.managedNote)).toBeVisible();
  });
});

test.describe('rewards page', () => {
  test('the brand-named join button opens the external sign-up in a new tab', async ({ page }) => {
    await page.goto('/rewards');
    const join = page.getByRole('link', { name: new RegExp(`^${escape(rewardsCopy.joinLabel)}`) });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', SIGN_UP);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('"Already enrolled? Sign in here" opens the external sign-in in a new tab', async ({ page }) => {
    await page.goto('/rewards');
    const signIn = page.getByRole('link', { name: new RegExp(`^${escape(rewardsCopy.signInLabel)}`) });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', SIGN_IN);
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('rel', /noopener/);
  });

  test('the hero uses the wide picture on desktop and the tall one on phones', WIDTHS, async ({ page, isMobile }) => {
    await page.goto('/rewards');
    const img = page.getByTestId('rewards-hero').locator('picture img');
    await expect(img).toHaveAttribute('alt', '');
    await expect
      .poll(async () => decodeURIComponent(await img.evaluate((i: HTMLImageElement) => i.currentSrc)))
      .toContain(`url=${isMobile ? rewardsCopy.hero.mobileImage : rewardsCopy.hero.image}&`);
  });

  test("the hero's words never stand on its punch card: below the phone picture's strip, or on the wide picture's dark left half", WIDTHS, async ({ page }) => {
    const hero = page.getByTestId('rewards-hero');
    const words = [hero.getByText(rewardsCopy.hero.eyebrow, { exact: true }), hero.getByRole('heading', { level: 1 }), hero.getByText(rewardsCopy.hero.text, { exact: true })];
    await atProjectAndTabletWidths(page, '/rewards', async (width) => {
      // 767px and below: the phone's picture, in a strip above the words.
      if (width <= 767) return expectPictureClearOfWords(page, hero.locator('picture img'), words, 768);
      // Wider, the picture fills the hero and its card stands in the right half.
      return expectWordsInLeftHalf(page, hero, words);
    });
  });

  test('has a visible FAQ that matches its FAQPage structured data, and breadcrumbs', async ({ page }) => {
    await page.goto('/rewards');
    const [faq] = await jsonLdOfType(page, 'FAQPage');
    const questions = (faq as { mainEntity: { name: string }[] }).mainEntity.map((q) => q.name);
    expect(questions).toEqual(rewardsCopy.faq.map((q) => q.question));
    await expect(page.locator('.faq summary')).toHaveText(questions);
    expect(await jsonLdOfType(page, 'BreadcrumbList')).toHaveLength(1);
    await page.locator('.faq summary').first().click();
    await expect(page.locator('.faq details').first()).toContainText(rewardsCopy.faq[0].answer);
  });

  test('has no accessibility violations', WIDTHS, async ({ page }) => {
    await page.goto('/rewards');
    await expectNoAxeViolations(page);
  });
});
