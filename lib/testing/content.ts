/**
 * What tests expect, read from the content the server was seeded with (CONTENT_ROOT, else the
 * project's content/), never copied from today's sample facts: the business replaces them all.
 * `rows` are exactly the database rows the seed writes.
 */
import path from 'node:path';
import { contentRoot } from '@/lib/content/paths';
import { readRecords } from '@/lib/content/records';
import { contentRows } from '@/lib/db/seed';

export function testContent(root: string = contentRoot()) {
  const records = readRecords(root);
  const [locations, menuCategories, menuItems, specials, homepageSpecials, careerOpenings, homepageContent, cateringMenus] = contentRows(records).map(
    ([, rows]) => rows,
  ) as unknown as ContentRowLists;
  return { records, rows: { locations, menuCategories, menuItems, specials, homepageSpecials, careerOpenings, homepageContent, cateringMenus } };
}

type Rows<I extends number> = ReturnType<typeof contentRows>[I][1];
type ContentRowLists = [Rows<0>, Rows<1>, Rows<2>, Rows<3>, Rows<4>, Rows<5>, Rows<6>, Rows<7>];

/** The tests' second content set: some records of every kind, whatever the business's content has. */
export const ALT_CONTENT_ROOT = path.join(process.cwd(), 'e2e/fixtures/content-alt');

/**
 * A content set with the records a test needs: the project's, or the tests' second set when the
 * business's has none of that kind (no job open, a single category, no holiday this year).
 */
export function contentRootWith(has: (root: string) => boolean): string {
  return has(process.cwd()) ? process.cwd() : ALT_CONTENT_ROOT;
}
