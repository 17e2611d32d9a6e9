/**
 * The database for tests that need one: a fresh in-memory PGlite (migrated and seeded when it
 * opens), or the PostgreSQL server in TEST_DATABASE_URL, migrated and seeded here. Test files
 * sharing one PostgreSQL database must run one at a time (jest --runInBand), as test-all.sh does.
 */
import { closeDb, getDb, type Db } from '@/lib/db';
import { migrateDb } from '@/lib/db/migrate';
import { seed } from '@/lib/db/seed';

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
