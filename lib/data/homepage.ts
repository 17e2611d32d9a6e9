import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { homepageContent, type HomepageContentRow } from '@/lib/db/schema';
import { homepageFallback } from '@/content';
import { zonedParts } from '@/lib/domain/time';
import { cachedRead } from './cache';

export type HomepageContent = {
  contentId: string;
  imageUrl: string;
  mobileImageUrl: string | null;
  headingOne: string;
  headingTwo: string;
  headingThree: string;
};

export const HOMEPAGE_FALLBACK: HomepageContent = { ...homepageFallback };

const listVariants = cachedRead('homepage-content', async () => {
  const db = await getDb();
  return db.select().from(homepageContent).where(eq(homepageContent.active, true));
});

/** The eligible variant with the highest priority on today's business-zone date. */
export function pickVariant(rows: HomepageContentRow[], now: Date): HomepageContentRow | null {
  const today = zonedParts(now).date;
  const eligible = rows.filter((r) => r.active && (!r.startsOn || r.startsOn <= today) && (!r.endsOn || today <= r.endsOn));
  eligible.sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  return eligible[0] ?? null;
}

export async function getHomepageContent(now: Date = new Date()): Promise<HomepageContent | null> {
  const row = pickVariant(await listVariants(), now);
  return row
    ? { contentId: row.id, imageUrl: row.imageUrl, mobileImageUrl: row.mobileImageUrl, headingOne: row.headingOne, headingTwo: row.headingTwo, headingThree: row.headingThree }
    : null;
}
