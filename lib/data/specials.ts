import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { homepageSpecials, specials, type Weekday } from '@/lib/db/schema';
import { todayInBusinessZone } from '@/lib/domain/time';
import { cachedRead } from './cache';

/** heroImageMobileSrc: the phone crop of the hero picture, when the content has one. */
export type Special = { name: string; description: string; heroImageSrc: string | null; heroImageMobileSrc: string | null; label: string | null; price: number | null };
export type SpecialsForDay = { dayOfWeek: Weekday; isToday: boolean; specials: Special[] };

const listSpecialsByDay = cachedRead('specials', async (day: Weekday): Promise<Special[]> => {
  const db = await getDb();
  const rows = await db.select().from(specials).where(eq(specials.dayOfWeek, day)).orderBy(asc(specials.sortOrder));
  return rows.map((r) => ({
    name: r.name,
    description: r.description,
    heroImageSrc: r.heroImageSrc,
    heroImageMobileSrc: r.heroImageMobileSrc,
    label: r.label,
    price: r.priceCents == null ? null : r.priceCents / 100,
  }));
}, []);

export async function getSpecialsForDay(day: Weekday, now: Date = new Date()): Promise<SpecialsForDay> {
  return { dayOfWeek: day, isToday: todayInBusinessZone(now) === day, specials: await listSpecialsByDay(day) };
}

export async function getTodaysSpecials(now: Date = new Date()): Promise<SpecialsForDay> {
  return getSpecialsForDay(todayInBusinessZone(now), now);
}

const listHomepageSpecials = cachedRead('homepage-specials', async () => {
  const db = await getDb();
  return db.select().from(homepageSpecials);
}, []);

/** Today's line for the home page box: the weekday's own, else an any-day one, else null. */
export async function getHomepageSpecial(now: Date = new Date()): Promise<{ description: string } | null> {
  const day = todayInBusinessZone(now);
  const rows = await listHomepageSpecials();
  const row = rows.find((r) => r.dayOfWeek === day) ?? rows.find((r) => r.dayOfWeek == null);
  return row ? { description: row.description } : null;
}
