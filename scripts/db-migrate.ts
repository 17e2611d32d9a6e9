/** npm run db:migrate: apply drizzle/ migrations to DATABASE_URL (or the embedded database). */
import { closeDb, dbKind, getDb } from '@/lib/db';
import { migrateDb } from '@/lib/db/migrate';

async function main() {
  const db = await getDb();
  await migrateDb(db, dbKind());
  console.log(`Migrated the ${dbKind()} database.`);
  await closeDb();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
