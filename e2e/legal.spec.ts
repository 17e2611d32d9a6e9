/** The legal pages: plain-language copy, ten numbered sections, the effective dates, structured data. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { legalPage } from './helpers/documents';
import { jsonLdOfType } from './helpers/structured-data';
import { business } from '../lib/content/copy/business';
import { WIDTHS } from './helpers/tags';
import { expectPhoneNumbersWhole, settledBoxes } from './helpers/layout';

// Every legal page names the operator: the business's legal name, a corporation in its office's town.
const OPERATOR = `${business.legalName}, a corporation based in ${business.corporateOffice.city}, ${business.corporateOffice.state}`;
const office = business.corporateOffice;

const NUMBERED = [
  {
    path: '/terms-of-use',
    topics: ['Acceptance', 'Content', 'Third-Party', 'What You Send Us', 'Disclaimers', 'Liability', 'Indemnification', 'Governing Law', 'Changes', 'Contact'],
    mustSay: ['Contra Costa County', 'laws of the State of California'],
  },
  {
    path: '/privacy-policy',
    topics: ['Information We Collect', 'Use', 'Share', 'Choices', 'California Privacy Rights (CCPA)', "Children's Privacy", 'Security and Data Retention', 'Links to Other Sites', 'Changes', 'Contact'],
    mustSay: ['under 16', 'We do not sell your personal information'],
  },
];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test.describe('legal pages, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const doc of NUMBERED) {
    test(`${doc.path} has ten numbered sections and its effective date`, async ({ page }) => {
      const content = legalPage(doc.path.slice(1));
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${content.title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      expect(content.dateLabel).toBe('Effective date');
      await expect(page.getByText(`Effective date: ${content.dateText}`)).toBeVisible();
      await expect(page.locator(`time[datetime="${content.date}"]`)).toHaveCount(1);
      await expect(page.getByText(OPERATOR)).toBeVisible();
      const headings = page.getByTestId('legal-section').locator('h2');
      await expect(headings).toHaveCount(10);
      const texts = await headings.allTextContents();
      texts.forEach((t, i) => {
        expect(t, t).toBe(`${i + 1}. ${content.sections[i].heading}`);
        expect(t.toLowerCase()).toContain(doc.topics[i].toLowerCase());
      });
      for (const phrase of doc.mustSay) await expect(page.getByTestId('legal-document')).toContainText(phrase);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${doc.path}$`));
    });
  }

  test('/web-accessibility targets WCAG 2.1 AA and says how to report a barrier', async ({ page }) => {
    const content = legalPage('web-accessibility');
    const response = await page.goto('/web-accessibility');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    expect(content.dateLabel).toBe('Last updated');
    await expect(page.getByText(`Last updated: ${content.dateText}`)).toBeVisible();
    const doc = page.getByTestId('legal-document');
    await expect(doc).toContainText('WCAG) 2.1, Level AA');
    await expect(page.getByRole('heading', { name: 'Report a Barrier' })).toBeVisible();
    const report = page.locator('#report-a-barrier');
    await expect(report.getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:${office.phone.replace(/\D/g, '')}`);
    await expect(report.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(page.getByText(OPERATOR)).toBeVisible();
  });
});

test.describe('legal pages in the browser', () => {
  for (const path of ['/terms-of-use', '/privacy-policy', '/web-accessibility']) {
    test(`${path} carries WebPage and BreadcrumbList structured data, passes axe and keeps each phone number on one line`, WIDTHS, async ({ page }) => {
      const { date } = legalPage(path.slice(1));
      await page.goto(path);
      const [webPage] = await jsonLdOfType(page, 'WebPage');
      expect(webPage).toMatchObject({ datePublished: date, dateModified: date, url: expect.stringMatching(new RegExp(`${path}$`)) });
      const [crumbs] = await jsonLdOfType(page, 'BreadcrumbList');
      expect((crumbs as { itemListElement: unknown[] }).itemListElement).toHaveLength(2);
      await expectNoAxeViolations(page);
      await expectPhoneNumbersWhole(page);
    });
  }

  test("the heading and the contents list start at the header's left edge, where every page's content does", async ({ page }) => {
    for (const path of ['/terms-of-use', '/privacy-policy', '/web-accessibility']) {
      await page.goto(path);
      const edge = await page.getByRole('banner').locator('.container').first().evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
      const [heading, contents] = await settledBoxes(page, page.getByRole('heading', { level: 1 }), page.getByRole('navigation', { name: 'On this page' }));
      expect(heading.x, `${path}: the heading`).toBeCloseTo(edge, 0);
      expect(contents.x, `${path}: the contents list`).toBeCloseTo(edge, 0);
    }
  });

  test('the contents list jumps to a section', WIDTHS, async ({ page }) => {
    const { sections } = legalPage('privacy-policy');
    const n = sections.findIndex((s) => s.id === 'children');
    expect(n).toBeGreaterThanOrEqual(0);
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: sections[n].heading }).click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByRole('heading', { name: `${n + 1}. ${sections[n].heading}` })).toBeInViewport();
  });
});
