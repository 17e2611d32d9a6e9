/**
 * The hourly work keeps a long-running embedded database from growing without end: a checkpoint
 * (so the write-ahead log is recycled) and a VACUUM (so deleted rows' room is used again). It
 * opens the embedded database on disk, as `npm start` does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, type Db } from '@/lib/db';
import { hourlyWork } from '@/lib/submissions/mailer';

let dir: string;
let db: Db;
const saved = { url: process.env.DATABASE_URL, dir: process.env.PGLITE_DIR };
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bbq-pglite-upkeep-'));
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = dir;
  db = await getDb();
  await db.execute(sql`create table upkeep_probe (id serial primary key, note text)`);
}, 120_000);
afterAll(async () => {
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
  process.env.PGLITE_DIR = saved.dir;
  if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
});

/** The WAL segment the last checkpoint's redo starts in, and the one being written now. */
const segments = async () =>
  (await db.execute<{ redo: string; current: string }>(sql`select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_lsn()) as current from pg_control_checkpoint()`)).rows[0];
const checkpointAt = async () => (await db.execute<{ lsn: string }>(sql`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`)).rows[0].lsn;
const probeBytes = async () => Number((await db.execute<{ n: string }>(sql`select pg_relation_size('upkeep_probe')::text as n`)).rows[0].n);
/** Rows written and deleted, as the forms' counters and retention do. */
const churn = async () => {
  await db.execute(sql`insert into upkeep_probe (note) select repeat('x', 200) from generate_series(1, 2000)`);
  await db.execute(sql`delete from upkeep_probe`);
};

it('checkpoints the embedded database and makes the room of deleted rows reusable', async () => {
  await churn();
  const before = await checkpointAt();
  expect(await probeBytes()).toBeGreaterThan(0);
  // More than one WAL segment (16 MB) written since the last checkpoint.
  await db.execute(sql`insert into upkeep_probe (note) select repeat('y', 400) from generate_series(1, 60000)`);
  await db.execute(sql`delete from upkeep_probe`);
  const written = await segments();
  expect(written.redo).not.toBe(written.current);
  await hourlyWork(db, 'pglite');
  expect(await checkpointAt()).not.toBe(before);
  // Redo starts in the segment being written: every older one may be recycled.
  const { redo, current } = await segments();
  expect(redo).toBe(current);
  // VACUUM gives back the empty pages at the end of the table.
  expect(await probeBytes()).toBe(0);
}, 60_000);

it('leaves checkpoints to PostgreSQL itself (the site role may not have the right to ask)', async () => {
  await churn();
  const before = await checkpointAt();
  await hourlyWork(db, 'postgres');
  expect(await checkpointAt()).toBe(before);
  expect(await probeBytes()).toBeGreaterThan(0);
}, 60_000);
