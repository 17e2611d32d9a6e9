/**
 * Publishing without a manual step: when a server starts on PostgreSQL it applies pending
 * migrations and reseeds the content if the files changed since the last seed. Several
 * instances may start at once (serverless), so one holds an advisory lock while the others
 * wait and then find nothing left to do; `npm run db:migrate` and `db:seed` take the same lock,
 * so a release's scripts and a starting server never migrate or seed at once. Submissions are
 * never touched by either step.
 */
import { migrateDb } from './migrate';
import { seed, seedIfChanged } from './seed';
import * as schema from './schema';
import type { Db } from './index';

/** An arbitrary constant that names this lock among the database's advisory locks. */
export const PREPARE_LOCK = 4_146_194_601;

/**
 * `work` on a connection of its own (no statement limit: a migration may take long), holding the
 * lock. A connection lost on the way (the server restarting) fails the call, never the process.
 */
async function underPrepareLock<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // The query in flight fails with the lost connection; without a listener the client's own
  // 'error' event would end the process as well.
  client.on('error', (err: Error & { code?: string }) => console.error(`[db] preparing connection lost: code ${err.code ?? 'none'}`));
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

export function preparePostgres(url: string): Promise<{ reseeded: boolean }> {
  return underPrepareLock(url, async (db) => {
    await migrateDb(db, 'postgres');
    return { reseeded: await seedIfChanged(db) };
  });
}

/** npm run db:migrate on PostgreSQL. */
export function migratePostgres(url: string): Promise<void> {
  return underPrepareLock(url, (db) => migrateDb(db, 'postgres'));
}

/** npm run db:seed on PostgreSQL. */
export function seedPostgres(url: string): ReturnType<typeof seed> {
  return underPrepareLock(url, (db) => seed(db));
}
