/** /careers and /careers/{id}: server-rendered openings, states, structured data, both widths. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { escapeRegExp } from './helpers/content';
import { at, fault } from './helpers/hooks';
import { jsonLdOfType, readJsonLd } from './helpers/structured-data';
import { business } from '../lib/content/copy/business';
import { careersCopy as copy } from '../lib/content/copy/careers';

const BUSINESS = business.name;
const OPENINGS = 6;
// Tuesday 2026-12-01, noon Pacific: after every sample opening's datePosted.
const NOW = '2026-12-01T20:00:00.000Z';
const NINETY_DAYS_LATER = '2027-03-01T20:00:00.000Z';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** The openings view the visitor sees at this width: the table on desktop, the cards on mobile. */
const visibleOpenings = (page: Page, isMobile: boolean) => page.getByTestId(isMobile ? 'openings-cards' : 'openings-table');

test.describe('careers page, server-rendered (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the headings, perks, benefits, every opening and the FAQ', async ({ page }) => {
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Careers at ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`careers at ${BUSINESS}`);
    await expect(page.getByText(copy.tagline, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.findRole.heading })).toBeVisible();
    await expect(page.getByText(/full-time and part-time restaurant team members/).first()).toBeVisible();
    for (const perk of copy.perks.items) await expect(page.getByText(perk.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.benefitCards.heading })).toBeVisible();
    await expect(page.locator('h2', { hasText: copy.benefitCards.heading }).locator('xpath=..').getByRole('listitem')).toHaveCount(copy.benefitCards.items.length);
    await expect(page.getByRole('heading', { name: copy.openings.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: /FAQ/ })).toBeVisible();
    await expect(page.locator('.faq details')).toHaveCount(copy.faq.length);
    // Both views are in the HTML; only one is shown.
    await expect(page.getByTestId('openings-table').locator('tbody tr')).toHaveCount(OPENINGS);
    await expect(page.getByTestId('openings-cards').locator(':scope > li')).toHaveCount(OPENINGS);
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

  test('carries BreadcrumbList, ItemList and FAQPage structured data, and no JobPosting', async ({ page }) => {
    await page.goto('/careers');
    const nodes = await readJsonLd(page);
    const types = nodes.map((n) => n['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList', 'FAQPage']));
    expect(types).not.toContain('JobPosting');
    const list = nodes.find((n) => n['@type'] === 'ItemList') as { itemListElement: { url: string; name: string }[] };
    expect(list.itemListElement).toHaveLength(OPENINGS);
    expect(list.itemListElement[0]).toMatchObject({ name: 'Counter Team Member (Part-time)', url: expect.stringMatching(/\/careers\/job_counter_concord$/) });
    const faq = nodes.find((n) => n['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    const visibleQuestions = await page.locator('.faq summary').allTextContents();
    expect(faq.mainEntity.map((q) => q.name)).toEqual(visibleQuestions);
  });

  test('a job page is complete without JavaScript', async ({ page }) => {
    await page.goto('/careers/job_butcher_walnut_creek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butcher / Meat Cutter');
    await expect(page.getByText('$22.00 - $26.50 / hour')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  });
});

test.describe('careers page in the browser', () => {
  test('shows the table on desktop and cards on mobile, never both', async ({ page, isMobile }) => {
    await page.goto('/careers');
    await expect(page.getByTestId('openings-table')).toBeVisible({ visible: !isMobile });
    await expect(page.getByTestId('openings-cards')).toBeVisible({ visible: isMobile });
    if (!isMobile) {
      await expect(page.getByRole('columnheader')).toHaveText(['Position', 'Location', 'Salary', 'Apply Now']);
    }
    await expect(visibleOpenings(page, isMobile).getByTestId('apply-link')).toHaveCount(OPENINGS);
  });

  test('shows the employment type in parentheses unless it is Full-time', async ({ page, isMobile }) => {
    await page.goto('/careers');
    const view = visibleOpenings(page, isMobile);
    await expect(view.getByRole('link', { name: 'Counter Team Member (Part-time)', exact: true })).toBeVisible();
    await expect(view.getByRole('link', { name: 'Catering Driver (Part-time)', exact: true })).toBeVisible();
    await expect(view.getByRole('link', { name: 'BBQ Pit Cook', exact: true })).toBeVisible();
    await expect(view).not.toContainText('(Full-time)');
  });

  test('shows location and salary, and Apply Now opens the application in a new tab', async ({ page, isMobile }) => {
    await page.goto('/careers');
    const view = visibleOpenings(page, isMobile);
    const first = isMobile ? view.getByRole('listitem').first() : view.locator('tbody tr').first();
    await expect(first).toContainText('Concord');
    await expect(first).toContainText('$18.50 - $22.00 / hour');
    const apply = first.getByTestId('apply-link');
    await expect(apply).toHaveAccessibleName('Apply Now for Counter Team Member (Part-time) (opens in a new tab)');
    await expect(apply).toHaveAttribute('href', 'https://jobs.example.com/apply/counter-concord');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /\bnoopener\b/);
  });

  test('each position links to its own page', async ({ page, isMobile }) => {
    await page.goto('/careers');
    await visibleOpenings(page, isMobile).getByRole('link', { name: 'Shift Lead', exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/job_shift_lead_brentwood$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shift Lead');
  });

  test('shows the SPEC error with a Retry that reloads the page', async ({ page }) => {
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
    await expect(page.getByTestId('openings-table').locator('tbody tr')).toHaveCount(OPENINGS);
  });

  test('says there are no open positions when the list is empty', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ careers: 'empty' }));
    await page.goto('/careers');
    await expect(page.getByTestId('careers-empty')).toContainText("We don't have any open positions right now.");
    await expect(page.getByTestId('openings-table')).toHaveCount(0);
    await expect(page.getByTestId('openings-cards')).toHaveCount(0);
    expect((await readJsonLd(page)).map((n) => n['@type'])).not.toContain('ItemList');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/careers');
    await expectNoAxeViolations(page);
  });
});

test.describe('one opening (/careers/{id})', () => {
  test('shows position, type, location, pay, description, lists and Apply', async ({ page }) => {
    const response = await page.goto('/careers/job_counter_concord');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Counter Team Member (Part-time) in Concord | ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Counter Team Member');
    await expect(page.getByText('Part-time', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('$18.50 - $22.00 / hour')).toBeVisible();
    await expect(page.getByText('Greet guests, take orders and build sandwiches at our Concord shop.')).toBeVisible();
    for (const heading of ['Responsibilities', 'Qualifications', 'Benefits']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Take orders at the counter and by phone')).toBeVisible();
    await expect(page.getByText('Food handler card within 30 days of hire')).toBeVisible();
    for (const benefit of copy.jobBenefits.partTime) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    const apply = page.getByTestId('apply-link');
    await expect(apply).toHaveAttribute('href', 'https://jobs.example.com/apply/counter-concord');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\/job_counter_concord$/);
    await expectNoAxeViolations(page);
  });

  test('carries a valid JobPosting, valid for 90 days from the request', async ({ page, request }) => {
    await page.setExtraHTTPHeaders(at(NOW));
    await page.goto('/careers/job_counter_concord');
    const [job] = await jsonLdOfType(page, 'JobPosting');
    expect(job).toBeDefined();
    const concord = (await (await request.get('/api/locations/concord')).json()).data;
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Counter Team Member',
      datePosted: '2026-11-02',
      validThrough: NINETY_DAYS_LATER,
      employmentType: 'PART_TIME',
      directApply: false,
      identifier: { '@type': 'PropertyValue', value: 'job_counter_concord' },
      hiringOrganization: { '@type': 'Organization', name: BUSINESS, logo: expect.stringMatching(/^https?:\/\/.+\/images\/logo\.svg$/) },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: concord.address.address1, addressLocality: 'Concord', addressRegion: 'CA', postalCode: '94520', addressCountry: 'US' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 18.5, maxValue: 22, unitText: 'HOUR' } },
    });
    expect(job.description).toEqual(expect.stringContaining('<h3>Responsibilities</h3>'));
    expect(await jsonLdOfType(page, 'BreadcrumbList')).toHaveLength(1);
    expect(await jsonLdOfType(page, 'JobPosting')).toHaveLength(1);
  });

  test('a salaried job is posted at its shop, one without a shop at the corporate office', async ({ page }) => {
    await page.setExtraHTTPHeaders(at(NOW));
    await page.goto('/careers/job_general_manager');
    const [manager] = await jsonLdOfType(page, 'JobPosting');
    expect(manager).toMatchObject({ employmentType: 'FULL_TIME', baseSalary: { value: { minValue: 65000, maxValue: 78000, unitText: 'YEAR' } }, jobLocation: { address: { addressLocality: 'Hercules' } } });
    await page.goto('/careers/job_catering_driver');
    const [driver] = await jsonLdOfType(page, 'JobPosting');
    expect(driver).toMatchObject({ jobLocation: { address: { streetAddress: '2000 Commerce Ave, Suite 100', addressLocality: 'Concord' } } });
  });

  test('an unknown opening is a 404', async ({ page }) => {
    const response = await page.goto('/careers/no-such-job');
    expect(response?.status()).toBe(404);
    expect(await jsonLdOfType(page, 'JobPosting')).toHaveLength(0);
  });

  test('shows the careers error with Retry when the openings cannot load', async ({ page }) => {
    await page.setExtraHTTPHeaders(fault({ careers: 'error' }));
    await page.goto('/careers/job_counter_concord');
    await expect(page.getByTestId('careers-error')).toContainText('Unable to load current job openings. Please try again later.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
