/**
 * The embedded database on disk runs with fsync: PostgreSQL's own setting is on, and a commit
 * reaches the disk through fs.fsyncSync before it returns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePgliteOptions, fsyncStats } from './pglite-fs';

let dir: string;
let pg: PGlite;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bbq-pglite-fsync-'));
  pg = await PGlite.create(durablePgliteOptions(dir, PGlite.defaultStartParams));
}, 60_000);
afterAll(async () => {
  await pg.close();
  rmSync(dir, { recursive: true, force: true });
});

it('runs PostgreSQL with fsync on, syncing the WAL with fsync', async () => {
  expect((await pg.query<{ fsync: string }>('show fsync')).rows).toEqual([{ fsync: 'on' }]);
  expect((await pg.query<{ wal_sync_method: string }>('show wal_sync_method')).rows).toEqual([{ wal_sync_method: 'fsync' }]);
  expect(PGlite.defaultStartParams).toContain('-F'); // PGlite's own default, which this leaves out
});

it('syncs every commit to the disk before it returns', async () => {
  await pg.exec('create table t (a int)');
  const before = fsyncStats.calls;
  for (let i = 0; i < 5; i++) await pg.query('insert into t values ($1)', [i]);
  expect(fsyncStats.calls - before).toBeGreaterThanOrEqual(5);
});

it('keeps what was committed when the database is opened again', async () => {
  await pg.close();
  pg = await PGlite.create(durablePgliteOptions(dir, PGlite.defaultStartParams));
  expect((await pg.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 5 }]);
}, 60_000);
