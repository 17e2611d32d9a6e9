/**
 * The database for tests that need one: a fresh in-memory PGlite (migrated and seeded when it
 * opens), or the PostgreSQL server in TEST_DATABASE_URL, migrated and seeded here. Test files
 * sharing one PostgreSQL database must run one at a time (jest --runInBand), as test-all.sh does.
 */
import { eq } from 'drizzle-orm';
import { closeDb, getDb, type Db } from '@/lib/db';
import { locations } from '@/lib/db/schema';
import { migrateDb } from '@/lib/db/migrate';
import { seed } from '@/lib/db/seed';
import { testContent } from './content';

export async function openTestDb(): Promise<Db> {
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const db = await getDb();
    await migrateDb(db, 'postgres');
    await seed(db);
    return db;
  }
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  return getDb();
}

export { closeDb as closeTestDb };

/**
 * A shop whose catering requests are mailed to its own catering address, for the tests of that
 * routing: the content's first shop with one, else the first shop with a test address that
 * `storeCateringEmail` writes into the test database (the address is optional in the content).
 */
export function cateringShop() {
  const shops = testContent().rows.locations;
  const withAddress = shops.find((l) => l.cateringEmail);
  return withAddress ?? { ...shops[0], cateringEmail: 'catering-test@example.com' };
}

/** Gives the shop its catering address in the test database (already there when the content has it). */
export async function storeCateringEmail(db: Db, shop: ReturnType<typeof cateringShop>): Promise<void> {
  await db.update(locations).set({ cateringEmail: shop.cateringEmail }).where(eq(locations.slug, shop.slug));
}
