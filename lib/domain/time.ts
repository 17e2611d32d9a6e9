/**
 * The business runs on Pacific time. Everything that asks "what day / what time is it" goes
 * through here with an explicit instant, so tests can fix the clock.
 */
import { WEEKDAYS, type Weekday } from './weekdays';
import { BUSINESS_TIME_ZONE } from './zone';

export { BUSINESS_TIME_ZONE };

export type ZonedParts = {
  /** Calendar date in the zone, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function zonedParts(instant: Date, timeZone = BUSINESS_TIME_ZONE): ZonedParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday.toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Pure calendar arithmetic on YYYY-MM-DD strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant a wall clock in the zone shows `minutes` past midnight of `date`:
 * ('2026-11-20', 600) -> 2026-11-20T18:00:00.000Z. A time that the clock skips when summer time
 * starts falls an hour later, as the clock reads it.
 */
export function zonedInstant(date: string, minutes: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const wanted = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const seen = zonedParts(new Date(guess), timeZone);
    guess += wanted - (Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000);
  }
  return new Date(guess);
}

export function weekdayOfDate(date: string): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

export function todayInBusinessZone(now: Date = new Date()): Weekday {
  return zonedParts(now).weekday;
}
