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
import { chain } from '@/lib/api/failure';
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

/** The meta row that says production prepared the database (its VERCEL_ENV). */
export const PREPARED_FOR_KEY = 'prepared_for';

/** Why a start left the database alone, for its log. */
export const PREVIEW_ON_PRODUCTION =
  "this deployment's DATABASE_URL is the production site's database (production prepared it): nothing was migrated or seeded, so its branch's code and content stay off the live site, and it shows the live content. Give previews and development a database of their own, or none.";

/** Whether production has prepared this database; false too before the first migration made the meta table. */
async function preparedByProduction(db: Db): Promise<boolean> {
  try {
    const [row] = await db.select().from(schema.meta).where(eq(schema.meta.key, PREPARED_FOR_KEY));
    return row?.value === 'production';
  } catch (error) {
    // 42P01: no meta table yet, a database nothing has prepared. Anything else is not a "no".
    if (chain(error).some((e) => e.code === '42P01')) return false;
    throw error;
  }
}

/**
 * A start on PostgreSQL: pending migrations, then a reseed when the content files changed. A
 * preview or development deployment given production's DATABASE_URL (a host offers each variable
 * to every environment by default, and `vercel env pull` copies them to a laptop) would migrate
 * the live database with its branch's code and publish its branch's content, unreviewed, until
 * production's next start seeded it back. Production marks the database at each start; any other
 * Vercel deployment leaves a marked database alone. (A server outside Vercel has no VERCEL_ENV and
 * prepares as before.)
 */
export function preparePostgres(url: string, options?: LockOptions): Promise<{ reseeded: boolean; refused?: string }> {
  const deployment = dbEnv().VERCEL_ENV;
  return underPrepareLock(
    url,
    async (db) => {
      if (deployment && deployment !== 'production' && (await preparedByProduction(db))) return { reseeded: false, refused: PREVIEW_ON_PRODUCTION };
      await migrateDb(db, 'postgres');
      const reseeded = await seedIfChanged(db);
      if (deployment === 'production' && !(await preparedByProduction(db))) {
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
