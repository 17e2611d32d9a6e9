/**
 * An embedded database folder that cannot be opened: a 503-kind failure (never a bug's 500), kept
 * a few seconds so a burst of requests does not start the database again and again, and tried
 * again after that, so the site recovers without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classifyFailure } from '@/lib/api/failure';
import { REOPEN_AFTER_MS, closeDb, getDb } from './index';

let root: string;
const saved = { dir: process.env.PGLITE_DIR, url: process.env.DATABASE_URL };
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bbq-open-failure-'));
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await closeDb();
  for (const [key, value] of [['PGLITE_DIR', saved.dir], ['DATABASE_URL', saved.url]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(root, { recursive: true, force: true });
});

it('answers "unavailable", keeps that a few seconds, then opens once the folder can be', async () => {
  // A file stands where the folder's parent should be.
  writeFileSync(path.join(root, 'in-the-way'), 'x');
  process.env.PGLITE_DIR = path.join(root, 'in-the-way', 'db');
  const first = await getDb().then(() => null, (e: unknown) => e);
  expect(classifyFailure(first)).toBe('unavailable');

  // The way is cleared, but within the few seconds the failure is answered from memory.
  rmSync(path.join(root, 'in-the-way'));
  expect(await getDb().then(() => null, (e: unknown) => e)).toBe(first);

  const later = Date.now() + REOPEN_AFTER_MS + 1;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
  const opening = getDb();
  clock.mockRestore();
  const db = await opening;
  expect((await db.execute('select 1 as one')).rows).toEqual([{ one: 1 }]);
}, 60_000);
