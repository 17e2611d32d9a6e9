import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { homepageContent } from '@/lib/db/schema';
import { homeCopy } from '@/lib/content/copy/home';
import { pickVariant } from '@/lib/domain/homepage';
import { cachedRead } from './cache';

export type HomepageContent = {
  contentId: string;
  imageUrl: string;
  mobileImageUrl: string | null;
  headingOne: string;
  headingTwo: string;
  headingThree: string;
  /** The hero's button, when it has one: its words and the page of this site it opens. */
  button: { label: string; href: string } | null;
};

const buttonOf = (label: string | null | undefined, href: string | null | undefined) => (label && href ? { label, href } : null);

const { heroFallback } = homeCopy;
/** What the hero shows when no variant is active or the read fails (content/pages/home.json). */
export const HOMEPAGE_FALLBACK: HomepageContent = {
  contentId: 'component-fallback',
  imageUrl: heroFallback.image,
  mobileImageUrl: heroFallback.mobileImage,
  headingOne: heroFallback.headingOne,
  headingTwo: heroFallback.headingTwo,
  headingThree: heroFallback.headingThree,
  button: buttonOf(heroFallback.buttonLabel, heroFallback.buttonUrl),
};

const listVariants = cachedRead('homepage-content', async () => {
  const db = await getDb();
  return db.select().from(homepageContent).where(eq(homepageContent.active, true));
}, []);

export async function getHomepageContent(now: Date = new Date()): Promise<HomepageContent | null> {
  const row = pickVariant(await listVariants(), now);
  return row
    ? { contentId: row.id, imageUrl: row.imageUrl, mobileImageUrl: row.mobileImageUrl, headingOne: row.headingOne, headingTwo: row.headingTwo, headingThree: row.headingThree, button: buttonOf(row.buttonLabel, row.buttonUrl) }
    : null;
}
