/**
 * The days a shop does not open, as the catering form needs them to warn of a pickup or delivery
 * asked for on such a day, and as the team's notification flags it: the weekdays it never opens
 * and its dated changes (the holidays merged in). A dated change wins over the week, as it does
 * in the shop's hours. Small, for the form's code in the browser.
 */
import type { HoursOverride, WeeklyHours } from './hours';
import { weekdayOfDate } from './time';
import { WEEKDAYS, type Weekday } from './weekdays';

export type ClosedDays = { weekly: Weekday[]; dates: Pick<HoursOverride, 'date' | 'label' | 'closed'>[] };

/** From a shop's hours; dated changes before `from` (YYYY-MM-DD, a day now past) are left out. */
export function closedDays(hours: WeeklyHours, overrides: HoursOverride[], from = ''): ClosedDays {
  return {
    weekly: WEEKDAYS.filter((d) => !hours[d] || hours[d].closed),
    dates: overrides.filter((o) => o.date >= from).map(({ date, label, closed }) => ({ date, label, closed })),
  };
}

/** Closed all day on this date, with the holiday's name when one closes it; null when it opens. */
export function closedOnDay(days: ClosedDays, date: string): { label?: string } | null {
  const change = days.dates.find((o) => o.date === date);
  if (change) return change.closed ? { label: change.label } : null;
  return days.weekly.includes(weekdayOfDate(date)) ? {} : null;
}
