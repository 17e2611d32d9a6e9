import type { HomepageContentRow } from '@/lib/db/schema';
import { zonedParts } from './time';

/** The eligible hero variant with the highest priority on today's business-zone date. */
export function pickVariant(rows: HomepageContentRow[], now: Date): HomepageContentRow | null {
  const today = zonedParts(now).date;
  const eligible = rows.filter((r) => r.active && (!r.startsOn || r.startsOn <= today) && (!r.endsOn || today <= r.endsOn));
  eligible.sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  return eligible[0] ?? null;
}
