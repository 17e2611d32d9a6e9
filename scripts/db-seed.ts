/** npm run db:seed: write content/ into the database (idempotent upsert; submissions untouched). */
import { closeDb, dbKind, getDb } from '@/lib/db';
import { seed } from '@/lib/db/seed';

async function main() {
  const db = await getDb();
  const { rows, hash } = await seed(db);
  console.log(`Seeded ${rows} content rows into the ${dbKind()} database (content ${hash}).`);
  await closeDb();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
