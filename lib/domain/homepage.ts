import { zonedParts } from './time';

/** What choosing a hero needs: dates are business-zone calendar dates (YYYY-MM-DD), inclusive. */
export type HeroSchedule = { id: string; active: boolean; priority: number; startsOn: string | null; endsOn: string | null };

/** The eligible hero variant with the highest priority on today's business-zone date. */
export function pickVariant<T extends HeroSchedule>(rows: T[], now: Date): T | null {
  const today = zonedParts(now).date;
  const eligible = rows.filter((r) => r.active && (!r.startsOn || r.startsOn <= today) && (!r.endsOn || today <= r.endsOn));
  eligible.sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  return eligible[0] ?? null;
}
