/**
 * Publishing without a manual step: when a server starts on PostgreSQL it applies pending
 * migrations and reseeds the content if the files changed since the last seed. Several
 * instances may start at once (serverless), so one holds an advisory lock while the others
 * wait and then find nothing left to do. Submissions are never touched by either step.
 */
import { migrateDb } from './migrate';
import { seedIfChanged } from './seed';
import * as schema from './schema';
import type { Db } from './index';

/** An arbitrary constant that names this lock among the database's advisory locks. */
const PREPARE_LOCK = 4_146_194_601;

export async function preparePostgres(url: string): Promise<{ reseeded: boolean }> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrateDb(db, 'postgres');
    return { reseeded: await seedIfChanged(db) };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
    await client.end();
  }
}
