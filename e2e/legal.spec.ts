/** The legal pages: plain-language copy, ten numbered sections, the effective dates, structured data. */
import { expect, test, type Page } from '@playwright/test';
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

/**
 * What each policy must cover, whoever rewrites it: the topics of its ten sections, in order, and
 * the commitments the business makes in it. These are the product's requirements, not sample
 * wording; the words themselves are checked against the content below.
 */
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

/** Each section of the page stands under its own anchor, heading first, and shows every block of its words from the content. */
async function expectSectionsAsWritten(page: Page, content: ReturnType<typeof legalPage>, label: (i: number, heading: string) => string) {
  const sections = page.getByTestId('legal-section');
  await expect(sections).toHaveCount(content.sections.length);
  for (const [i, section] of content.sections.entries()) {
    const shown = sections.nth(i);
    await expect(shown).toHaveAttribute('id', section.id);
    await expect(shown.locator('h2')).toHaveText(label(i, section.heading));
    for (const block of section.blocks) await expect(shown, `${section.id}: ${block}`).toContainText(block);
  }
  for (const block of content.intro) await expect(page.getByTestId('legal-document')).toContainText(block);
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test.describe('legal pages, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, topics, mustSay } of NUMBERED) {
    test(`${path} has ten numbered sections and its effective date`, async ({ page }) => {
      const content = legalPage(path.slice(1));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${content.title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      expect(content.dateLabel).toBe('Effective date');
      await expect(page.getByText(`Effective date: ${content.dateText}`)).toBeVisible();
      await expect(page.locator(`time[datetime="${content.date}"]`)).toHaveCount(1);
      await expect(page.getByText(OPERATOR)).toBeVisible();
      const headings = page.getByTestId('legal-section').locator('h2');
      await expect(headings).toHaveCount(10);
      (await headings.allTextContents()).forEach((t, i) => expect(t.toLowerCase(), t).toContain(topics[i].toLowerCase()));
      for (const phrase of mustSay) await expect(page.getByTestId('legal-document')).toContainText(phrase);
      // The plain-language copy itself, numbered, section by section.
      await expectSectionsAsWritten(page, content, (i, heading) => `${i + 1}. ${heading}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    });
  }

  test('/web-accessibility targets WCAG 2.1 AA and says how to report a barrier', async ({ page }) => {
    const content = legalPage('web-accessibility');
    const response = await page.goto('/web-accessibility');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    expect(content.dateLabel).toBe('Last updated');
    await expect(page.getByText(`Last updated: ${content.dateText}`)).toBeVisible();
    // The standard the statement targets, whoever rewrites it; then the statement as written, its sections unnumbered.
    await expect(page.getByTestId('legal-document')).toContainText('WCAG) 2.1, Level AA');
    await expectSectionsAsWritten(page, content, (_, heading) => heading);
    // Where to report a barrier: the section that gives the business's e-mail address, with it and the office phone as links.
    const reportSection = content.sections.find((s) => s.blocks.some((b) => b.includes(business.email)));
    expect(reportSection, 'a section that gives the e-mail address for reporting a barrier').toBeDefined();
    const report = page.locator(`#${reportSection!.id}`);
    await expect(report.getByRole('heading', { name: reportSection!.heading })).toBeVisible();
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
      // The document's date is its latest revision ("Last updated", "Effective date"), not when it first went up.
      expect(webPage).toMatchObject({ dateModified: date, url: expect.stringMatching(new RegExp(`${path}$`)) });
      expect(webPage).not.toHaveProperty('datePublished');
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
    // A section halfway down the page, below the first screen.
    const n = Math.floor(sections.length / 2);
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: sections[n].heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${sections[n].id}$`));
    await expect(page.getByRole('heading', { name: `${n + 1}. ${sections[n].heading}` })).toBeInViewport();
  });
});
