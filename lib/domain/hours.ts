/**
 * Opening hours: the weekly schedule (24-hour HH:MM with a closed flag), date overrides for
 * holidays and special hours, the open/closed status at an instant in the business time zone,
 * and the 12-hour display. A close time at or before the open time means "past midnight".
 */
import { WEEKDAYS, type Weekday } from './weekdays';
import { addDays, weekdayOfDate, zonedInstant, zonedParts } from './time';
import { weekdayLabel } from './weekdays';
import { madeOnFirstUse } from './made-on-first-use';

/** One day's hours: 24-hour HH:MM times, or closed all day. */
export type DayHours = { open: string; close: string; closed: boolean };
export type WeeklyHours = Record<Weekday, DayHours>;
/** A single calendar date (YYYY-MM-DD, business time zone) that replaces the weekly hours. */
export type HoursOverride = { date: string; label: string; closed: boolean; open?: string; close?: string };

export type OpenStatus = { isOpen: boolean; message: string };
type Schedule = { closed: boolean; open: number; close: number; label?: string };

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

export function parseTime(value: string): number {
  const m = HHMM.exec(value);
  if (!m) throw new Error(`Invalid time "${value}", expected HH:MM`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 510 -> "8:30 AM", 0 -> "12:00 AM", 720 -> "12:00 PM"; minutes past midnight wrap around. */
export function formatTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export function formatRange(day: Pick<DayHours, 'open' | 'close'>): string {
  return `${formatTime(parseTime(day.open))} - ${formatTime(parseTime(day.close))}`;
}

function scheduleFor(date: string, hours: WeeklyHours, overrides: HoursOverride[]): Schedule {
  const override = overrides.find((o) => o.date === date);
  const base = override
    ? { closed: override.closed, open: override.open ?? '00:00', close: override.close ?? '00:00' }
    : hours[weekdayOfDate(date)];
  if (!base || base.closed) return { closed: true, open: 0, close: 0, label: override?.label };
  const open = parseTime(base.open);
  let close = parseTime(base.close);
  if (close <= open) close += 1440; // overnight
  return { closed: false, open, close, label: override?.label };
}

export function getOpenStatus(hours: WeeklyHours, overrides: HoursOverride[], now: Date): OpenStatus {
  const { date: today, minutes } = zonedParts(now);

  const yesterday = scheduleFor(addDays(today, -1), hours, overrides);
  if (!yesterday.closed && yesterday.close > 1440 && minutes + 1440 < yesterday.close) {
    return { isOpen: true, message: `Open now until ${formatTime(yesterday.close)}` };
  }

  const current = scheduleFor(today, hours, overrides);
  if (!current.closed && minutes >= current.open && minutes < current.close) {
    return { isOpen: true, message: `Open now until ${formatTime(current.close)}` };
  }
  const reason = current.closed && current.label ? ` for ${current.label}` : '';
  if (!current.closed && minutes < current.open) {
    return { isOpen: false, message: `Closed${reason}. Opens today at ${formatTime(current.open)}` };
  }
  for (let i = 1; i <= 14; i++) {
    const date = addDays(today, i);
    const next = scheduleFor(date, hours, overrides);
    if (next.closed) continue;
    const when = i === 1 ? 'tomorrow' : i < 7 ? weekdayLabel(weekdayOfDate(date)) : formatDateLabel(date);
    return { isOpen: false, message: `Closed${reason}. Opens ${when} at ${formatTime(next.open)}` };
  }
  return { isOpen: false, message: `Closed${reason}` };
}

/** A shop's week and its holidays: all its status line depends on. */
export type ShopHours = { hours: WeeklyHours; hoursOverrides: HoursOverride[] };

const sameStatus = (a: OpenStatus, b: OpenStatus) => a.isOpen === b.isOpen && a.message === b.message;

/**
 * The first instant after `now` at which the status line of any of these shops reads otherwise
 * (getOpenStatus): a shop opens or closes, by its week or a holiday's hours, or midnight turns
 * "Opens tomorrow" into "Opens today". A page that shows statuses is rendered again then. Null
 * when nothing changes before the end of tomorrow (business time zone); the page is rendered
 * again each midnight anyway, and looks further from there.
 *
 * A status can only change at midnight or at a shop's opening or closing minute, so those are the
 * only instants tried, in order, each checked against the statuses at `now`.
 */
export function nextStatusChange(shops: ShopHours[], now: Date): Date | null {
  if (shops.length === 0) return null;
  const today = zonedParts(now).date;
  const tomorrow = addDays(today, 1);
  const moments: { date: string; minutes: number }[] = [today, tomorrow].map((date) => ({ date, minutes: 0 }));
  // Yesterday's hours may close after midnight, today; tomorrow's may close the day after, too
  // late to count.
  for (const date of [addDays(today, -1), today, tomorrow]) {
    for (const { hours, hoursOverrides } of shops) {
      const day = scheduleFor(date, hours, hoursOverrides);
      if (day.closed) continue;
      moments.push({ date, minutes: day.open });
      moments.push(day.close < 1440 ? { date, minutes: day.close } : { date: addDays(date, 1), minutes: day.close - 1440 });
    }
  }
  const before = shops.map((s) => getOpenStatus(s.hours, s.hoursOverrides, now));
  const candidates = [...new Set(moments.filter((m) => m.date === today || m.date === tomorrow).map((m) => zonedInstant(m.date, m.minutes).getTime()))]
    .filter((t) => t > now.getTime())
    .sort((a, b) => a - b);
  for (const t of candidates) {
    const then = new Date(t);
    if (shops.some((s, i) => !sameStatus(getOpenStatus(s.hours, s.hoursOverrides, then), before[i]))) return then;
  }
  return null;
}

/** Today's hours at a glance: the range, or closed with the holiday's name when one closes the shop. */
export type TodaysHours = { closed: false; text: string } | { closed: true; text: string; holiday?: string };

/** "8:30 AM - 9:00 PM", or "Closed today: Thanksgiving Day" / "Closed today" (business time zone). */
export function todaysHours(hours: WeeklyHours, overrides: HoursOverride[], now: Date): TodaysHours {
  const today = scheduleFor(zonedParts(now).date, hours, overrides);
  if (today.closed) return { closed: true, text: today.label ? `Closed today: ${today.label}` : 'Closed today', holiday: today.label };
  return { closed: false, text: `${formatTime(today.open)} - ${formatTime(today.close)}` };
}

// One formatter for the process, made on first use: toLocaleDateString builds a new Intl.DateTimeFormat on every
// call, which was the most expensive line of a shop page's render (found by a CPU profile).
const dateLabel = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** "2026-11-26" -> "Thursday, November 26". */
export function formatDateLabel(date: string): string {
  return dateLabel().format(new Date(`${date}T12:00:00Z`));
}

export type HoursLine = { days: string; hours: string };

/**
 * The week for display. All seven days identical and open: one "Monday - Sunday" line.
 * Otherwise runs of consecutive identical days share a line ("Monday - Friday").
 */
export function formatWeeklyHours(hours: WeeklyHours): HoursLine[] {
  const text = (d: DayHours) => (d.closed ? 'Closed' : formatRange(d));
  const lines: { from: number; to: number; hours: string }[] = [];
  WEEKDAYS.forEach((day, i) => {
    const h = text(hours[day]);
    const last = lines[lines.length - 1];
    if (last && last.hours === h && last.to === i - 1) last.to = i;
    else lines.push({ from: i, to: i, hours: h });
  });
  return lines.map(({ from, to, hours: h }) => ({
    days: from === to ? weekdayLabel(WEEKDAYS[from]) : `${weekdayLabel(WEEKDAYS[from])} - ${weekdayLabel(WEEKDAYS[to])}`,
    hours: h,
  }));
}

/** Overrides from today (business zone) up to `days` ahead, soonest first. */
/** A dated change's hours as a shop's tables show them: "8:30 AM - 3:00 PM", or "Closed". */
export function overrideHoursText(o: HoursOverride): string {
  return o.closed || !o.open || !o.close ? 'Closed' : formatRange({ open: o.open, close: o.close });
}

export function upcomingOverrides(overrides: HoursOverride[], now: Date, days = 60): HoursOverride[] {
  const today = zonedParts(now).date;
  const last = addDays(today, days);
  return overrides.filter((o) => o.date >= today && o.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}
