import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { careerOpenings, type CareerOpeningRow } from '@/lib/db/schema';
import { formatInteger } from '@/lib/domain/number';
import { formatUsd } from '@/lib/domain/price';
import { cachedRead } from './cache';

export type CareerOpening = {
  _id: string;
  position: string;
  employmentType: string;
  location: string;
  locationId: string | null;
  salary: string;
  salaryRange: { min: number; max: number; unit: 'HOUR' | 'YEAR'; currency: 'USD' };
  applyUrl: string;
  datePosted: string;
  description: string;
  responsibilities: string[];
  qualifications: string[];
};

// Hourly pay in cents, yearly in whole dollars; both grouped by thousands ("$1,000.00").
const money = (cents: number, unit: 'HOUR' | 'YEAR') => (unit === 'HOUR' ? formatUsd(cents / 100) : `$${formatInteger(cents / 100)}`);

/** "$18.50 - $22.00 / hour" or "$65,000 - $78,000 / year". */
export function formatSalary(min: number, max: number, unit: 'HOUR' | 'YEAR'): string {
  return `${money(min, unit)} - ${money(max, unit)} / ${unit === 'HOUR' ? 'hour' : 'year'}`;
}

const toOpening = (r: CareerOpeningRow): CareerOpening => ({
  _id: r.id,
  position: r.position,
  employmentType: r.employmentType,
  location: r.locationLabel,
  locationId: r.locationId,
  salary: formatSalary(r.salaryMin, r.salaryMax, r.salaryUnit),
  salaryRange: { min: r.salaryMin / 100, max: r.salaryMax / 100, unit: r.salaryUnit, currency: 'USD' },
  applyUrl: r.applyUrl,
  datePosted: r.datePosted,
  description: r.description,
  responsibilities: r.responsibilities,
  qualifications: r.qualifications,
});

export const listCareerOpenings = cachedRead('careers', async (): Promise<CareerOpening[]> => {
  const db = await getDb();
  const rows = await db.select().from(careerOpenings).orderBy(asc(careerOpenings.sortOrder));
  return rows.map(toOpening);
}, []);

/** Among `all`, the opening with this id. */
export const findCareerOpening = <O extends Pick<CareerOpening, '_id'>>(all: O[], id: string): O | null => all.find((o) => o._id === id) ?? null;

export async function getCareerOpening(id: string): Promise<CareerOpening | null> {
  return findCareerOpening(await listCareerOpenings(), id);
}
