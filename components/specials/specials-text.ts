import { weekdayLabel, type Weekday } from '@/lib/domain/weekdays';

/** SPEC section 2 and 8 texts of the daily specials page. */
export const SPECIALS_TEXT = {
  errorTitle: 'Oops!',
  errorMessage: "Unable to load today's special. Please try again later.",
  errorHint: 'Please check back later or contact us directly.',
  tryAgain: 'Try Again',
  emptyTitle: 'No Specials Today',
  emptyMessage: 'Check back tomorrow for our daily special!',
  defaultOrderLabel: 'Order',
} as const;

/**
 * "Today's Special" or "Today's Specials" (by count) when the day is today; otherwise the day's
 * name and "Special", "Specials" for Thursday (the day with two in SPEC) or whenever a day has
 * more than one.
 */
export function specialsHeading(day: Weekday, isToday: boolean, count: number): string {
  const plural = count > 1 || (!isToday && day === 'thursday');
  return `${isToday ? "Today's" : weekdayLabel(day)} ${plural ? 'Specials' : 'Special'}`;
}
