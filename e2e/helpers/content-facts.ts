/**
 * What the API and page checks expect, read from the content the server under test was seeded
 * with, never copied from today's sample facts (the business replaces every one of them).
 *
 * Import `test` and `expect` from here instead of @playwright/test: each worker gets `facts`,
 * the records and the exact database rows of its project's content set. The `api` project reads
 * the same content as its server (CONTENT_ROOT if set, else the project's content/); the
 * `alt-content` project sets `contentRoot` to the second set its own server serves.
 *
 * The clock helpers pick instants from the content (an ordinary open hour of a shop, a holiday
 * it is closed for), in the business's time zone, for the `x-test-now` header.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { documentSlugs } from '@/lib/content/check-copy';
import { writtenDate } from '@/lib/content/dates';
import { splitFrontMatter } from '@/lib/content/front-matter';
import { contentRoot } from '@/lib/content/paths';
import type { LegalFrontMatter, StoryChapterFrontMatter } from '@/lib/content/schemas/copy';
import { testContent } from '@/lib/testing/content';
import { parseTime } from '@/lib/domain/hours';
import { addDays, weekdayOfDate, zonedInstant } from '@/lib/domain/time';
import { WEEKDAYS, type Weekday } from '@/lib/domain/weekdays';

export { expect } from '@playwright/test';

/** The folder holding the second content set (relative to the project folder). */
export const ALT_CONTENT_ROOT = 'e2e/fixtures/content-alt';

/** The long copy the server reads from the same folder: the story's chapters and the legal pages. */
function longCopy(root: string) {
  const documents = <T>(dir: 'story' | 'legal') => {
    const folder = path.join(root, 'content', dir);
    return documentSlugs(folder).map((slug) => ({ slug, ...splitFrontMatter(readFileSync(path.join(folder, `${slug}.mdoc`), 'utf8')) })).map((d) => ({ ...d, data: d.frontMatter as T }));
  };
  const story = documents<StoryChapterFrontMatter>('story')
    .map((d) => ({ ...d.data, slug: d.slug }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const legal = documents<LegalFrontMatter>('legal').map((d) => ({
    ...d.data,
    slug: d.slug,
    dateText: writtenDate(d.data.date),
    sections: [...d.body.matchAll(/^## (.+?)(?:\s*\{% #[\w-]+ %\})?\s*$/gm)].map((m) => m[1]),
  }));
  return { story, legal };
}

export type Facts = ReturnType<typeof testContent> & ReturnType<typeof longCopy>;
export type Shop = Facts['rows']['locations'][number];
export type ContentOptions = { contentRoot: string | undefined };

const loaded = new Map<string, Facts>();
function factsFor(root: string | undefined): Facts {
  const key = root ?? '';
  let facts = loaded.get(key);
  if (!facts) {
    facts = { ...(root ? testContent(root) : testContent()), ...longCopy(root ? path.resolve(root) : contentRoot()) };
    loaded.set(key, facts);
  }
  return facts;
}

export const test = base.extend<object, ContentOptions & { facts: Facts }>({
  contentRoot: [undefined, { option: true, scope: 'worker' }],
  facts: [async ({ contentRoot }, provide) => provide(factsFor(contentRoot)), { scope: 'worker' }],
});

export { at } from './hooks';

/** The instant (ISO, UTC) at which the business's clock reads `time` (HH:MM) on `date` (YYYY-MM-DD). */
export const businessInstant = (date: string, time: string): string => zonedInstant(date, parseTime(time)).toISOString();

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A time `delta` minutes after `time`, as HH:MM (within the same day). */
export const plusMinutes = (time: string, delta: number) => hhmm(parseTime(time) + delta);

/**
 * A week the tests look at when they need an ordinary day: the dates they choose skip every
 * holiday and special-hours date of the content, so the anchor itself carries no content fact.
 */
const ANCHOR = '2026-11-02';

/** The next `weekday` on or after `from`. */
export function nextWeekday(from: string, weekday: Weekday): string {
  let date = from;
  while (weekdayOfDate(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** True when no holiday or special-hours entry of this shop falls on `date`. */
export const isOrdinaryDay = (shop: Shop, date: string) => !(shop.hoursOverrides ?? []).some((o) => o.date === date);

/** The shop's weekly hours on a date (ignoring holidays). */
export const weeklyHoursOn = (shop: Shop, date: string) => shop.hours[weekdayOfDate(date)];

/**
 * An ordinary date (no holiday for this shop, open that day and the next) on or after the anchor,
 * optionally on a given weekday. Null when the shop never opens two days in a row.
 */
export function ordinaryOpenDate(shop: Shop, weekday?: Weekday): string | null {
  for (let i = 0; i < 366; i++) {
    const date = addDays(ANCHOR, i);
    if (weekday && weekdayOfDate(date) !== weekday) continue;
    const next = addDays(date, 1);
    if (!isOrdinaryDay(shop, date) || !isOrdinaryDay(shop, next)) continue;
    if (weeklyHoursOn(shop, date).closed || weeklyHoursOn(shop, next).closed) continue;
    return date;
  }
  return null;
}

/** An instant on an ordinary day when the shop is open, half-way through its hours. */
export function openMoment(shop: Shop): { date: string; iso: string; open: string; close: string } | null {
  const date = ordinaryOpenDate(shop);
  if (!date) return null;
  const { open, close } = weeklyHoursOn(shop, date);
  // A closing at or before the opening (00:00, midnight) is the next day's.
  let end = parseTime(close);
  if (end <= parseTime(open)) end += 24 * 60;
  return { date, iso: zonedInstant(date, Math.floor((parseTime(open) + end) / 2)).toISOString(), open, close };
}

/**
 * A holiday the shop is closed for, with the day after it an ordinary open day, so its status
 * reads "Closed for {holiday}. Opens tomorrow at {time}". Shared holidays are tried first.
 */
export function closedHoliday(facts: Facts): { shop: Shop; date: string; label: string; reopens: string } | null {
  const sharedDates = new Set(facts.records.holidays.map((h) => h.date));
  const shops = facts.rows.locations;
  const candidates = shops.flatMap((shop) =>
    (shop.hoursOverrides ?? []).filter((o) => o.closed).map((o) => ({ shop, date: o.date, label: o.label, shared: sharedDates.has(o.date) })),
  );
  candidates.sort((a, b) => Number(b.shared) - Number(a.shared));
  for (const c of candidates) {
    const next = addDays(c.date, 1);
    const hours = weeklyHoursOn(c.shop, next);
    if (isOrdinaryDay(c.shop, next) && !hours.closed) return { shop: c.shop, date: c.date, label: c.label, reopens: hours.open };
  }
  return null;
}

/** Every weekday with its specials rows, Monday first. */
export const specialsByDay = (facts: Facts) => WEEKDAYS.map((day) => ({ day, specials: facts.rows.specials.filter((s) => s.dayOfWeek === day) }));

/** The pages that exist whatever the content holds. */
export const STATIC_ROUTES = [
  '/', '/menu', '/locations', '/catering', '/catering/request-quote', '/daily-specials', '/contact', '/careers', '/rewards', '/balance',
  '/our-story', '/privacy-policy', '/terms-of-use', '/web-accessibility',
];

/** Every route of the site for this content: the fixed pages, then each shop, category, weekday and opening. */
export const siteRoutes = (facts: Facts) => [
  ...STATIC_ROUTES,
  ...facts.rows.locations.map((l) => `/locations/${l.slug}`),
  ...facts.rows.menuCategories.map((c) => `/menu/${c.slug}`),
  ...WEEKDAYS.map((d) => `/daily-specials/${d}`),
  ...facts.rows.careerOpenings.map((o) => `/careers/${o.id}`),
];

const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** An opening's pay as the site writes it: "$18.50 - $22.00 / hour", "$58,000 - $72,000 / year". */
export function salaryText(o: Facts['rows']['careerOpenings'][number]): string {
  const money = (cents: number) => (o.salaryUnit === 'HOUR' ? `$${(cents / 100).toFixed(2)}` : `$${groupThousands(Math.round(cents / 100))}`);
  return `${money(o.salaryMin)} - ${money(o.salaryMax)} / ${o.salaryUnit === 'HOUR' ? 'hour' : 'year'}`;
}

/** The shop's one-line address as the site writes it: "street, suite, city, ST 12345". */
export const oneLineAddress = (shop: Shop) => `${shop.address1}${shop.address2 ? `, ${shop.address2}` : ''}, ${shop.city}, ${shop.state} ${shop.zip}`;

export { WEEKDAYS, addDays, weekdayOfDate, type Weekday };
