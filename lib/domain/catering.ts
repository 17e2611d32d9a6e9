/**
 * Catering rules a planner sees before sending a request: how far ahead each kind of catering
 * must be asked for, and when a seasonal menu is on offer. Pure functions on dates in the
 * business's time zone; callers pass "today" or the instant, so tests fix the clock.
 */
import { formatInteger } from './number';
import { formatUsd } from './price';
import { businessDate } from './zone';

/** How far ahead the business needs a request: hours for pickup and delivery, days for on-site. */
export type LeadTimes = { pickupDeliveryHours: number; onsiteDays: number };

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The lead time of an option in whole days. Lead times count calendar days in the business's
 * time zone: 48 hours is two days, so on a Monday a Wednesday event is in time and a Tuesday
 * one is short notice. On-site catering counts its own days; any other option is pickup or delivery.
 */
export function leadDays(onsite: boolean, lead: LeadTimes): number {
  return onsite ? lead.onsiteDays : Math.ceil(lead.pickupDeliveryHours / 24);
}

/** The lead time in words, as the notice names it: "48 hours", "14 days". */
export function leadTimeWords(onsite: boolean, lead: LeadTimes): string {
  if (onsite) return `${lead.onsiteDays} ${lead.onsiteDays === 1 ? 'day' : 'days'}`;
  return `${lead.pickupDeliveryHours} ${lead.pickupDeliveryHours === 1 ? 'hour' : 'hours'}`;
}

/** Whether a date is a real YYYY-MM-DD, as a date field gives it (a half-typed one is not). */
export function isReadableDate(date: string | undefined): date is string {
  return date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
}

/**
 * True when an event on `eventDate` (YYYY-MM-DD) is sooner than the lead time from `today`
 * (the business's date now). A missing or unreadable date is never short notice: the warning
 * only speaks about a date the planner gave. Nor is a past one: the form refuses that date, and
 * asking for more notice beside "cannot be in the past" would say two things at once.
 */
export function isShortNotice(eventDate: string | undefined, today: string, onsite: boolean, lead: LeadTimes): boolean {
  if (!isReadableDate(eventDate)) return false;
  const days = daysBetween(today, eventDate);
  return days >= 0 && days < leadDays(onsite, lead);
}

/** A seasonal menu's window: from one MM-DD to another, inclusive; both null for a year-round menu. */
export type SeasonWindow = { availableFrom: string | null; availableTo: string | null };

/** Whether a month and day (MM-DD) falls in a window, which may run over New Year (12-15 to 01-15). */
function inWindow(monthDay: string, { availableFrom: from, availableTo: to }: SeasonWindow): boolean {
  if (!from || !to) return true;
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/**
 * Whether a menu with a window is on offer at `now`, taking the date in the business's time zone.
 * A menu without a window is always on offer.
 */
export function isMenuInSeason(window: SeasonWindow, now: Date): boolean {
  return inWindow(businessDate(now).slice(5), window);
}

/**
 * Whether a menu is served on an event date (YYYY-MM-DD): a holiday menu chosen in December for a
 * party in January is not. A missing or unreadable date says nothing against the menu, as with the
 * lead time.
 */
export function isServedOn(window: SeasonWindow, eventDate: string | undefined): boolean {
  if (!isReadableDate(eventDate)) return true;
  return inWindow(eventDate.slice(5), window);
}

/** A window's end in words: "11-01" -> "November 1". */
export function monthDayWords(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A catering menu's figures for budgeting, each null when the menu does not give it. */
export type MenuFigures = { pricePerPerson: number | null; minimumGuests: number | null };

/**
 * What a catering card tells a planner before any menu is opened: the lowest price per person and
 * the smallest party among the menus it offers.
 *
 * The price is the lowest a menu lists, null when none lists one: a menu without a price is
 * priced in its quote, and the line names where the priced menus start, turning no one away.
 * The party is null as soon as one menu has no minimum (a custom menu serves any party): the
 * smallest listed minimum would tell a smaller party that the service is not for them.
 */
export function menusAtAGlance(menus: MenuFigures[]): { fromPrice: number | null; fromGuests: number | null } {
  const prices = menus.flatMap((m) => (m.pricePerPerson == null ? [] : [m.pricePerPerson]));
  const minimums = menus.flatMap((m) => (m.minimumGuests == null ? [] : [m.minimumGuests]));
  return {
    fromPrice: prices.length ? Math.min(...prices) : null,
    fromGuests: minimums.length > 0 && minimums.length === menus.length ? Math.min(...minimums) : null,
  };
}

/** What the quote form says under a chosen menu and guest size; see `menuEstimate`. */
export type MenuEstimate = { kind: 'total'; total: number; pricePerPerson: number } | { kind: 'below-minimum'; minimum: number };

/**
 * A rough price for the party, so a planner can budget before the quote: the menu's price per
 * person times the guests, counted in cents and rounded to whole dollars (the quote has the exact
 * figure, with tax and fees). A party smaller than the menu's minimum gets that minimum instead of
 * a total. Null when there is nothing to say: no menu, a guest size that is not a whole number of
 * at least one, or a menu without a price for a party its minimum (if any) allows.
 */
export function menuEstimate(menu: MenuFigures | undefined, guests: number): MenuEstimate | null {
  if (!menu || !Number.isInteger(guests) || guests < 1) return null;
  if (menu.minimumGuests != null && guests < menu.minimumGuests) return { kind: 'below-minimum', minimum: menu.minimumGuests };
  if (menu.pricePerPerson == null) return null;
  // In cents: $18.99 x 50 is 949.4999... in floating-point dollars, $950 in cents.
  const total = Math.round((Math.round(menu.pricePerPerson * 100) * guests) / 100);
  return { kind: 'total', total, pricePerPerson: menu.pricePerPerson };
}

/** "$18.99 per person · 25 guests minimum", or the part the menu has, or nothing. */
export function menuBudget(menu: { pricePerPerson: number | null; minimumGuests: number | null }): string {
  return [
    menu.pricePerPerson != null && `${formatUsd(menu.pricePerPerson)} per person`,
    menu.minimumGuests != null && `${formatInteger(menu.minimumGuests)} guests minimum`,
  ]
    .filter(Boolean)
    .join(' · ');
}
