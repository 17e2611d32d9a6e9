/**
 * What the page specs expect, read at test time instead of copied from today's sample facts: the
 * business replaces every shop, hour, holiday, menu item, price, special and opening.
 *
 * Records come from the site's own JSON API, so the specs hold for any content set and any
 * deployment (BASE_URL). The specs choose what they test by property ("a shop whose days differ",
 * "the day with the most specials", "the first holiday closure"), never by name, and fix the
 * server's clock (x-test-now) to a moment the content makes interesting. Expected display values
 * come from the app's own pure functions in lib/domain.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CareerOpening } from '../../lib/data/careers';
import type { HomepageContent } from '../../lib/data/homepage';
import type { LocationWithStatus } from '../../lib/data/locations';
import type { MenuCategory, MenuItem } from '../../lib/data/menu';
import type { Special, SpecialsForDay } from '../../lib/data/specials';
import { formatDateLabel, formatRange, getOpenStatus, parseTime, type HoursOverride } from '../../lib/domain/hours';
import { addDays, weekdayOfDate, zonedInstant } from '../../lib/domain/time';
import { WEEKDAYS, type Weekday } from '../../lib/domain/weekdays';
import { testContent } from '../../lib/testing/content';
import { at } from './hooks';

export type Shop = LocationWithStatus;
export type { CareerOpening, HomepageContent, MenuCategory, MenuItem, Special, Weekday };
export type Week = Record<Weekday, Special[]>;

/** The `data` of a successful API answer (`{ success: true, data }`). */
export async function apiData<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.status(), `GET ${path}`).toBe(200);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success, `GET ${path}`).toBe(true);
  return body.data;
}

/**
 * The content the server was seeded with (CONTENT_ROOT, else the project's content/), for what a
 * spec must know before any request: one test per shop, and records the API does not serve
 * (home heroes with their dates, catering menus).
 */
export const seeded = () => testContent().rows;

export const listShops = (request: APIRequestContext) => apiData<Shop[]>(request, '/api/locations');
export const listCategories = (request: APIRequestContext) => apiData<MenuCategory[]>(request, '/api/menu-categories');
export const listOpenings = (request: APIRequestContext) => apiData<CareerOpening[]>(request, '/api/careers');

/** A category's items in their menu order (the page sorts by orderBy too). */
export async function listItems(request: APIRequestContext, slug: string): Promise<MenuItem[]> {
  const items = await apiData<MenuItem[]>(request, `/api/menu-items/category/${slug}`);
  return [...items].sort((a, b) => a.orderBy - b.orderBy);
}

/** Every weekday's specials, in page order. */
export async function readWeek(request: APIRequestContext): Promise<Week> {
  const days = await Promise.all(WEEKDAYS.map((day) => apiData<SpecialsForDay>(request, `/api/specials/day/${day}`)));
  return Object.fromEntries(days.map((d) => [d.dayOfWeek, d.specials])) as Week;
}

/** The hero the home page shows at this instant: the active one, else the built-in fallback. */
export async function heroAt(request: APIRequestContext, iso: string): Promise<HomepageContent> {
  const response = await request.get('/api/homepage/content', { headers: at(iso) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: HomepageContent | null; fallback: HomepageContent };
  return body.content ?? body.fallback;
}

// ---------------------------------------------------------------------------------------------
// The clock. The business runs on Pacific time; every instant here is a wall-clock time there.

/**
 * What a line of text reads at each of these instants, each once: a page read at the live clock
 * was drawn between the first and the last, and a day or an hour may have turned in between.
 */
export const readingsAt = (instants: Date[], read: (now: Date) => string) => [...new Set(instants.map((now) => read(now)))];

/** A Monday the specs count weekdays from when only the weekday matters. */
export const SOME_MONDAY = '2026-06-15';

/** The instant of a wall-clock time in the business's time zone: ('2026-11-20', 600) -> '2026-11-20T18:00:00.000Z'. */
export const businessInstant = (date: string, minutes: number): string => zonedInstant(date, minutes).toISOString();

/** Noon of a business date. */
export const noonOn = (date: string) => businessInstant(date, 12 * 60);

/** The first date on or after `from` that falls on `day`. */
export function dateOn(day: Weekday, from: string = SOME_MONDAY): string {
  let date = from;
  while (weekdayOfDate(date) !== day) date = addDays(date, 1);
  return date;
}

/** The site's own paths from its sitemap (its absolute URLs name the canonical host). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

// ---------------------------------------------------------------------------------------------
// Shops

/** "Concord, CA 94520": the address line under the street. */
export const cityLine = (shop: Shop) => `${shop.address.city}, ${shop.address.state} ${shop.address.zip}`;

/** What the shop's status line says at this instant. */
export const statusAt = (shop: Shop, iso: string) => getOpenStatus(shop.hours, shop.hoursOverrides, new Date(iso)).message;

/** A holiday entry of one shop (holiday hours for every shop are merged into each shop's list). */
export type ShopHoliday = { shop: Shop; holiday: HoursOverride };

/** Every shop's holiday entries, soonest first. */
function holidays(shops: Shop[]): ShopHoliday[] {
  return shops.flatMap((shop) => shop.hoursOverrides.map((holiday) => ({ shop, holiday }))).sort((a, b) => a.holiday.date.localeCompare(b.holiday.date));
}

/**
 * A closure every shop shares (the same date and holiday) on a date `wanted` takes (a weekday
 * with a special, say), if the content has one. Shops as the API gives them or as seeded.
 */
export function allShopsClosure(shops: { hoursOverrides?: HoursOverride[] | null }[], wanted: (date: string) => boolean): HoursOverride | undefined {
  const closures = (shop: (typeof shops)[number]) => (shop.hoursOverrides ?? []).filter((o) => o.closed);
  return closures(shops[0] ?? {}).find((o) => wanted(o.date) && shops.every((s) => closures(s).some((x) => x.date === o.date && x.label === o.label)));
}

/** The first day a shop is closed for a holiday. */
export const firstHolidayClosure = (shops: Shop[]): ShopHoliday | undefined => holidays(shops).find((h) => h.holiday.closed);

/**
 * The shops and noon of the content's first holiday closure, checked to be one: the shop it
 * belongs to says it is closed for that holiday. Skips the test when the content has none.
 */
export async function atFirstHolidayClosure(request: APIRequestContext): Promise<{ shops: Shop[]; now: string }> {
  const shops = await listShops(request);
  const closure = firstHolidayClosure(shops);
  test.skip(!closure, 'the content has no holiday closure');
  const now = noonOn(closure!.holiday.date);
  expect(statusAt(closure!.shop, now)).toMatch(new RegExp(`^Closed for ${escapeRegExp(closure!.holiday.label)}\\. Opens `));
  return { shops, now };
}

/**
 * The day the shop specs look at the week from: six days before the content's first holiday, so
 * a shop page lists it under its holiday hours (the coming weeks) and the holiday is still ahead.
 * Without holidays, any day works.
 */
export function lookoutDate(shops: Shop[]): string {
  const first = holidays(shops)[0];
  return first ? addDays(first.holiday.date, -6) : SOME_MONDAY;
}

/** A date on or after `from` with the shop's regular hours (no holiday) on a day it opens. */
export function regularOpenDate(shop: Shop, from: string): string {
  for (let date = from, i = 0; i < 60; i++, date = addDays(date, 1)) {
    if (!shop.hours[weekdayOfDate(date)].closed && !shop.hoursOverrides.some((o) => o.date === date)) return date;
  }
  throw new Error(`${shop.slug} has no regular open day within 60 days of ${from}`);
}

/** Half-way through the shop's hours on its first regular open day from `from`: open for sure. */
export function whileOpen(shop: Shop, from: string): string {
  const date = regularOpenDate(shop, from);
  const { open, close } = shop.hours[weekdayOfDate(date)];
  let end = parseTime(close);
  if (end <= parseTime(open)) end += 24 * 60; // closes after midnight
  return businessInstant(date, Math.floor((parseTime(open) + end) / 2));
}

/** A minute before and a minute after the shop opens on its first regular open day from `from`. */
export function aroundOpening(shop: Shop, from: string): { before: string; after: string } {
  const date = regularOpenDate(shop, from);
  const opening = Date.parse(businessInstant(date, parseTime(shop.hours[weekdayOfDate(date)].open)));
  return { before: new Date(opening - 60_000).toISOString(), after: new Date(opening + 60_000).toISOString() };
}

/** A shop whose days do not all share the same hours (its week takes more than one line). */
export function unevenShop(shops: Shop[]): Shop | undefined {
  return shops.find((s) => new Set(WEEKDAYS.map((d) => JSON.stringify(s.hours[d]))).size > 1);
}

/** A shop page's holiday-hours row, as "label + date | hours" (see hoursRows in the specs). */
export function holidayRow(o: HoursOverride): string {
  return `${o.label}${formatDateLabel(o.date)} | ${o.closed || !o.open || !o.close ? 'Closed' : formatRange({ open: o.open, close: o.close })}`;
}

/** The street address as the shop's structured data writes it (the second line joined on). */
export const streetAddress = (shop: Shop) => [shop.address.address1, shop.address.address2].filter(Boolean).join(', ');

// ---------------------------------------------------------------------------------------------
// Specials and the menu

/** The weekday with the most specials (the first such, Monday first). */
export function busiestDay(week: Week): Weekday {
  return WEEKDAYS.reduce((best, day) => (week[day].length > week[best].length ? day : best), WEEKDAYS[0]);
}

/** The first weekday, Monday first, whose specials pass the test. */
export const dayWhere = (week: Week, test: (specials: Special[]) => boolean): Weekday | undefined => WEEKDAYS.find((day) => test(week[day]));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 13.99 -> "$13.99", as a menu card shows a price. */
export const priceText = (price: number) => usd.format(price);

/** The button of a category card: its own label, else "View Items". */
export const categoryButton = (c: MenuCategory) => c.label ?? 'View Items';

/** The first category, in menu order, whose items pass the test. */
export async function categoryWith(request: APIRequestContext, test: (items: MenuItem[]) => boolean): Promise<{ category: MenuCategory; items: MenuItem[] } | undefined> {
  for (const category of await listCategories(request)) {
    const items = await listItems(request, category.slug);
    if (test(items)) return { category, items };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Forms and text

/** A text as a regular expression that matches exactly that text. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A key a keyboard user presses on a closed shop select (type-ahead), and the shop it lands on:
 * the first one after the placeholder whose name starts with that key. The key is the initial of
 * the last shop, so the pick is usually not the first shop.
 */
export function typeAhead(shops: Shop[]): { key: string; shop: Shop } {
  const key = shops[shops.length - 1].name[0].toLowerCase();
  return { key, shop: shops.find((s) => s.name[0].toLowerCase() === key)! };
}
