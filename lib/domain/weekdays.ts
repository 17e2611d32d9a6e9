/** The week as the business writes it: Monday first, lower case, as stored and in URLs. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** monday..sunday in any case (surrounding spaces ignored); anything else is null. */
export function parseWeekday(value: unknown): Weekday | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(v) ? (v as Weekday) : null;
}

export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}
