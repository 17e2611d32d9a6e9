/**
 * npm run db:migrate: apply drizzle/ migrations to DATABASE_URL (under the lock a starting server
 * takes), or to the embedded database, which migrates itself when it opens. Reads the database's
 * variables only.
 */
import './load-env';
import { commandProblem } from '@/lib/api/failure';
import { closeDb, dbKind, getDb } from '@/lib/db';
import { migratePostgres, prepareUrl } from '@/lib/db/prepare';

async function main() {
  const url = prepareUrl();
  if (url) await migratePostgres(url);
  else await getDb();
  console.log(`Migrated the ${dbKind()} database.`);
  await closeDb();
}
main().catch((e) => {
  console.error(commandProblem(e));
  process.exit(1);
});
