/**
 * The one place that knows which database we run on:
 * - DATABASE_URL set: PostgreSQL through `pg` (migrate and seed with the npm scripts);
 * - otherwise: embedded PGlite in PGLITE_DIR (default .data/pglite; memory:// on a read-only
 *   Vercel deployment), which migrates and seeds itself on first use. On disk it runs with
 *   fsync on (see pglite-fs.ts): a committed row is on the disk before the commit returns.
 * The handle lives on globalThis because Next may load this module in several bundles of one
 * process, and two PGlite instances on one directory would corrupt it.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { dbEnv } from '@/lib/env';
import * as schema from './schema';

/** PGlite's drizzle database exposes the same query API; one type keeps callers driver-agnostic. */
export type Db = NodePgDatabase<typeof schema>;
export type DbKind = 'postgres' | 'pglite';

type Handle = { db: Db; kind: DbKind; close: () => Promise<void> };
const g = globalThis as typeof globalThis & { __bbqDb?: Promise<Handle>; __bbqDbFailed?: { at: number; error: unknown } };

export function dbKind(): DbKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

export function pgliteDir(): string {
  const configured = process.env.PGLITE_DIR;
  if (configured) return configured.startsWith('memory://') ? configured : path.resolve(configured);
  // Vercel's filesystem is read-only: run in memory, seeded from content/ at start.
  if (process.env.VERCEL) return 'memory://';
  return path.resolve(process.cwd(), '.data/pglite');
}

/**
 * Whether the forms must refuse rather than acknowledge into memory: a production deployment on
 * Vercel (previews included), or any server started with REQUIRE_DURABLE_DB=1.
 */
export function requiresDurableDb(): boolean {
  return process.env.REQUIRE_DURABLE_DB === '1' || (process.env.NODE_ENV === 'production' && Boolean(process.env.VERCEL));
}

/**
 * Whether an acknowledged submission outlives this process: PostgreSQL, or PGlite in a directory
 * on disk. Never on Vercel without DATABASE_URL (its disk is read-only, /tmp dies with the instance).
 */
export function hasDurableDb(): boolean {
  if (process.env.DATABASE_URL) return true;
  if (process.env.VERCEL) return false;
  return !pgliteDir().startsWith('memory://');
}

/** A short label that tells databases apart, used to keep cached reads from mixing them. */
export function dbIdentity(): string {
  return process.env.DATABASE_URL ? `pg:${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}` : `pglite:${pgliteDir()}`;
}

/**
 * How long one statement of the site's may run on PostgreSQL before the server cancels it, unless
 * DATABASE_STATEMENT_TIMEOUT_MS says otherwise (0: no limit). A form whose insert waits behind a
 * lock that a stuck session holds, or runs on an overloaded server, then gets 503 with
 * Retry-After, and the visitor keeps what they typed, instead of a request that waits until the
 * host cuts it off with nothing said. Ten seconds is far beyond any query the site makes (a few
 * milliseconds each). The limit is the server's, per statement: a server that stops answering
 * altogether is not what it catches. Migrations at start run on a connection of their own
 * (prepare.ts), without it.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export function statementTimeoutMs(): number {
  return dbEnv().DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS;
}

async function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Each new connection sets the statement limit for itself, and the pool hands it out only
    // once that is done (onConnect), so its first query never waits behind the SET on the same
    // connection (which pg 9 will refuse). Not as a startup parameter: a pooler in front of
    // PostgreSQL (PgBouncer, a host's pooled address) refuses parameters it does not know, and
    // every connection would fail. A SET that fails leaves that connection without the limit.
    const limit = statementTimeoutMs();
    const pool = new Pool({
      connectionString: url,
      max: dbEnv().DATABASE_POOL_MAX ?? 10,
      connectionTimeoutMillis: 5_000,
      onConnect: async (client) => {
        await client.query(`SET statement_timeout = ${limit}`).catch((err: { code?: string }) => console.error(`[db] could not set the statement limit: code ${err.code ?? 'none'}`));
      },
    });
    // An idle client losing its server (a restart) must not crash the process.
    pool.on('error', (err) => console.error('[db] idle client error:', err.message));
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }

  const dir = pgliteDir();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { DatabaseUnavailableError } = await import('@/lib/api/failure');
  let client: InstanceType<typeof PGlite>;
  let release = () => {};
  if (dir.startsWith('memory://')) {
    // An empty cluster saved by an earlier start loads in a quarter of the time (pglite-template.ts).
    const { readTemplate, saveTemplate } = await import('./pglite-template');
    let template = readTemplate();
    // A template that does not load (a damaged file) costs the time it saves, never the start,
    // and is replaced by this start's empty cluster.
    client = template
      ? await PGlite.create(dir, { loadDataDir: template }).catch(() => ((template = undefined), PGlite.create(dir)))
      : await PGlite.create(dir);
    if (!template) await saveTemplate(client);
  } else {
    const { lockPgliteDir } = await import('./pglite-lock');
    try {
      mkdirSync(dir, { recursive: true });
      release = lockPgliteDir(dir);
      const { durablePgliteOptions } = await import('./pglite-fs');
      client = await PGlite.create(durablePgliteOptions(dir, PGlite.defaultStartParams));
    } catch (err) {
      release();
      if (err instanceof DatabaseUnavailableError) throw err;
      // A folder that cannot be made or opened (a file in its way, no permission, a full disk):
      // the forms answer 503 and a request after REOPEN_AFTER_MS tries again, never a bare 500
      // until a restart.
      throw new DatabaseUnavailableError(`The embedded database ${dir} cannot be opened (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
  }
  const opened = client;
  const close = async () => {
    try {
      await opened.close();
    } finally {
      release();
    }
  };
  const db = drizzle(opened, { schema }) as unknown as Db;
  const { migrateDb } = await import('./migrate');
  const { seedIfChanged } = await import('./seed');
  try {
    await migrateDb(db, 'pglite');
    await seedIfChanged(db);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { db, kind: 'pglite', close };
}

/** Whether this process has opened (or is opening) its database: the proxy asks only one that is. */
export function hasOpenedDb(): boolean {
  return g.__bbqDb !== undefined;
}

/** How long a failed open is answered from memory before the next request tries again. */
export const REOPEN_AFTER_MS = 5_000;

export async function getDb(): Promise<Db> {
  const failed = g.__bbqDbFailed;
  // Not every request of a burst starts the database (WASM, migrations) again only to fail again.
  if (!g.__bbqDb && failed && Date.now() - failed.at < REOPEN_AFTER_MS) throw failed.error;
  if (!g.__bbqDb) {
    const opening = open();
    g.__bbqDb = opening;
    // A failed open is kept only a few seconds, or the site could never recover.
    opening.then(
      () => (g.__bbqDbFailed = undefined),
      (error: unknown) => {
        if (g.__bbqDb === opening) g.__bbqDb = undefined;
        g.__bbqDbFailed = { at: Date.now(), error };
      },
    );
  }
  return (await g.__bbqDb).db;
}

export async function closeDb(): Promise<void> {
  const handle = g.__bbqDb;
  g.__bbqDb = undefined;
  g.__bbqDbFailed = undefined;
  if (handle) await (await handle).close();
}
