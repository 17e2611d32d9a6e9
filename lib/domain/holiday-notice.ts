/**
 * The site-wide holiday notice: which shops close for a holiday in the coming days, so every page
 * can say so before a customer drives to a closed shop. A closure is a date entry (a holiday for
 * every shop or a shop's own) marked closed all day; special hours are not closures. The notice
 * shows from `daysBefore` days ahead through the day itself, in the business time zone.
 */
import type { HoursOverride } from './hours';
import { formatDateLabel } from './hours';
import { addDays, zonedInstant, zonedParts } from './time';
import { madeOnFirstUse } from './made-on-first-use';

/** What the notice needs of a shop: its name and its date entries (shared holidays merged in). */
export type ShopDates = { name: string; hoursOverrides: HoursOverride[] };

/** One holiday on one date and the shops it closes, in the shops' order. */
export type HolidayClosure = { date: string; label: string; shops: string[]; allShops: boolean };

/**
 * The closures from today through `daysBefore` days ahead, soonest first; shops closed on the same
 * date for the same holiday share one entry. `allShops` when every shop is closed for it.
 */
export function upcomingClosures(shops: ShopDates[], now: Date, daysBefore: number): HolidayClosure[] {
  const today = zonedParts(now).date;
  const last = addDays(today, Math.max(0, daysBefore));
  const byHoliday = new Map<string, HolidayClosure>();
  for (const shop of shops) {
    for (const o of shop.hoursOverrides) {
      if (!o.closed || o.date < today || o.date > last) continue;
      const key = `${o.date}\u0000${o.label}`;
      const entry = byHoliday.get(key) ?? { date: o.date, label: o.label, shops: [], allShops: false };
      if (!entry.shops.includes(shop.name)) entry.shops.push(shop.name);
      byHoliday.set(key, entry);
    }
  }
  return [...byHoliday.values()]
    .map((c) => ({ ...c, allShops: c.shops.length === shops.length }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label));
}

/** The holiday that closes every shop today, if any: no special can be ordered then. */
export function allClosedToday(shops: ShopDates[], now: Date): string | null {
  return upcomingClosures(shops, now, 0).find((c) => c.allShops)?.label ?? null;
}

/**
 * When today's specials come back, on a day a holiday closes every shop: null when it is their
 * weekday next week, as usual, else the date of the first such weekday not closed too (Christmas
 * and New Year's Day a week apart on one weekday), so the page never names a closed day.
 */
export function specialsBackOn(shops: ShopDates[], now: Date): string | null {
  const today = zonedParts(now).date;
  // A year of weeks at most: content that closes every such day for longer has nothing to name.
  for (let weeks = 1; weeks <= 52; weeks++) {
    const date = addDays(today, 7 * weeks);
    // The same rule as today's note: one holiday closing every shop, at noon that day.
    if (allClosedToday(shops, zonedInstant(date, 12 * 60)) === null) return weeks === 1 ? null : date;
  }
  return null;
}

const list = madeOnFirstUse(() => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }));

/** "Thanksgiving Day (Thursday, November 26): closed at all our shops." or "... closed at Concord and Martinez." */
export function closureSentence(c: HolidayClosure): string {
  return `${c.label} (${formatDateLabel(c.date)}): closed at ${c.allShops ? 'all our shops' : list().format(c.shops)}.`;
}
