/**
 * /careers and /careers/{id}: server-rendered openings, states, structured data, both widths.
 * The openings come from the site's API; the page's own words (headings, perks, errors) stay literal.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OPENING_LOADING } from '@/components/careers/openings';
import { isFullTime, positionLabel, schemaEmploymentType } from '../lib/domain/careers';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { apiData, escapeRegExp, listOpenings, type CareerOpening, type Shop } from './helpers/content';
import { fault } from './helpers/hooks';
import { jsonLdOfType, readJsonLd } from './helpers/structured-data';
import { business } from '../lib/content/copy/business';
import { careersCopy as copy } from '../lib/content/copy/careers';
import { settledBoxes } from './helpers/layout';
import { imageLoading, serverPage } from './helpers/server-html';
import { WIDTHS } from './helpers/tags';

const BUSINESS = business.name;
// Where the structured data places an opening without a shop of its own: the corporate office.
const OFFICE = { streetAddress: business.corporateOffice.address1, addressLocality: business.corporateOffice.city };

/** A benefit of the opening's own list: full-time members get the full-time list, the others the part-time one. */
const aBenefitOf = (o: CareerOpening) => (isFullTime(o.employmentType) ? copy.jobBenefits.fullTime[0] : copy.jobBenefits.partTime[0]);

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/**
 * The content's openings, for a test about them; skipped when there is none (the business may have
 * no job open: the empty list is a test of its own).
 */
async function openingsOrSkip(request: APIRequestContext): Promise<CareerOpening[]> {
  const openings = await listOpenings(request);
  test.skip(openings.length === 0, 'the content has no job opening');
  return openings;
}

/** The openings view the visitor sees at this width: the table on desktop, the cards on mobile. */
const visibleOpenings = (page: Page, isMobile: boolean) => page.getByTestId(isMobile ? 'openings-cards' : 'openings-table');

test.describe('careers page, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the headings, perks, benefits, every opening and the FAQ', async ({ page, request }) => {
    const openings = await listOpenings(request);
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Careers at ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`careers at ${BUSINESS}`);
    await expect(page.getByText(copy.tagline, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.findRole.heading })).toBeVisible();
    await expect(page.getByText(copy.findRole.text, { exact: true }).first()).toBeVisible();
    for (const perk of copy.perks.items) await expect(page.getByText(perk.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.benefitCards.heading })).toBeVisible();
    await expect(page.locator('h2', { hasText: copy.benefitCards.heading }).locator('xpath=..').getByRole('listitem')).toHaveCount(copy.benefitCards.items.length);
    await expect(page.getByRole('heading', { name: copy.openings.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: /FAQ/ })).toBeVisible();
    await expect(page.locator('.faq details')).toHaveCount(copy.faq.length);
    // Both views are in the HTML; only one is shown.
    await expect(page.getByTestId('openings-table').locator('tbody tr')).toHaveCount(openings.length);
    await expect(page.getByTestId('openings-cards').locator(':scope > li')).toHaveCount(openings.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escapeRegExp(copy.tagline)}`));
  });

  test('shows two different team photos out of the set', async ({ page }) => {
    await page.goto('/careers');
    const photos = page.getByTestId('careers-photos').locator('img');
    await expect(photos).toHaveCount(2);
    const srcs = await photos.evaluateAll((imgs) => imgs.map((i) => decodeURIComponent((i as HTMLImageElement).getAttribute('src') ?? '')));
    const names = srcs.map((s) => copy.images.find((i) => s.includes(`url=${i.src}&`))?.src);
    expect(names.every(Boolean), srcs.join(', ')).toBe(true);
    expect(new Set(names).size).toBe(2);
    const alts = await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toEqual(names.map((src) => copy.images.find((i) => i.src === src)?.alt));
  });

  test('the two team photos, in view when the page opens at any width, load at once and early', async ({ request }) => {
    const { html } = await serverPage(request, '/careers');
    const pictures = imageLoading(html, copy.images.map((i) => i.src));
    expect(pictures).toHaveLength(2);
    for (const p of pictures) expect(p, p.src).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });

  test('carries BreadcrumbList, ItemList and FAQPage structured data, and no JobPosting', async ({ page, request }) => {
    const openings = await openingsOrSkip(request);
    await page.goto('/careers');
    const nodes = await readJsonLd(page);
    const types = nodes.map((n) => n['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList', 'FAQPage']));
    expect(types).not.toContain('JobPosting');
    const list = nodes.find((n) => n['@type'] === 'ItemList') as { itemListElement: { url: string; name: string }[] };
    expect(list.itemListElement).toEqual(openings.map((o) => expect.objectContaining({ name: positionLabel(o), url: expect.stringMatching(new RegExp(`/careers/${o._id}$`)) })));
    const faq = nodes.find((n) => n['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    const visibleQuestions = await page.locator('.faq summary').allTextContents();
    expect(faq.mainEntity.map((q) => q.name)).toEqual(visibleQuestions);
  });

  test('a job page is complete without JavaScript', async ({ page, request }) => {
    const opening = (await openingsOrSkip(request)).at(-1)!;
    await page.goto(`/careers/${opening._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.position);
    await expect(page.getByText(opening.salary, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  });
});

test.describe('careers page in the browser', () => {
  test('shows the table on desktop and cards on mobile, never both', WIDTHS, async ({ page, isMobile, request }) => {
    const openings = await openingsOrSkip(request);
    await page.goto('/careers');
    await expect(page.getByTestId('openings-table')).toBeVisible({ visible: !isMobile });
    await expect(page.getByTestId('openings-cards')).toBeVisible({ visible: isMobile });
    if (!isMobile) {
      await expect(page.getByRole('columnheader')).toHaveText(['Position', 'Location', 'Salary', 'Apply Now']);
    }
    await expect(visibleOpenings(page, isMobile).getByTestId('apply-link')).toHaveCount(openings.length);
  });

  test('shows the employment type in parentheses unless it is Full-time', WIDTHS, async ({ page, isMobile, request }) => {
    const openings = await openingsOrSkip(request);
    await page.goto('/careers');
    const view = visibleOpenings(page, isMobile);
    for (const o of openings) {
      const name = isFullTime(o.employmentType) ? o.position : `${o.position} (${o.employmentType})`;
      await expect(view.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(view).not.toContainText('(Full-time)');
  });

  test('shows location and salary, and Apply Now opens the application in a new tab', WIDTHS, async ({ page, isMobile, request }) => {
    const [opening] = await openingsOrSkip(request);
    await page.goto('/careers');
    const view = visibleOpenings(page, isMobile);
    const first = isMobile ? view.getByRole('listitem').first() : view.locator('tbody tr').first();
    await expect(first).toContainText(opening.location);
    await expect(first).toContainText(opening.salary);
    const apply = first.getByTestId('apply-link');
    await expect(apply).toHaveAccessibleName(`Apply Now for ${positionLabel(opening)} (opens in a new tab)`);
    await expect(apply).toHaveAttribute('href', opening.applyUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /\bnoopener\b/);
  });

  test('each position links to its own page', WIDTHS, async ({ page, isMobile, request }) => {
    const opening = (await openingsOrSkip(request)).at(-1)!;
    await page.goto('/careers');
    await visibleOpenings(page, isMobile).getByRole('link', { name: positionLabel(opening), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${opening._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.position);
  });

  test("says the job's page is loading while it does", async ({ page, request }) => {
    const [opening] = await openingsOrSkip(request);
    // Hold the opening's data (the router's request for it carries the RSC header) long enough to read the status.
    await page.route(`**/careers/${opening._id}*`, async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/careers');
    await page.waitForLoadState('networkidle'); // hydrated: the link navigates in the page
    await visibleOpenings(page, false).getByRole('link', { name: positionLabel(opening), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: OPENING_LOADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.position);
    await expect(page.getByRole('status').filter({ hasText: OPENING_LOADING })).toHaveCount(0);
  });

  test('shows the load error with a Retry that reloads the page', WIDTHS, async ({ page, request }) => {
    const openings = await listOpenings(request);
    await page.setExtraHTTPHeaders(fault({ careers: 'error' }));
    await page.goto('/careers');
    const error = page.getByTestId('careers-error');
    await expect(error).toContainText('Unable to load current job openings. Please try again later.');
    await expect(page.getByTestId('openings-table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The database is back: Retry reloads and the server reads the openings again.
    await page.setExtraHTTPHeaders({});
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('careers-error')).toHaveCount(0);
    await expect(page.getByTestId('openings-table').locator('tbody tr')).toHaveCount(openings.length);
  });

  test('says there are no open positions when the list is empty', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ careers: 'empty' }));
    await page.goto('/careers');
    await expect(page.getByTestId('careers-empty')).toContainText(copy.openings.empty);
    await expect(page.getByTestId('openings-table')).toHaveCount(0);
    await expect(page.getByTestId('openings-cards')).toHaveCount(0);
    expect((await readJsonLd(page)).map((n) => n['@type'])).not.toContain('ItemList');
  });

  test('has no accessibility violations', WIDTHS, async ({ page }) => {
    await page.goto('/careers');
    await expectNoAxeViolations(page);
  });
});

test.describe('one opening (/careers/{id})', () => {
  test('shows position, type, location, pay, description, lists and Apply', WIDTHS, async ({ page, request }) => {
    const [opening] = await openingsOrSkip(request);
    const response = await page.goto(`/careers/${opening._id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${positionLabel(opening)} in ${opening.location} | ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.position);
    await expect(page.getByText(opening.employmentType, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(opening.salary, { exact: true })).toBeVisible();
    await expect(page.getByText(opening.description, { exact: true })).toBeVisible();
    for (const heading of ['Responsibilities', 'Qualifications', 'Benefits']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const line of [...opening.responsibilities, ...opening.qualifications]) await expect(page.getByRole('listitem').filter({ hasText: line }).first()).toBeVisible();
    await expect(page.getByText(aBenefitOf(opening), { exact: true })).toBeVisible();
    const apply = page.getByTestId('apply-link');
    await expect(apply).toHaveAttribute('href', opening.applyUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/careers/${opening._id}$`));
    await expectNoAxeViolations(page);
  });

  test('the Now Hiring badge, glow included, stays inside the content edge and clear of the position, however long', async ({ page, request }) => {
    const [opening] = await openingsOrSkip(request);
    await page.goto(`/careers/${opening._id}`);
    const badge = page.locator('p[aria-hidden="true"]').filter({ hasText: /hiring/i });
    const heading = page.getByRole('heading', { level: 1 });
    // An editor may name a position at length: three times the first one's name wraps beside the badge.
    await heading.evaluate((el) => (el.textContent = `${el.textContent} ${el.textContent} ${el.textContent}`));
    const [, benefitsBox] = await settledBoxes(page, badge, page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Benefits' }) }));
    // The painted circle: its middle, and its radius out to the edge of its outline or its glow
    // (the spread of its shadow), whichever reaches further. It is turned a little, which moves a
    // circle's edge nowhere, though it widens the box the browser reports around it.
    const circle = await badge.evaluate((el: HTMLElement) => {
      const style = getComputedStyle(el);
      const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g)].map((m) => Number(m[4]));
      const reach = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset), ...spreads);
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, reach, radius: el.offsetWidth / 2 + reach };
    });
    expect(circle.reach, 'the badge paints a ring or glow').toBeGreaterThan(0);
    expect(circle.x + circle.radius, 'right of the Benefits card').toBeLessThanOrEqual(benefitsBox.x + benefitsBox.width + 0.5);
    const wordsRight = await heading.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    });
    expect(wordsRight, 'the position runs into the badge').toBeLessThanOrEqual(circle.x - circle.radius);
  });

  test('carries a valid JobPosting at its shop, with no end date (an opening has none)', async ({ page, request }) => {
    const openings = await listOpenings(request);
    const opening = openings.find((o) => o.locationId);
    test.skip(!opening, 'no opening in the content belongs to a shop');
    await page.goto(`/careers/${opening!._id}`);
    const [job] = await jsonLdOfType(page, 'JobPosting');
    expect(job).toBeDefined();
    const shop = await apiData<Shop>(request, `/api/locations/${opening!.locationId}`);
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      title: opening!.position,
      datePosted: opening!.datePosted,
      employmentType: schemaEmploymentType(opening!.employmentType),
      directApply: false,
      identifier: { '@type': 'PropertyValue', value: opening!._id },
      hiringOrganization: { '@type': 'Organization', name: BUSINESS, logo: expect.stringMatching(/^https?:\/\/.+\/images\/logo\.svg$/) },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: shop.address.address1, addressLocality: shop.address.city, addressRegion: shop.address.state, postalCode: shop.address.zip, addressCountry: 'US' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: opening!.salaryRange.min, maxValue: opening!.salaryRange.max, unitText: opening!.salaryRange.unit } },
    });
    expect(job.description).toEqual(expect.stringContaining('<h3>Responsibilities</h3>'));
    expect(await jsonLdOfType(page, 'BreadcrumbList')).toHaveLength(1);
    expect(await jsonLdOfType(page, 'JobPosting')).toHaveLength(1);
  });

  test('a salaried job is posted with its yearly pay', async ({ page, request }) => {
    const openings = await listOpenings(request);
    const salaried = openings.find((o) => o.salaryRange.unit === 'YEAR');
    test.skip(!salaried, 'no opening in the content is paid by the year');
    await page.goto(`/careers/${salaried!._id}`);
    const [job] = await jsonLdOfType(page, 'JobPosting');
    expect(job).toMatchObject({
      employmentType: schemaEmploymentType(salaried!.employmentType),
      baseSalary: { value: { minValue: salaried!.salaryRange.min, maxValue: salaried!.salaryRange.max, unitText: 'YEAR' } },
    });
  });

  test('a job without a shop is posted at the corporate office', async ({ page, request }) => {
    const openings = await listOpenings(request);
    const unplaced = openings.find((o) => !o.locationId);
    test.skip(!unplaced, 'every opening in the content belongs to a shop');
    await page.goto(`/careers/${unplaced!._id}`);
    const [job] = await jsonLdOfType(page, 'JobPosting');
    expect(job).toMatchObject({ jobLocation: { address: OFFICE } });
  });

  test('an unknown opening is a 404', async ({ page }) => {
    const response = await page.goto('/careers/no-such-job');
    expect(response?.status()).toBe(404);
    expect(await jsonLdOfType(page, 'JobPosting')).toHaveLength(0);
  });

  test('shows the careers error with Retry when the openings cannot load', async ({ page, request }) => {
    const [opening] = await openingsOrSkip(request);
    await page.setExtraHTTPHeaders(fault({ careers: 'error' }));
    await page.goto(`/careers/${opening._id}`);
    await expect(page.getByTestId('careers-error')).toContainText('Unable to load current job openings. Please try again later.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
