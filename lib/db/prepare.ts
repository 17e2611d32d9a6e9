/**
 * Publishing without a manual step: when a server starts on PostgreSQL it applies pending
 * migrations and reseeds the content if the files changed since the last seed. Several
 * instances may start at once (serverless), so one holds an advisory lock while the others
 * wait and then find nothing left to do; `npm run db:migrate` and `db:seed` take the same lock,
 * so a release's scripts and a starting server never migrate or seed at once. Submissions are
 * never touched by either step.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { dbEnv } from '@/lib/env';
import { migrateDb } from './migrate';
import { seed, seedIfChanged } from './seed';
import * as schema from './schema';
import type { Db } from './index';

/** An arbitrary constant that names this lock among the database's advisory locks. */
export const PREPARE_LOCK = 4_146_194_601;
/**
 * How long a start or a script waits for the lock before it gives up (a starting server then
 * serves what the database holds and the next start tries again): far longer than migrating and
 * seeding take, and never the forever of a lock left held on a pooler's connection.
 */
export const PREPARE_LOCK_WAIT_MS = 120_000;
/** How often a waiting start asks for the lock again. */
const LOCK_POLL_MS = 500;

/**
 * The address to migrate and seed through on PostgreSQL: DATABASE_URL_UNPOOLED when set, else
 * DATABASE_URL. The lock is held by one connection from start to end, which a pooler in
 * transaction mode (a host's pooled address) does not keep: it may take and release the lock on
 * two different server connections and leave it held. The two must name the same database: one
 * filled in from an .env file beside a DATABASE_URL given for one command (a test database)
 * would otherwise migrate and reseed another.
 */
export function prepareUrl(): string | undefined {
  const { DATABASE_URL, DATABASE_URL_UNPOOLED } = dbEnv();
  // Without DATABASE_URL the site is on the embedded database, whatever else is set.
  if (!DATABASE_URL) return undefined;
  if (!DATABASE_URL_UNPOOLED) return DATABASE_URL;
  const [pooled, direct] = [DATABASE_URL, DATABASE_URL_UNPOOLED].map((u) => new URL(u).pathname.slice(1));
  if (pooled !== direct) throw new Error(`DATABASE_URL_UNPOOLED names the database "${direct}" and DATABASE_URL "${pooled}": both must address the same database.`);
  return DATABASE_URL_UNPOOLED;
}

export type LockOptions = { lockWaitMs?: number };

/**
 * `work` on a connection of its own (no statement limit: a migration may take long), holding the
 * lock. A connection lost on the way (the server restarting) fails the call, never the process.
 * The lock is asked for again and again until the wait runs out, never waited on inside the
 * database: a wait there could outlast any limit set on a pooler's connection.
 */
async function underPrepareLock<T>(url: string, work: (db: Db) => Promise<T>, { lockWaitMs = PREPARE_LOCK_WAIT_MS }: LockOptions = {}): Promise<T> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // The query in flight fails with the lost connection; without a listener the client's own
  // 'error' event would end the process as well.
  client.on('error', (err: Error & { code?: string }) => console.error(`[db] preparing connection lost: code ${err.code ?? 'none'}`));
  await client.connect();
  let locked = false;
  try {
    const giveUpAt = Date.now() + lockWaitMs;
    while (!(locked = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_LOCK])).rows[0].locked)) {
      if (Date.now() >= giveUpAt) {
        throw new Error(
          `Another process has held the database's preparing lock for over ${Math.round(lockWaitMs / 1000)} s: a migration still running, or a lock left on a pooler's connection (set DATABASE_URL_UNPOOLED to the database's direct address).`,
        );
      }
      await sleep(Math.min(LOCK_POLL_MS, Math.max(1, giveUpAt - Date.now())));
    }
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The meta row naming the kind of deployment (VERCEL_ENV) that last prepared the database. */
export const PREPARED_FOR_KEY = 'prepared_for';

/** Why a start left the database alone, for its log. */
export const PREVIEW_ON_PRODUCTION =
  "this preview's DATABASE_URL is the production site's database (production prepared it last): nothing was migrated or seeded, so its branch's code and content stay off the live site, and this preview shows the live content. Give previews a database of their own, or none.";

/** Who prepared the database last, or undefined (never recorded, or no meta table yet). */
async function preparedFor(db: Db): Promise<string | undefined> {
  try {
    const [row] = await db.select().from(schema.meta).where(eq(schema.meta.key, PREPARED_FOR_KEY));
    return row?.value;
  } catch {
    return undefined;
  }
}

/**
 * A start on PostgreSQL: pending migrations, then a reseed when the content files changed. A
 * preview deployment given production's DATABASE_URL (a host offers each variable to every
 * environment by default) would migrate the live database with its branch's code and publish its
 * branch's content, unreviewed, until production's next start seeded it back. Each start records
 * its kind of deployment, and a preview leaves a database that production prepared alone.
 */
export function preparePostgres(url: string, options?: LockOptions): Promise<{ reseeded: boolean; refused?: string }> {
  const deployment = dbEnv().VERCEL_ENV;
  return underPrepareLock(
    url,
    async (db) => {
      if (deployment === 'preview' && (await preparedFor(db)) === 'production') return { reseeded: false, refused: PREVIEW_ON_PRODUCTION };
      await migrateDb(db, 'postgres');
      const reseeded = await seedIfChanged(db);
      if (deployment && (await preparedFor(db)) !== deployment) {
        await db.insert(schema.meta).values({ key: PREPARED_FOR_KEY, value: deployment }).onConflictDoUpdate({ target: schema.meta.key, set: { value: deployment } });
      }
      return { reseeded };
    },
    options,
  );
}

/** npm run db:migrate on PostgreSQL. */
export function migratePostgres(url: string, options?: LockOptions): Promise<void> {
  return underPrepareLock(url, (db) => migrateDb(db, 'postgres'), options);
}

/** npm run db:seed on PostgreSQL. */
export function seedPostgres(url: string, options?: LockOptions): ReturnType<typeof seed> {
  return underPrepareLock(url, (db) => seed(db), options);
}
