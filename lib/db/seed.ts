/**
 * Writes content/ into the database. Idempotent: every content row is upserted by its stable id
 * and rows that content/ no longer has are deleted, all in one transaction. Submissions are
 * never touched. The content's hash is stored so an embedded start only reseeds on change.
 */
import { createHash } from 'node:crypto';
import { eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index';
import * as s from './schema';
import {
  careerContent,
  cateringMenuContent,
  homepageSpecialContent,
  homepageVariants,
  locationContent,
  menuCategoryContent,
  menuItemContent,
  specialContent,
} from '@/content';

const CONTENT_HASH_KEY = 'content_hash';

/** Tables in insertion order (parents first). */
const contentTables = [
  [s.locations, locationContent],
  [s.menuCategories, menuCategoryContent],
  [s.menuItems, menuItemContent],
  [s.specials, specialContent],
  [s.homepageSpecials, homepageSpecialContent],
  [s.careerOpenings, careerContent],
  [s.homepageContent, homepageVariants],
  [s.cateringMenus, cateringMenuContent],
] as const;

export function contentHash(): string {
  return createHash('sha256')
    .update(JSON.stringify(contentTables.map(([, rows]) => rows)))
    .digest('hex')
    .slice(0, 16);
}

const idColumn = (table: PgTable) => (table as unknown as { id: PgColumn }).id;

function excludedColumns(table: PgTable) {
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

export async function seed(db: Db): Promise<{ rows: number; hash: string }> {
  const hash = contentHash();
  let rows = 0;
  await db.transaction(async (tx) => {
    // Children first for deletes, parents first for inserts.
    for (const [table, content] of [...contentTables].reverse()) {
      const ids = content.map((r) => r.id as string);
      await tx.delete(table).where(notInArray(idColumn(table), ids));
    }
    for (const [table, content] of contentTables) {
      await tx
        .insert(table)
        .values(content as never)
        .onConflictDoUpdate({ target: idColumn(table), set: excludedColumns(table) as never });
      rows += content.length;
    }
    await tx
      .insert(s.meta)
      .values({ key: CONTENT_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: s.meta.key, set: { value: hash } });
  });
  return { rows, hash };
}

export async function seedIfChanged(db: Db): Promise<boolean> {
  const [row] = await db.select().from(s.meta).where(eq(s.meta.key, CONTENT_HASH_KEY));
  if (row?.value === contentHash()) return false;
  await seed(db);
  return true;
}
