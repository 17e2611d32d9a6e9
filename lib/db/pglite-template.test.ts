import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readTemplate, saveTemplate, templatePath } from './pglite-template';

// One new, empty database (created the slow way) serves the tests that save a template.
let fresh: PGlite;
beforeAll(async () => {
  fresh = await PGlite.create('memory://');
}, 60_000);
afterAll(() => fresh.close());

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  mkdirSync(path.join(root, 'node_modules/@electric-sql/pglite'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), JSON.stringify({ version: '1.2.3' }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the template is named by the PGlite version, and there is none without a known version', () => {
  expect(templatePath(root)).toBe(path.join(root, 'node_modules/.cache/bbq-pglite/empty-cluster-1.2.3.tar'));
  writeFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), JSON.stringify({ version: '../../x' }));
  expect(templatePath(root)).toBeUndefined();
  expect(templatePath(path.join(root, 'nowhere'))).toBeUndefined();
});

test('a saved empty cluster starts a new database that works and holds nothing', async () => {
  const file = templatePath(root)!;
  expect(readTemplate(file)).toBeUndefined();
  await saveTemplate(fresh, file);
  await fresh.exec('CREATE TABLE after_the_save (id int)'); // not in the template: it was saved before
  expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]); // no partial file left

  const template = readTemplate(file)!;
  expect(template.size).toBeGreaterThan(0);
  const second = await PGlite.create('memory://', { loadDataDir: template });
  const tables = await second.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
  expect(tables.rows[0].n).toBe(0);
  await second.exec('CREATE TABLE t (id int); INSERT INTO t VALUES (1)');
  expect((await second.query<{ id: number }>('SELECT id FROM t')).rows).toEqual([{ id: 1 }]);
  await second.close();
}, 60_000);

test('a place that cannot be written is no error: the next start simply has no template', async () => {
  // A path under a file stands for a read-only disk: no directory can be made there, even as root.
  const file = path.join(root, 'node_modules/@electric-sql/pglite/package.json', 'empty-cluster.tar');
  await expect(saveTemplate(fresh, file)).resolves.toBeUndefined();
  expect(readTemplate(file)).toBeUndefined();
}, 60_000);

test('an in-memory start replaces a damaged template, saves one when there is none, and the next start runs on it', async () => {
  const { closeDb, getDb } = await import('./index');
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  const file = templatePath()!;
  try {
    // A damaged template: the start does without it and puts a good one in its place.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'not a tarball');
    const db = await getDb();
    const { rows } = await db.execute<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
    expect(rows[0].n).toBeGreaterThan(0);
    await closeDb();
    expect(readTemplate(file)!.size).toBeGreaterThan(1000);
    rmSync(file, { force: true });
    for (let start = 0; start < 2; start++) {
      const db = await getDb();
      const { rows } = await db.execute<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
      expect(rows[0].n).toBeGreaterThan(0); // migrated and seeded as ever, first without a template, then on it
      await closeDb();
      expect(readTemplate(file)).toBeDefined();
    }
  } finally {
    Object.assign(process.env, saved);
    if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    if (saved.PGLITE_DIR === undefined) delete process.env.PGLITE_DIR;
  }
}, 60_000);
