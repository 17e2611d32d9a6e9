/**
 * /catering: the server HTML, the links to the quote form, the menu modals (the menus are
 * records, read from the seeded content), the happy-guest block.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { dismissCookieBanner } from './helpers/consent';
import { cateringCopy as copy } from '../lib/content/copy/catering';
import { cateringQuoteCopy } from '../lib/content/copy/catering-quote';
import { fillTemplate } from '../lib/content/template';
import { menuServiceLine } from '../components/catering/menu-service-line';
import { isMenuInSeason, leadTimeWords } from '../lib/domain/catering';
import { businessInstant, seeded } from './helpers/content';
import { at } from './helpers/hooks';
import { inSrcSet, serverPage } from './helpers/server-html';
import { WIDTHS } from './helpers/tags';
import { atProjectAndTabletWidths, expectPictureClearOfWords, settledBoxes } from './helpers/layout';

const SERVICES = [
  ['pickup', copy.services.pickup.title],
  ['delivery', copy.services.delivery.title],
  ['onsite', copy.services.onsite.title],
] as const;

// How far ahead each kind of catering must be asked for: the quote form's copy, which the cards read too.
const leadTimes = cateringQuoteCopy.leadTime;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the catering page is in the server HTML: hero, three services, pitmaster, a guest story and the FAQ', async ({ request }) => {
  const { html, text } = await serverPage(request, '/catering');
  const words = [copy.hero.title, ...SERVICES.map(([, title]) => title), copy.pitmaster.title, copy.guestsHeading, 'Catering FAQ'];
  // The ordering lead times and the holiday menu's dates, as the services note and the FAQ state them.
  for (const shown of [...words, copy.services.note, ...copy.faq.map((f) => f.answer)]) expect(text, shown).toContain(shown);
  // The service cards' lead times, worded as the cards word them; a lead time of zero is left out.
  for (const onsite of [false, true]) {
    const lead = onsite ? leadTimes.onsiteDays : leadTimes.pickupDeliveryHours;
    const sentence = fillTemplate(copy.services.glance.lead, { lead: leadTimeWords(onsite, leadTimes) });
    expect(text.includes(sentence), sentence).toBe(lead > 0);
  }
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  // Art direction: the phone image from 768px down, the wide one above.
  expect(html).toMatch(new RegExp(`<source media="\\(max-width: 768px\\)" srcSet="[^"]*${inSrcSet(copy.hero.mobileImage)}`));
});

test('hero and cards link to the quote form with the right type', async ({ page }) => {
  await page.goto('/catering');
  await expect(page.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute('href', '/catering/request-quote');
  for (const [type, title] of SERVICES) {
    await expect(page.getByTestId(`catering-card-${type}`).getByRole('link', { name: `Request ${title}` })).toHaveAttribute('href', `/catering/request-quote?type=${type}`);
  }
  await expect(page.getByTestId('happy-guest').getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/catering/request-quote');
});

test("the hero's picture stands above the headline on a phone and beside it on wider screens, never behind the first half of its words", WIDTHS, async ({ page }) => {
  const hero = page.locator('section[aria-labelledby="catering-title"]');
  const words = [hero.getByText(copy.hero.eyebrow, { exact: true }), hero.getByRole('heading', { level: 1 }), hero.getByText(copy.hero.text, { exact: true })];
  // 769px: where the picture switches from its phone crop.
  await atProjectAndTabletWidths(page, '/catering', () => expectPictureClearOfWords(page, hero.locator('img'), words, 769));
});

test('the service cards stack on a phone; from 900px two share a row and a last one alone takes the row, its picture beside its words', WIDTHS, async ({ page }) => {
  const cards = SERVICES.map(([type]) => page.getByTestId(`catering-card-${type}`));
  await atProjectAndTabletWidths(page, '/catering', async (width) => {
    const boxes = await settledBoxes(page, ...cards);
    const where = `at ${width}px`;
    if (width < 900) {
      // One column: each card below the last, all as wide.
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i].y, where).toBeGreaterThan(boxes[i - 1].y + boxes[i - 1].height - 1);
        expect(Math.abs(boxes[i].width - boxes[0].width), where).toBeLessThan(1);
      }
      return;
    }
    const rowWidth = boxes[1].x + boxes[1].width - boxes[0].x;
    for (let i = 0; i + 1 < boxes.length; i += 2) {
      expect(Math.abs(boxes[i].y - boxes[i + 1].y), `${where}, cards ${i + 1} and ${i + 2} share a row`).toBeLessThan(1);
      expect(boxes[i + 1].x, where).toBeGreaterThan(boxes[i].x + boxes[i].width - 1);
    }
    if (boxes.length % 2 === 1) {
      const last = cards[boxes.length - 1];
      const box = boxes[boxes.length - 1];
      expect(box.y, `${where}, the last card starts a row of its own`).toBeGreaterThan(boxes[boxes.length - 2].y + boxes[boxes.length - 2].height - 1);
      expect(Math.abs(box.width - rowWidth), `${where}, the last card is as wide as the row`).toBeLessThan(2);
      const [picture, heading] = await settledBoxes(page, last.locator('img'), last.getByRole('heading', { level: 3 }));
      expect(heading.x, `${where}, its words stand right of its picture`).toBeGreaterThanOrEqual(picture.x + picture.width);
      expect(heading.y, where).toBeLessThan(picture.y + picture.height);
      // Where its words run taller than its picture, the picture's column goes on to the card's
      // foot with the picture's own scene drawn on down (a small copy of it, blurred): no blank
      // block under the picture.
      const column = last.locator(':scope > div').first();
      await expect(column.locator('img')).toHaveCount(1);
      const [columnBox] = await settledBoxes(page, column);
      expect(box.y + box.height - (columnBox.y + columnBox.height), `${where}, the picture's column runs to the card's foot (inside its border)`).toBeLessThan(2);
      const backdrop = await column.evaluate((el) => getComputedStyle(el, '::before').backgroundImage);
      const picturePath = new URL((await last.locator('img').getAttribute('src'))!, page.url()).searchParams.get('url')!;
      const backdropUrl = backdrop.match(/^url\("(.+)"\)$/)?.[1];
      expect(backdropUrl && new URL(backdropUrl).searchParams.get('url'), `${where}, the column's backdrop is the card's own picture`).toBe(picturePath);
      const served = await page.request.get(backdropUrl!);
      expect(served.status(), where).toBe(200);
      expect(served.headers()['content-type'], where).toMatch(/^image\//);
    }
    // Every card draws its picture in the same proportions, the one alone on its row too: stretched
    // to the height of its words, it would crop the picture's ends away.
    const pictures = await settledBoxes(page, ...cards.map((card) => card.locator('img')));
    for (const [i, drawn] of pictures.entries()) {
      expect(drawn.width / drawn.height, `${where}, card ${i + 1}'s picture as the first card's`).toBeCloseTo(pictures[0].width / pictures[0].height, 1);
    }
  });
});

test('menu buttons open the menu text; backdrop and close button close it', WIDTHS, async ({ page }) => {
  // The catering menus as seeded, in their order: pickup and delivery share theirs, on-site has its own.
  // The clock stands at noon on the first day of a seasonal menu's window, so that menu shows too.
  const firstSeasonal = seeded().cateringMenus.find((m) => m.availableFrom);
  const now = businessInstant(`2026-${firstSeasonal?.availableFrom ?? '06-15'}`, 12 * 60);
  await page.setExtraHTTPHeaders(at(now));
  const menus = seeded().cateringMenus.filter((m) => isMenuInSeason({ availableFrom: m.availableFrom ?? null, availableTo: m.availableTo ?? null }, new Date(now)));
  const pickupMenus = menus.filter((m) => m.service === 'pickup-delivery');
  const onsiteMenus = menus.filter((m) => m.service === 'onsite');
  test.skip(pickupMenus.length === 0 || onsiteMenus.length === 0, 'the content lacks pickup-and-delivery or on-site catering menus');
  await page.goto('/catering');
  const pickup = page.getByTestId('catering-card-pickup');
  await expect(pickup.getByRole('list', { name: 'PickUp menus' }).getByRole('button')).toHaveText(pickupMenus.map((m) => m.title));
  const opened = pickupMenus[Math.min(1, pickupMenus.length - 1)];
  await pickup.getByRole('button', { name: opened.title, exact: true }).click();
  const modal = page.getByRole('dialog', { name: opened.title });
  // The menu stands on the Delivery card too: the card and the dialog say which service this is.
  await expect(page.getByRole('article', { name: copy.services.pickup.title, exact: true })).toHaveAttribute('data-testid', 'catering-card-pickup');
  await expect(modal).toHaveAccessibleDescription(menuServiceLine(copy.services.pickup.title));
  await expect(modal).toContainText(opened.summary);
  for (const line of opened.body) await expect(modal).toContainText(line);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const onsite = page.getByTestId('catering-card-onsite');
  await expect(onsite.getByRole('list', { name: 'On-Site menus' }).getByRole('button')).toHaveText(onsiteMenus.map((m) => m.title));
  // A seasonal menu where there is one (its text says when it is served), else the last.
  const seasonal = onsiteMenus.find((m) => m.availableFrom) ?? onsiteMenus.at(-1)!;
  await onsite.getByRole('button', { name: seasonal.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: seasonal.title });
  for (const line of seasonal.body) await expect(dialog).toContainText(line);
  await expectNoAxeViolations(page);
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
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

test('no axe violations', WIDTHS, async ({ page }) => {
  await page.goto('/catering');
  await expectNoAxeViolations(page);
});

test('a menu closed from the keyboard, by Escape or by its close button, gives focus back to its button', async ({ page }) => {
  await page.goto('/catering');
  const opener = page.getByTestId('catering-card-pickup').getByRole('list', { name: /menus$/ }).getByRole('button').first();
  test.skip((await opener.count()) === 0, 'no pickup-and-delivery catering menu of the content is served today');
  const title = (await opener.textContent())!.trim();
  const dialog = page.getByRole('dialog', { name: title });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter'); // on the close button, which has the focus
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
