/**
 * The business's time zone and today's date in it, importing nothing that reaches the database
 * schema, so code that also runs in the browser (the form schemas) can use them.
 */
import { madeOnFirstUse } from './made-on-first-use';

export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

const dateFormatter = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date (YYYY-MM-DD) in the business time zone at the given instant. */
export function businessDate(instant: Date = new Date()): string {
  const parts = Object.fromEntries(dateFormatter().formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
