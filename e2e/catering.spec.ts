import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { cateringCopy as copy } from '../lib/content/copy/catering';

const SERVICES = [
  ['pickup', copy.services.pickup.title],
  ['delivery', copy.services.delivery.title],
  ['onsite', copy.services.onsite.title],
] as const;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the catering page is in the server HTML: hero, three services, pitmaster, a guest story and the FAQ', async ({ request }) => {
  const html = await (await request.get('/catering')).text();
  const words = [copy.hero.title, ...SERVICES.map(([, title]) => title), copy.pitmaster.title, copy.guestsHeading, 'Catering FAQ'];
  // The ordering lead times and the holiday menu's dates the page always states.
  for (const text of [...words, '48-72 hours', '1-2 weeks', 'November 1 to December 31']) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  // Art direction: the phone image from 768px down, the wide one above.
  expect(html).toMatch(/<source media="\(max-width: 768px\)" srcSet="[^"]*hero-mobile/);
});

test('hero and cards link to the quote form with the right type', async ({ page }) => {
  await page.goto('/catering');
  await expect(page.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute('href', '/catering/request-quote');
  for (const [type, title] of SERVICES) {
    await expect(page.getByTestId(`catering-card-${type}`).getByRole('link', { name: `Request ${title}` })).toHaveAttribute('href', `/catering/request-quote?type=${type}`);
  }
  await expect(page.getByTestId('happy-guest').getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/catering/request-quote');
});

test('menu buttons open the menu text; backdrop and close button close it', async ({ page }) => {
  await page.goto('/catering');
  const pickup = page.getByTestId('catering-card-pickup');
  for (const name of ['Choose 1 Meat', 'Choose 2 Meats', 'Choose 3 Meats', 'Deli Trays', 'Sandwich Trays']) {
    await expect(pickup.getByRole('button', { name })).toBeVisible();
  }
  await pickup.getByRole('button', { name: 'Choose 2 Meats' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose 2 Meats' });
  await expect(modal).toContainText('Choose 2 side salads');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const onsite = page.getByTestId('catering-card-onsite');
  for (const name of ['Most Requested', 'Down Home', 'Wedding Special', 'Banquet Special', 'Half & Half Option 1', 'Half & Half Option 2', 'Half & Half Option 3', 'Custom Menu', 'Holiday Menu Option 1', 'Holiday Menu Option 2']) {
    await expect(onsite.getByRole('button', { name })).toBeVisible();
  }
  await onsite.getByRole('button', { name: 'Holiday Menu Option 1' }).click();
  const holiday = page.getByRole('dialog', { name: 'Holiday Menu Option 1' });
  await expect(holiday).toContainText('Available November 1 to December 31.');
  await expectNoAxeViolations(page);
  await page.mouse.click(3, 3);
  await expect(holiday).toBeHidden();
});

test('the happy-guest story is one of the set, chosen per request', async ({ request }) => {
  expect(copy.guests.length).toBeGreaterThan(1);
  const names = new Set<string>();
  for (let i = 0; i < 25 && names.size < 2; i++) {
    const html = await (await request.get('/catering')).text();
    const shown = copy.guests.filter((g) => html.includes(g.event));
    expect(shown).toHaveLength(1);
    names.add(shown[0].name);
  }
  expect(names.size).toBeGreaterThan(1);
});

test('no axe violations', async ({ page }) => {
  await page.goto('/catering');
  await expectNoAxeViolations(page);
});
