/**
 * npm run db:seed: write content/ into the database (idempotent upsert; submissions untouched),
 * on PostgreSQL under the lock a starting server takes. Reads the database's variables only.
 */
import './load-env';
import { commandProblem } from '@/lib/api/failure';
import { closeDb, dbKind, getDb } from '@/lib/db';
import { prepareUrl, seedPostgres } from '@/lib/db/prepare';
import { seed } from '@/lib/db/seed';

async function main() {
  const url = prepareUrl();
  const { rows, hash } = url ? await seedPostgres(url) : await seed(await getDb());
  console.log(`Seeded ${rows} content rows into the ${dbKind()} database (content ${hash}).`);
  await closeDb();
}
main().catch((e) => {
  console.error(commandProblem(e));
  process.exit(1);
});
