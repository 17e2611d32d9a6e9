/** The legal pages: plain-language copy, ten numbered sections, the effective dates, structured data. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { jsonLdOfType } from './helpers/structured-data';

const OPERATOR = "Kinder's Meats, Deli & BBQ, Inc., a corporation based in Concord, CA";

const NUMBERED = [
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    topics: ['Acceptance', 'Content', 'Third-Party', 'What You Send Us', 'Disclaimers', 'Liability', 'Indemnification', 'Governing Law', 'Changes', 'Contact'],
    mustSay: ['Contra Costa County', 'laws of the State of California'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    topics: ['Information We Collect', 'Use', 'Share', 'Choices', 'California Privacy Rights (CCPA)', "Children's Privacy", 'Security and Data Retention', 'Links to Other Sites', 'Changes', 'Contact'],
    mustSay: ['under 16', 'We do not sell your personal information'],
  },
];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test.describe('legal pages, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const doc of NUMBERED) {
    test(`${doc.path} has ten numbered sections and its effective date`, async ({ page }) => {
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${doc.title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText('Effective date: June 4, 2025')).toBeVisible();
      await expect(page.locator('time[datetime="2025-06-04"]')).toHaveCount(1);
      await expect(page.getByText(OPERATOR)).toBeVisible();
      const headings = page.getByTestId('legal-section').locator('h2');
      await expect(headings).toHaveCount(10);
      const texts = await headings.allTextContents();
      texts.forEach((t, i) => {
        expect(t.startsWith(`${i + 1}. `), t).toBe(true);
        expect(t.toLowerCase()).toContain(doc.topics[i].toLowerCase());
      });
      for (const phrase of doc.mustSay) await expect(page.getByTestId('legal-document')).toContainText(phrase);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${doc.path}$`));
    });
  }

  test('/web-accessibility targets WCAG 2.1 AA and says how to report a barrier', async ({ page }) => {
    const response = await page.goto('/web-accessibility');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Accessibility');
    await expect(page.getByText('Last updated: June 4, 2025')).toBeVisible();
    const doc = page.getByTestId('legal-document');
    await expect(doc).toContainText('WCAG) 2.1, Level AA');
    await expect(page.getByRole('heading', { name: 'Report a Barrier' })).toBeVisible();
    const report = page.locator('#report-a-barrier');
    await expect(report.getByRole('link', { name: '(925) 555-0110' })).toHaveAttribute('href', 'tel:9255550110');
    await expect(report.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(page.getByText(OPERATOR)).toBeVisible();
  });
});

test.describe('legal pages in the browser', () => {
  for (const path of ['/terms-of-use', '/privacy-policy', '/web-accessibility']) {
    test(`${path} carries WebPage and BreadcrumbList structured data and passes axe`, async ({ page }) => {
      await page.goto(path);
      const [webPage] = await jsonLdOfType(page, 'WebPage');
      expect(webPage).toMatchObject({ datePublished: '2025-06-04', dateModified: '2025-06-04', url: expect.stringMatching(new RegExp(`${path}$`)) });
      const [crumbs] = await jsonLdOfType(page, 'BreadcrumbList');
      expect((crumbs as { itemListElement: unknown[] }).itemListElement).toHaveLength(2);
      await expectNoAxeViolations(page);
    });
  }

  test('the contents list jumps to a section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: "Children's Privacy" }).click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByRole('heading', { name: "6. Children's Privacy" })).toBeInViewport();
  });
});
