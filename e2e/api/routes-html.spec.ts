/**
 * Every route of the site, as a crawler gets it: the server's HTML, without a browser. Each page
 * answers 200 and shows the facts of the served content for that route (shops with their
 * addresses, phones, hours and holidays; categories with their items and prices; each day's
 * specials or the empty state; job openings; the home hero of the day), all read from the content
 * (`facts`) at one fixed clock taken from the content, and unknown addresses answer 404. Runs on
 * the sample content (project api) and on the second content set (project alt-content).
 */
import { NO_PHOTO_LABEL } from '@/components/menu/no-photo';
import { business } from '@/lib/content/copy/business';
import { careersCopy } from '@/lib/content/copy/careers';
import { cateringCopy } from '@/lib/content/copy/catering';
import { homeCopy } from '@/lib/content/copy/home';
import { menuCopy } from '@/lib/content/copy/menu';
import { rewardsCopy } from '@/lib/content/copy/rewards';
import { storyCopy } from '@/lib/content/copy/story';
import { specialsHeading } from '@/components/specials/specials-heading';
import { SPECIALS_TEXT } from '@/components/specials/specials-text';
import { formatPrice, formatUsd, spokenPrice } from '@/lib/domain/price';
import { positionLabel } from '@/lib/domain/careers';
import { isMenuInSeason, menuBudget } from '@/lib/domain/catering';
import { pickVariant } from '@/lib/domain/homepage';
import { formatDateLabel, formatRange, formatWeeklyHours, getOpenStatus, upcomingOverrides } from '@/lib/domain/hours';
import { shopsInRegion } from '@/lib/domain/number';
import { telHref } from '@/lib/domain/phone';
import { toSlug } from '@/lib/domain/slug';
import { zonedParts } from '@/lib/domain/time';
import type { APIRequestContext } from '@playwright/test';
import { mainElement, serverPage, visibleText } from '../helpers/server-html';
import { allShopsClosure } from '../helpers/content';
import { addDays, at, businessInstant, expect, nextWeekday, salaryText, siteRoutes, test, WEEKDAYS, type Facts, type Shop, type Weekday } from '../helpers/content-facts';
import { REMOTE_TARGET } from '../helpers/target';

/**
 * The clock every page is read at: noon a week before the content's first holiday or
 * special-hours date, so the coming holidays show on the shop pages.
 */
function pageClock(facts: Facts): string {
  const dates = facts.rows.locations.flatMap((l) => (l.hoursOverrides ?? []).map((o) => o.date)).sort();
  return businessInstant(addDays(dates[0] ?? '2026-11-23', -7), '12:00');
}

/**
 * The words a visitor reads in a piece of server HTML, whitespace collapsed. React separates
 * neighboring text with empty comments (`1 Main St<!-- -->, <!-- -->Suite 5`); they are no gap.
 */
const textOf = (markup: string) => visibleText(markup.replace(/<!--[\s\S]*?-->/g, '')).replace(/\s+/g, ' ').trim();

/** A page read as a crawler would, with its visible text as textOf gives it. */
async function readPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const page = await serverPage(request, path, headers);
  return { ...page, text: textOf(page.html) };
}

/**
 * The scripts a page runs in today's browsers: each `<script src>` but the noModule polyfills. A
 * deployment may add a query to each (Vercel's ?dpl=, its skew protection).
 */
function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  return [...new Set(tags.map((tag) => /\bsrc="([^"]+\.js(?:\?[^"]*)?)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
}

/** Reads each script once however many pages load it. */
function scriptReader(request: APIRequestContext) {
  const texts = new Map<string, Promise<string>>();
  return (src: string) => {
    if (!texts.has(src)) texts.set(src, request.get(src).then((r) => r.text()));
    return texts.get(src)!;
  };
}

/** Whether a page renders a next/image <Image> (its data-nimg attribute), and whether one of its scripts carries that component's code. */
async function imageUse(request: APIRequestContext, script: ReturnType<typeof scriptReader>, path: string) {
  const { html } = await readPage(request, path);
  const loads = (await Promise.all(pageScripts(html).map(async (src) => (await script(src)).includes('"data-nimg"')))).some(Boolean);
  return { path, renders: html.includes('data-nimg='), loads };
}

/** The visible text of each element with this data-testid (elements that do not nest their own kind). */
function byTestId(html: string, tag: string, testId: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(re)].map((m) => textOf(m[1]));
}

/** The options of the first <select> with this name, as [value, label] pairs (the empty placeholder left out). */
function selectOptions(html: string, name: string): [string, string][] {
  const select = new RegExp(`<select\\b[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  expect(select, `a <select name="${name}">`).not.toBeNull();
  return [...select![1].matchAll(/<option\b[^>]*value="([^"]*)"[^>]*>([\s\S]*?)<\/option>/g)]
    .map((m): [string, string] => [m[1], textOf(m[2])])
    .filter(([value]) => value !== '');
}

/** Internal links of a piece of HTML, in document order, each once. */
const links = (html: string, prefix: string) => [...new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]).filter((h) => h.startsWith(prefix)))];

/** Every object in the page's JSON-LD, however deep: the nodes and the values that are objects. */
function jsonLdObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdObjects);
  if (!value || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(jsonLdObjects)];
}

/** Every `name` in the page's JSON-LD, however deep. */
const jsonLdNames = (nodes: unknown): string[] => jsonLdObjects(nodes).flatMap((o) => (typeof o.name === 'string' ? [o.name] : []));

/** Every schema.org MenuItem in the JSON-LD, wherever it stands. */
const jsonLdMenuItems = (nodes: unknown) => jsonLdObjects(nodes).filter((o) => o['@type'] === 'MenuItem') as { name: string; offers?: { price: string } }[];

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** Text as React writes it into HTML, ready to stand in a regular expression. */
const escapeHtml = (text: string) => html(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const addressLines = (l: Shop) => [`${l.address1}${l.address2 ? `, ${l.address2}` : ''}`, `${l.city}, ${l.state} ${l.zip}`];
const shopOptions = (facts: Facts) => facts.rows.locations.map((l): [string, string] => [l.slug, l.name]);

test.describe('pages show the served content', () => {
  test('/ shows the hero of the day, the day\'s special and every shop with its status', async ({ request, facts }) => {
    const now = pageClock(facts);
    const page = await readPage(request, '/', at(now));
    expect(page.status).toBe(200);
    const heroes = facts.rows.homepageContent.map((h) => ({ ...h, active: h.active ?? true, priority: h.priority ?? 0, startsOn: h.startsOn ?? null, endsOn: h.endsOn ?? null }));
    const hero = pickVariant(heroes, new Date(now));
    if (hero) {
      expect(page.html).toContain(`data-content-id="${hero.id}"`);
      expect(page.text).toContain(`${hero.headingOne} ${hero.headingTwo} ${hero.headingThree}`);
    } else {
      expect(page.html).toContain('data-content-id="component-fallback"');
    }
    for (const h of facts.rows.homepageContent.filter((h) => h.id !== hero?.id)) expect(page.text, `hero ${h.id} is not today's`).not.toContain(h.headingOne);

    const today = zonedParts(new Date(now)).weekday;
    const special = facts.rows.homepageSpecials.find((s) => s.dayOfWeek === today);
    const box = byTestId(page.html, 'a', 'feature-special');
    expect(box).toHaveLength(1);
    expect(box[0]).toContain(special ? special.description : "Today's Special");


    const shops = /<ul\b[^>]*aria-label="Our shops"[^>]*>([\s\S]*?)<\/ul>/.exec(page.html);
    expect(shops, 'the list of shops').not.toBeNull();
    expect(links(shops![1], '/locations/')).toEqual(facts.rows.locations.map((l) => `/locations/${l.slug}`));
    // Each shop with its open status at the clock ("find your shop").
    expect(textOf(shops![1])).toBe(facts.rows.locations.map((l) => `${l.name} ${getOpenStatus(l.hours, l.hoursOverrides ?? [], new Date(now)).message}`).join(' '));
  });

  test("/ on a weekday without a special keeps the special box's default words", async ({ request, facts }) => {
    const quiet = WEEKDAYS.find((d) => !facts.rows.homepageSpecials.some((s) => s.dayOfWeek === d));
    test.skip(!quiet, 'every weekday of the content has a special');
    const now = pageClock(facts);
    const quietPage = await readPage(request, '/', at(businessInstant(nextWeekday(addDays(now.slice(0, 10), 1), quiet!), '12:00')));
    expect(byTestId(quietPage.html, 'a', 'feature-special'), quiet).toEqual(["Today's Special"]);
  });

  test('/ on a holiday that closes every shop: the special box says so instead of offering the day\'s special', async ({ request, facts }) => {
    const shops = facts.rows.locations;
    const special = (date: string) => facts.rows.homepageSpecials.find((s) => s.dayOfWeek === zonedParts(new Date(businessInstant(date, '12:00'))).weekday);
    const closure = allShopsClosure(shops, (date) => special(date) !== undefined);
    test.skip(!closure, 'the content has no holiday that closes every shop on a day with a special');
    const box = async (date: string) => byTestId((await readPage(request, '/', at(businessInstant(date, '12:00')))).html, 'a', 'feature-special');
    expect(await box(closure!.date)).toEqual([`${homeCopy.featureBoxes.special.title} ${SPECIALS_TEXT.allClosed(closure!.label)}`]);
    // The same weekday a week before, when the shops are open, offers its special.
    const weekBefore = addDays(closure!.date, -7);
    test.skip(
      shops.some((s) => (s.hoursOverrides ?? []).some((o) => o.closed && o.date === weekBefore)),
      'a shop is closed a week before the closure too',
    );
    expect(await box(weekBefore)).toEqual([`${homeCopy.featureBoxes.special.title} ${special(weekBefore)!.description}`]);
  });

  test('/menu shows every category with its description and button, in order', async ({ request, facts }) => {
    const page = await readPage(request, '/menu');
    expect(page.status).toBe(200);
    for (const c of facts.rows.menuCategories) {
      expect(page.text, c.slug).toContain(`${c.category} ${c.description} ${c.label ?? 'View Items'}`);
      expect(page.html, c.slug).toContain(`href="/menu/${c.slug}"`);
    }
    const cards = [...page.html.matchAll(/<h2\b[^>]*>([^<]*)<\/h2>/g)].map((m) => visibleText(m[1]).trim()).filter((t) => facts.rows.menuCategories.some((c) => c.category === t));
    expect(cards).toEqual(facts.rows.menuCategories.map((c) => c.category));
  });

  test('/menu/{slug} shows each category\'s items in order, with price, description and photo or no-photo card', async ({ request, facts }) => {
    for (const c of facts.rows.menuCategories) {
      const path = `/menu/${c.slug}`;
      const page = await readPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(c.category)}</h1>`));
      expect(page.text, path).toContain(c.description);
      const items = facts.rows.menuItems.filter((i) => i.categoryId === c.id);
      const cards = byTestId(page.html, 'li', 'menu-item');
      expect(cards, path).toHaveLength(items.length);
      for (const [n, item] of items.entries()) {
        const expected = [
          item.photoSrc ? '' : NO_PHOTO_LABEL,
          item.name,
          // The price as shown, then as a screen reader hears it where that differs ("/ lb", "per pound").
          item.priceCents == null ? '' : formatPrice(item.priceCents / 100, item.priceUnit, item.serves),
          item.priceCents == null || spokenPrice(item.priceCents / 100, item.priceUnit, item.serves) === formatPrice(item.priceCents / 100, item.priceUnit, item.serves)
            ? ''
            : spokenPrice(item.priceCents / 100, item.priceUnit, item.serves),
          item.description,
        ].filter(Boolean).join(' ');
        expect(cards[n], `${path}: ${item.name}`).toContain(expected);
        if (item.priceCents == null) expect(cards[n], `${path}: ${item.name} has no price`).not.toMatch(/\$\d/);
      }
      // The category switcher offers every category.
      expect(selectOptionsOrLinks(page.html, facts), path).toEqual(facts.rows.menuCategories.map((x) => x.slug));
    }
  });

  test('/locations lists every shop with address, ZIP, phone and its status at the clock', async ({ request, facts }) => {
    const now = pageClock(facts);
    const page = await readPage(request, '/locations', at(now));
    expect(page.status).toBe(200);
    const shops = facts.rows.locations;
    expect(page.text).toContain(`${shops.length} shops`);
    const cards = byTestId(page.html, 'article', 'location-card');
    expect(cards).toHaveLength(shops.length);
    for (const [i, l] of shops.entries()) {
      const status = getOpenStatus(l.hours, l.hoursOverrides ?? [], new Date(now));
      expect(cards[i], l.slug).toContain(`${l.name} ${addressLines(l).join(' ')} Call ${l.name}: ${l.phoneNumber} ${status.message}`);
      expect(page.html).toContain(`href="${telHref(l.phoneNumber)}"`);
    }
    // The map draws a pin per shop, linked to its page.
    const map = /<figure\b[^>]*data-testid="keyless-map"[^>]*>([\s\S]*?)<\/figure>/.exec(page.html);
    expect(map, 'the map of the shops').not.toBeNull();
    expect(links(map![1], '/locations/')).toEqual(shops.map((l) => `/locations/${l.slug}`));
  });

  test('/locations/{slug} shows the shop: address, ZIP, phone, status, weekly hours and the coming holidays', async ({ request, facts }) => {
    const now = pageClock(facts);
    for (const l of facts.rows.locations) {
      const path = `/locations/${l.slug}`;
      const page = await readPage(request, path, at(now));
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(l.name)}</h1>`));
      const status = getOpenStatus(l.hours, l.hoursOverrides ?? [], new Date(now));
      expect(byTestId(page.html, 'p', 'open-status'), path).toEqual([status.message]);
      expect(page.text, path).toContain(addressLines(l).join(' '));
      expect(page.text, path).toContain(`Call ${l.phoneNumber}`);
      expect(page.html, path).toContain(`href="${telHref(l.phoneNumber)}"`);
      expect(page.html, path).toContain(`href="${html(l.pickupUrl)}"`);
      expect(page.html, path).toContain(`href="${html(l.deliveryUrl)}"`);

      const week = formatWeeklyHours(l.hours).map((line) => `${line.days} ${line.hours}`);
      expect(byTestId(page.html, 'dl', 'weekly-hours'), path).toEqual([week.join(' ')]);
      const coming = upcomingOverrides(l.hoursOverrides ?? [], new Date(now)).map(
        (o) => `${o.label} ${formatDateLabel(o.date)} ${o.closed || !o.open || !o.close ? 'Closed' : formatRange({ open: o.open, close: o.close })}`,
      );
      expect(byTestId(page.html, 'dl', 'holiday-hours'), path).toEqual(coming.length ? [coming.join(' ')] : []);

      if (l.ratingAverage != null && l.ratingCount != null) expect(page.text, path).toContain(`${l.ratingAverage.toFixed(1)} average from ${l.ratingCount.toLocaleString('en-US')} reviews`);
      else expect(page.text, path).not.toContain('average from');
      // The page itself links the other shops (the footer's links to every shop do not count).
      const main = mainElement(page.html);
      for (const o of facts.rows.locations.filter((o) => o.id !== l.id)) expect(main, `${path} links ${o.slug}`).toContain(`href="/locations/${o.slug}"`);
      // Structured data: a Restaurant with this address.
      const restaurant = page.jsonLd.find((n) => n['@type'] === 'Restaurant') as { address?: { postalCode?: string; streetAddress?: string }; telephone?: string } | undefined;
      expect(restaurant?.address, path).toMatchObject({ postalCode: l.zip, streetAddress: addressLines(l)[0] });
      expect(restaurant?.telephone, path).toBe(l.phoneNumber);
    }
  });

  test('/catering offers every catering menu of its service, a seasonal one only inside its window, with what it holds and costs in the HTML', async ({ request, facts }) => {
    // A day in the middle of the year, and the first day of each seasonal menu's window, next year.
    const year = new Date().getFullYear() + 1;
    const days = new Set([`${year}-06-15`, ...facts.rows.cateringMenus.flatMap((m) => (m.availableFrom ? [`${year}-${m.availableFrom}`] : []))]);
    const seen = new Set<string>();
    for (const day of days) {
      const now = businessInstant(day, '12:00');
      const page = await readPage(request, '/catering', at(now));
      expect(page.status, day).toBe(200);
      for (const m of facts.rows.cateringMenus) {
        const offered = new RegExp(`<button\\b[^>]*>${escapeHtml(m.title)}</button>`).test(page.html);
        expect(offered, `${m.id} on ${day}`).toBe(isMenuInSeason({ availableFrom: m.availableFrom ?? null, availableTo: m.availableTo ?? null }, new Date(now)));
        if (!offered) continue;
        seen.add(m.id);
        // What the menu holds and costs is in the HTML, in its closed dialog, not only drawn after a click.
        const budget = menuBudget({ pricePerPerson: m.pricePerPersonCents == null ? null : m.pricePerPersonCents / 100, minimumGuests: m.minimumGuests ?? null });
        for (const words of [m.summary, ...m.body, budget].filter(Boolean)) expect(page.text, `${m.id}: ${words}`).toContain(words.replace(/\s+/g, ' ').trim());
      }
    }
    // Every menu of the content is offered on one of those days.
    expect([...seen].sort()).toEqual(facts.rows.cateringMenus.map((m) => m.id).sort());
  });

  test('/catering/request-quote offers every shop for a pickup or delivery request', async ({ request, facts }) => {
    for (const type of ['pickup', 'delivery']) {
      const page = await readPage(request, `/catering/request-quote?type=${type}`);
      expect(page.status, type).toBe(200);
      expect(page.text).toContain('Catering Request Quote');
      expect(selectOptions(page.html, 'kindersLocation'), type).toEqual(shopOptions(facts));
    }
    const plain = await readPage(request, '/catering/request-quote');
    expect(plain.status).toBe(200);
  });

  test('/daily-specials and /daily-specials/{day} show each day\'s specials, or the empty state', async ({ request, facts }) => {
    const now = pageClock(facts);
    const today = zonedParts(new Date(now)).weekday;
    const check = async (path: string, day: Weekday) => {
      const page = await readPage(request, path, at(now));
      expect(page.status, path).toBe(200);
      const specials = facts.rows.specials.filter((s) => s.dayOfWeek === day);
      const isToday = day === today;
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(specialsHeading(day, isToday, specials.length))}</h1>`));
      if (specials.length) {
        // Every special of the day is in the HTML, each with its words, price and order button
        // (the ones after the first in slides hidden until the arrows show them).
        for (const s of specials) {
          expect(page.text, `${path}: ${s.name}`).toContain([s.name, s.description, s.priceCents == null ? '' : formatUsd(s.priceCents / 100), s.label ?? 'Order'].filter(Boolean).join(' '));
        }
        if (specials.length > 1) expect(page.text, path).toContain(`1 of ${specials.length}`);
        else expect(page.html, path).not.toContain('data-testid="specials-counter"');
        const names = jsonLdNames(page.jsonLd);
        for (const s of specials) expect(names, `${path}: ${s.name}`).toContain(s.name);
        // Each special's MenuItem offers the price the page shows, and none where it shows none.
        const items = jsonLdMenuItems(page.jsonLd);
        for (const s of specials) {
          const price = items.find((i) => i.name === s.name)?.offers?.price;
          expect(price, `${path}: ${s.name}'s offer`).toBe(s.priceCents == null ? undefined : (s.priceCents / 100).toFixed(2));
        }
      } else {
        expect(page.text, path).toContain("No Specials Today Check back tomorrow for our daily special!");
      }
      // The week's buttons reach every day.
      for (const d of WEEKDAYS) expect(page.html, `${path} links ${d}`).toContain(`href="/daily-specials/${d}"`);
    };
    await check('/daily-specials', today);
    for (const day of WEEKDAYS) await check(`/daily-specials/${day}`, day);
  });

  test('/contact offers every shop in its shop finder', async ({ request, facts }) => {
    const page = await readPage(request, '/contact');
    expect(page.status).toBe(200);
    expect(selectOptions(page.html, 'shop')).toEqual(shopOptions(facts));
  });

  test('/careers lists every opening with its location and pay, linked to its page', async ({ request, facts }) => {
    test.skip(facts.rows.careerOpenings.length === 0, 'the content has no job opening');
    const page = await readPage(request, '/careers');
    expect(page.status).toBe(200);
    const table = /<table\b[^>]*>([\s\S]*?)<\/table>/.exec(page.html);
    expect(table, 'the openings table').not.toBeNull();
    expect(links(table![1], '/careers/')).toEqual(facts.rows.careerOpenings.map((o) => `/careers/${o.id}`));
    const rows = [...table![1].matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((m) => textOf(m[1]));
    expect(rows).toHaveLength(facts.rows.careerOpenings.length);
    for (const [i, o] of facts.rows.careerOpenings.entries()) {
      expect(rows[i], o.id).toBe(`${positionLabel(o)} ${o.locationLabel} ${salaryText(o)} Apply Now for ${positionLabel(o)} (opens in a new tab)`);
    }
  });

  test('/careers/{id} shows the opening: position, type, location, pay, duties and qualifications', async ({ request, facts }) => {
    for (const o of facts.rows.careerOpenings) {
      const path = `/careers/${o.id}`;
      const page = await readPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(o.position)}</h1>`));
      const shop = facts.rows.locations.find((l) => l.id === o.locationId);
      expect(page.text, path).toContain(`Type ${o.employmentType} Location ${o.locationLabel}${shop ? ` ${shop.address1}, ${shop.city}` : ''} Pay ${salaryText(o)}`);
      expect(page.text, path).toContain(o.description);
      for (const line of [...(o.responsibilities ?? []), ...(o.qualifications ?? [])]) expect(page.text, `${path}: ${line}`).toContain(line);
      expect(page.html, path).toContain(`href="${html(o.applyUrl)}"`);
      const posting = page.jsonLd.find((n) => n['@type'] === 'JobPosting') as { title?: string; jobLocation?: { address?: { postalCode?: string } } } | undefined;
      expect(posting?.title, path).toBe(o.position);
      if (shop) expect(posting?.jobLocation?.address?.postalCode, path).toBe(shop.zip);
    }
  });

  test('/our-story tells the content\'s chapters in order and links every shop', async ({ request, facts }) => {
    const page = await readPage(request, '/our-story');
    expect(page.status).toBe(200);
    const ids = new Set(facts.story.map((c) => `story-${c.slug}-title`));
    const chapters = [...page.html.matchAll(/<h2\b[^>]*id="([^"]*)"[^>]*>([\s\S]*?)<\/h2>/g)].filter((m) => ids.has(m[1])).map((m) => textOf(m[2]));
    expect(chapters).toEqual(facts.story.map((c) => c.headline));
    for (const c of facts.story) expect(page.text, c.slug).toContain(`${c.era} ${c.headline}`);
    const nav = /<nav\b[^>]*aria-label="Our shops"[^>]*>([\s\S]*?)<\/nav>/.exec(page.html);
    expect(nav, 'the shops of the story').not.toBeNull();
    expect(links(nav![1], '/locations/')).toEqual(facts.rows.locations.map((l) => `/locations/${l.slug}`));
  });

  test('the legal pages show the content\'s title, date and sections', async ({ request, facts }) => {
    expect(facts.legal.map((d) => d.slug).sort()).toEqual(['privacy-policy', 'terms-of-use', 'web-accessibility']);
    for (const doc of facts.legal) {
      const path = `/${doc.slug}`;
      const page = await readPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(doc.title)}</h1>`));
      expect(page.text, path).toContain(`${doc.dateLabel}: ${doc.dateText}`);
      const headings = [...page.html.matchAll(/<section\b[^>]*data-testid="legal-section"[^>]*>\s*<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1]));
      expect(headings, path).toEqual(doc.sections.map((h, i) => (doc.numbered ? `${i + 1}. ${h}` : h)));
    }
  });

  test("the footer and the search descriptions count the content's shops, in the business's region", async ({ request, facts }) => {
    const shops = shopsInRegion(facts.rows.locations.length, business.region);
    expect(shops).toMatch(/^\S+ .+ shops?$/);
    for (const path of ['/', '/menu', '/locations']) expect((await readPage(request, path)).text, path).toContain(`catering in ${shops}.`);
    // The story's description counts them where its copy asks to ({shops}).
    const story = storyCopy.metaDescription.includes('{shops}') ? ['/our-story'] : [];
    for (const path of ['/daily-specials', `/daily-specials/${WEEKDAYS[0]}`, ...story, '/balance']) {
      const page = await readPage(request, path);
      expect(page.html, path).toMatch(new RegExp(`<meta name="description" content="[^"]*${escapeHtml(shops)}[^"]*"`));
    }
  });

  test("each page's search description, title and keywords are its copy's", async ({ request }) => {
    const pages: { path: string; description: string | RegExp; keywords: string[]; title?: string }[] = [
      { path: '/', description: business.description, keywords: homeCopy.keywords },
      { path: '/menu', description: menuCopy.metaDescription, keywords: menuCopy.keywords },
      { path: '/catering', description: cateringCopy.metaDescription, keywords: cateringCopy.keywords, title: cateringCopy.metaTitle },
      { path: '/careers', description: `${careersCopy.tagline} ${careersCopy.metaDescription}`, keywords: [...careersCopy.keywords, business.name] },
      { path: '/rewards', description: rewardsCopy.metaDescription, keywords: [...rewardsCopy.keywords, business.name] },
      // The story's description counts the shops where it says {shops}, as the test above checks.
      { path: '/our-story', description: new RegExp(`^${escapeHtml(storyCopy.metaDescription).replace(escapeHtml('{shops}'), '.+')}$`), keywords: storyCopy.keywords },
    ];
    for (const { path, description, keywords, title } of pages) {
      const { html: page } = await readPage(request, path);
      const content = (name: string) => [...page.matchAll(/<meta name="([^"]+)" content="([^"]*)"/g)].find((m) => m[1] === name)?.[2];
      if (typeof description === 'string') expect(content('description'), path).toBe(html(description));
      else expect(content('description'), path).toMatch(description);
      expect(content('keywords'), path).toBe(html(keywords.join(', ')));
      if (title) expect(page, path).toMatch(new RegExp(`<title>${escapeHtml(title)} \\|`));
    }
  });

  test('the pages without records (rewards, balance) answer 200 with one heading', async ({ request }) => {
    for (const path of ['/rewards', '/balance']) {
      const page = await readPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html.match(/<h1\b/g), path).toHaveLength(1);
    }
  });
});

test.describe('addresses', () => {
  test('sitemap.xml lists exactly the routes of the content, each on the server\'s own host', async ({ request, baseURL, facts }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
    expect(locs.map((u) => u.pathname).sort()).toEqual(siteRoutes(facts).sort());
    // A deployment's sitemap names its canonical host (SITE_URL), which a preview's address is not.
    if (REMOTE_TARGET) expect(new Set(locs.map((u) => u.origin)).size).toBe(1);
    else for (const u of locs) expect(u.host).toBe(new URL(baseURL!).host);
  });

  test('every route answers 200 with one h1, its canonical address and the site shell once', async ({ request, facts }) => {
    // Each shop's line in the footer stands twice in a page: in the HTML and in the page's data
    // (the RSC payload) that the browser hydrates from. A third time would be a second shell in
    // that data, which is what a root not-found page drawn in the shell costs every page.
    const footerShops = (markup: string) => markup.split('footer-shop').length - 1;
    for (const path of siteRoutes(facts)) {
      const page = await readPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.html.match(/<h1\b/g), path).toHaveLength(1);
      expect(page.html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === '/' ? '/?' : path}"`));
      expect(footerShops(page.html), path).toBe(2 * facts.rows.locations.length);
    }
    // An unknown address answers in the same shell, once.
    const missing = await readPage(request, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(footerShops(missing.html)).toBe(2 * facts.rows.locations.length);
  });

  test('an unknown address preloads the web fonts every page preloads, so it is drawn in them', async ({ request }) => {
    // The fonts are shown only if they arrive by the first paint (font-display: optional), which
    // takes a preload: as a Link header or a <link rel="preload"> in the head.
    const preloadedFonts = async (path: string) => {
      const response = await request.get(path);
      const header = response.headers()['link'] ?? '';
      const fromHeader = [...header.matchAll(/<([^>]+)>;[^,]*\bas="?font\b/g)].map((m) => m[1]);
      const tags = [...(await response.text()).matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag));
      const fromTags = tags.map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
      return [...new Set([...fromHeader, ...fromTags])].sort();
    };
    const everyPage = await preloadedFonts('/');
    expect(everyPage.length).toBeGreaterThan(0);
    expect(await preloadedFonts('/no-such-page')).toEqual(expect.arrayContaining(everyPage));
  });

  test('every stylesheet a page preloads is one it applies, so no visitor downloads a sheet for nothing', async ({ request, facts }) => {
    // A segment's not-found boundary is part of every page under it, and Next preloads the
    // boundary's stylesheets on those pages whether or not it is shown: a CSS module imported by a
    // not-found component is downloaded by every visitor of the pages below it, and Chrome warns
    // that it went unused. Those components style themselves with the global sheet only.
    const unused = [];
    for (const path of [...siteRoutes(facts), '/no-such-page', '/locations/no-such-shop']) {
      const tags = [...(await readPage(request, path)).html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
      const href = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];
      const applied = new Set(tags.filter((tag) => /\brel="stylesheet"/.test(tag)).map(href));
      const preloaded = tags.filter((tag) => /\brel="preload"/.test(tag) && /\bas="style"/.test(tag)).map(href);
      expect(applied.size, `${path} applies a stylesheet`).toBeGreaterThan(0);
      unused.push(...preloaded.filter((sheet) => !applied.has(sheet)).map((sheet) => `${path}: ${sheet}`));
    }
    expect(unused).toEqual([]);
  });

  test('only the pages that render a next/image <Image> load its browser code; the shell renders none', async ({ request, facts }) => {
    // Pictures are server-rendered <img> (components/media/picture.tsx); <Image> is a client
    // component whose code (about 5 KB gzip) only a picture that reacts in the browser needs: a
    // menu item's photo, which gives way to a placeholder when it fails to load.
    const script = scriptReader(request);
    const pages = [];
    for (const path of siteRoutes(facts)) pages.push(await imageUse(request, script, path));
    // A category page loads it with its route, whose code holds the item cards, also when none of
    // its items has a photo (the business may have a category without any).
    const photoless = facts.rows.menuCategories
      .filter((c) => !facts.rows.menuItems.some((i) => i.categoryId === c.id && i.photoSrc))
      .map((c) => `/menu/${c.slug}`);
    expect(pages.filter((p) => p.renders !== p.loads && !(photoless.includes(p.path) && p.loads))).toEqual([]);
    // The home page has the header, the footer and no menu item.
    expect(pages.find((p) => p.path === '/')).toMatchObject({ renders: false, loads: false });
  });

  test('a menu page with a photographed item renders an <Image> and loads its browser code', async ({ request, facts }) => {
    // Each menu item with a photo renders an <Image>: the check above is not vacuous.
    const photographed = facts.rows.menuItems.find((i) => i.photoSrc);
    test.skip(!photographed, 'no menu item of the content has a photo');
    const slug = facts.rows.menuCategories.find((c) => c.id === photographed!.categoryId)!.slug;
    expect(await imageUse(request, scriptReader(request), `/menu/${slug}`)).toMatchObject({ renders: true, loads: true });
  });

  test('every script a page runs as it starts carries the compile hint, so Chrome compiles it off the main thread', async ({ request, facts }) => {
    // scripts/compile-hints.mjs marks them after the build. The polyfills (noModule) never run in
    // a browser that reads the hint.
    const { COMPILE_HINT } = await import('../../scripts/compile-hints.mjs');
    const script = scriptReader(request);
    const unmarked = [];
    for (const path of [...siteRoutes(facts), '/no-such-page']) {
      const { html } = await readPage(request, path);
      const srcs = pageScripts(html);
      expect(srcs.length, path).toBeGreaterThan(0);
      for (const src of srcs) if (!(await script(src)).startsWith(COMPILE_HINT)) unmarked.push(`${path}: ${src}`);
    }
    expect(unmarked).toEqual([]);
  });

  test('unknown shops, categories and openings answer a 404 drawn in the server HTML; an unknown weekday goes to today\'s specials', async ({ request, facts }) => {
    const taken = new Set([...facts.rows.locations.map((l) => l.slug), ...facts.rows.menuCategories.map((c) => c.slug), ...facts.rows.careerOpenings.map((o) => o.id)]);
    const shopLinks = (html: string) => new Set([...html.matchAll(/<a\b[^>]*href="\/locations\/([^"/]+)"/g)].map((m) => m[1]));
    for (const path of ['/locations/no-such-shop', '/menu/no-such-category', '/careers/job_no_such_opening', '/no-such-page']) {
      expect(taken.has(path.split('/').pop()!)).toBe(false);
      const page = await readPage(request, path);
      expect(page.status, path).toBe(404);
      // The words are in the HTML itself, not only in the data a script draws them from (Next's
      // empty error document): a crawler, or a phone whose scripts have not loaded, reads them.
      expect(page.html, path).not.toContain('__next_error__');
      expect(page.html.match(/<h1\b/g), path).toHaveLength(1);
      expect(page.html, path).toMatch(/<html[^>]* lang="en"/);
      expect(page.html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      if (path.startsWith('/locations/')) {
        // An unknown shop is offered every real one, beyond the footer's links.
        for (const l of facts.rows.locations) expect(page.html.split(`href="/locations/${l.slug}"`).length - 1, path).toBeGreaterThan(1);
      }
      expect(shopLinks(page.html).size, path).toBe(facts.rows.locations.length);
    }
    const res = await request.get('/daily-specials/funday', { maxRedirects: 0 });
    expect([307, 308]).toContain(res.status());
    expect(res.headers()['location']).toMatch(/\/daily-specials$/);
    // A lone % (the address /daily-specials/%25, which Next hands over decoded) is an unknown day
    // too: it failed to decode a second time, and the redirect carried an error's digest and wrote
    // the error's stack to the server's log on every such request.
    for (const path of ['/daily-specials/%25', '/daily-specials/100%25zz']) {
      const odd = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).toContain(odd.status());
      expect(odd.headers()['location'], path).toMatch(/\/daily-specials$/);
      expect(await odd.text(), path).not.toMatch(/digest\\?":\\?"\d/);
    }
  });

  test('a shop addressed by its name or id lands on its one canonical address', async ({ request, facts }) => {
    for (const l of facts.rows.locations) {
      for (const key of [l.id, toSlug(l.name), l.slug.toUpperCase()].filter((k) => k !== l.slug)) {
        const res = await request.get(`/locations/${encodeURIComponent(key)}`, { maxRedirects: 0 });
        expect(res.status(), key).toBe(308);
        expect(res.headers()['location'], key).toMatch(new RegExp(`/locations/${l.slug}$`));
      }
    }
  });
});

/** The categories the menu's switcher offers: its dropdown's options, else its buttons' links. */
function selectOptionsOrLinks(html: string, facts: Facts): string[] {
  const known = new Set(facts.rows.menuCategories.map((c) => c.slug));
  const select = /<select\b[^>]*>([\s\S]*?)<\/select>/.exec(html);
  if (select) return [...select[1].matchAll(/<option\b[^>]*value="([^"]+)"/g)].map((m) => m[1]).filter((v) => known.has(v));
  return links(html, '/menu/').map((h) => h.slice('/menu/'.length)).filter((s) => known.has(s));
}
