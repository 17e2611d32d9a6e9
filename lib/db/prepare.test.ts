/**
 * On PostgreSQL (TEST_DATABASE_URL; npm run test:all runs this file in its PostgreSQL pass), the
 * database scripts and a starting server migrate and seed one at a time, under one advisory lock,
 * and a connection lost while preparing fails that call, never the whole process.
 */
import { Client } from 'pg';
import { withFreshEnv } from '@/lib/testing/fresh-env';
import { PREPARED_FOR_KEY, PREPARE_LOCK, PREVIEW_ON_PRODUCTION, migratePostgres, preparePostgres, seedPostgres } from './prepare';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('on PostgreSQL, preparing the database', () => {
  let other: Client;
  beforeEach(async () => {
    other = new Client({ connectionString: url });
    await other.connect();
  });
  afterEach(() => other.end().catch(() => {}));

  it('db:migrate and db:seed wait while a starting server holds the lock', async () => {
    const settled: string[] = [];
    // A database a release has migrated before (a seed that got the lock first on an empty one
    // would find no tables).
    await migratePostgres(url!);
    // A server's start in progress holds the lock.
    await other.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    const migrating = migratePostgres(url!).then(() => settled.push('migrate'));
    const seeding = seedPostgres(url!).then(() => settled.push('seed'));
    await new Promise((r) => setTimeout(r, 500));
    expect(settled).toEqual([]);
    await other.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]);
    await Promise.all([migrating, seeding]);
    expect(settled.sort()).toEqual(['migrate', 'seed']);
  }, 30_000);

  it('a start that waits too long for the lock gives up in words, and the next one prepares as usual', async () => {
    // A lock left held: a migration still running, or a pooler's connection that kept it.
    await other.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    const started = Date.now();
    await expect(preparePostgres(url!, { lockWaitMs: 300 })).rejects.toThrow(
      "Another process has held the database's preparing lock for over 0 s: a migration still running, or a lock left on a pooler's connection (set DATABASE_URL_UNPOOLED to the database's direct address).",
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await other.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]);
    await expect(preparePostgres(url!, { lockWaitMs: 300 })).resolves.toEqual({ reseeded: expect.any(Boolean) });
  }, 30_000);

  it('a connection lost while preparing fails that call, never the process', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await other.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    const preparing = preparePostgres(url!).then(
      () => null,
      (e: unknown) => e,
    );
    // The preparing session keeps asking for the lock; the server then ends it, as a restart would.
    let waiting: number | undefined;
    for (let i = 0; i < 50 && waiting === undefined; i++) {
      const { rows } = await other.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE query LIKE '%pg_try_advisory_lock%' AND pid <> pg_backend_pid()");
      waiting = rows[0]?.pid;
      if (waiting === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    expect(waiting).toBeDefined();
    await other.query('SELECT pg_terminate_backend($1)', [waiting]);
    expect(await preparing).toBeInstanceOf(Error);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[db\] preparing connection lost: code /));
    logged.mockRestore();
    await other.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]);
    // Nothing was left half-done: the next start prepares the database as usual.
    await expect(preparePostgres(url!)).resolves.toEqual({ reseeded: expect.any(Boolean) });
  }, 30_000);
});

onPostgres('on PostgreSQL, a preview deployment', () => {
  let other: Client;
  beforeEach(async () => {
    other = new Client({ connectionString: url });
    await other.connect();
  });
  afterEach(async () => {
    await other.query('DELETE FROM meta WHERE key = $1', [PREPARED_FOR_KEY]).catch(() => {});
    await other.end().catch(() => {});
  });
  /** preparePostgres as a server of this kind of deployment runs it at start. */
  const startAs = (deployment: string | undefined) => withFreshEnv({ VERCEL_ENV: deployment }, async () => (await import('./prepare')).preparePostgres(url!));
  /** What the database was last seeded with; a value no content has makes the next start reseed. */
  const seededHash = async () => (await other.query<{ value: string }>("SELECT value FROM meta WHERE key = 'content_hash'")).rows[0]?.value;
  const outdate = () => other.query("UPDATE meta SET value = 'from another branch' WHERE key = 'content_hash'");

  it("leaves a database that production prepared alone, and says why; production's next start prepares it as usual", async () => {
    await startAs('production');
    await outdate();
    expect(await startAs('preview')).toEqual({ reseeded: false, refused: PREVIEW_ON_PRODUCTION });
    expect(await seededHash()).toBe('from another branch');
    expect(await startAs('production')).toEqual({ reseeded: true });
  }, 30_000);

  it('a development server (vercel env pull) leaves it alone too, and does not take the mark away from the previews', async () => {
    await startAs('production');
    await outdate();
    expect(await startAs('development')).toEqual({ reseeded: false, refused: PREVIEW_ON_PRODUCTION });
    expect(await startAs('preview')).toEqual({ reseeded: false, refused: PREVIEW_ON_PRODUCTION });
    expect(await seededHash()).toBe('from another branch');
  }, 30_000);

  it('prepares a database of its own (one production never prepared) as usual', async () => {
    await outdate();
    expect(await startAs('preview')).toEqual({ reseeded: true });
    await outdate();
    expect(await startAs('preview')).toEqual({ reseeded: true });
  }, 30_000);
});

describe('the address to prepare through', () => {
  /** prepareUrl as a fresh server reads it. */
  const prepareUrlWith = (vars: Record<string, string | undefined>) => withFreshEnv(vars, async () => (await import('./prepare')).prepareUrl());

  it('refuses a direct address of another database (one an .env file filled in beside a test database)', async () => {
    await expect(prepareUrlWith({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/bbq_test', DATABASE_URL_UNPOOLED: 'postgres://app@db.example.com:5432/site' })).rejects.toThrow(
      'DATABASE_URL_UNPOOLED names the database "site" and DATABASE_URL "bbq_test": both must address the same database.',
    );
  });

  it('is the direct address when one is set, else DATABASE_URL; none without DATABASE_URL', async () => {
    expect(await prepareUrlWith({ DATABASE_URL: undefined, DATABASE_URL_UNPOOLED: 'postgres://app@db.example.com:5432/site' })).toBeUndefined();
    expect(await prepareUrlWith({ DATABASE_URL: 'postgres://app@pooler.example.com:6543/site', DATABASE_URL_UNPOOLED: undefined })).toBe('postgres://app@pooler.example.com:6543/site');
    expect(await prepareUrlWith({ DATABASE_URL: 'postgres://app@pooler.example.com:6543/site', DATABASE_URL_UNPOOLED: 'postgres://app@db.example.com:5432/site' })).toBe(
      'postgres://app@db.example.com:5432/site',
    );
  });
});
