import { weekdayLabel, type Weekday } from '@/lib/domain/weekdays';

/**
 * "Today's Special" or "Today's Specials" (by count) when the day is today; otherwise the day's
 * name and "Special", "Specials" for Thursday (the sample week's day with two) or whenever a day has
 * more than one.
 */
export function specialsHeading(day: Weekday, isToday: boolean, count: number): string {
  const plural = count > 1 || (!isToday && day === 'thursday');
  return `${isToday ? "Today's" : weekdayLabel(day)} ${plural ? 'Specials' : 'Special'}`;
}
