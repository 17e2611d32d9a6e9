/**
 * What tests expect, read from the content the server was seeded with (CONTENT_ROOT, else the
 * project's content/), never copied from today's sample facts: the business replaces them all.
 * `rows` are exactly the database rows the seed writes.
 */
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
