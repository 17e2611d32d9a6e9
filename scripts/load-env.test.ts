/**
 * The database scripts see the variables a production server sees: run in a folder with .env
 * files, as a script run from the project does, without NODE_ENV (Jest's "test" would pick the
 * .env.test files instead).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tsx = path.resolve('node_modules/.bin/tsx');
const loader = path.resolve('scripts/load-env.ts');

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'load-env-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The variables after load-env ran in `dir`, started with only `shell` (and PATH) set. */
function seenBy(shell: Record<string, string>, names: string[]): Record<string, string | null> {
  const code = `import(${JSON.stringify(loader)}).then(() => console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(names)}.map((n) => [n, process.env[n] ?? null])))));`;
  const out = execFileSync(tsx, ['--eval', code], { cwd: dir, env: { PATH: process.env.PATH!, ...shell } as Record<string, string> as NodeJS.ProcessEnv, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

it('reads .env.local and .env.production.local as `next start` does; the shell wins; development files are not read', () => {
  writeFileSync(path.join(dir, '.env.local'), 'DATABASE_URL=postgres://from-file@db.example/bbq\nPGLITE_DIR=.data/from-file\n');
  writeFileSync(path.join(dir, '.env.production.local'), 'RETENTION_DAYS=400\n');
  writeFileSync(path.join(dir, '.env.development.local'), 'SPAM_RETENTION_DAYS=7\n');
  expect(seenBy({ PGLITE_DIR: '.data/from-shell' }, ['DATABASE_URL', 'PGLITE_DIR', 'RETENTION_DAYS', 'SPAM_RETENTION_DAYS'])).toEqual({
    DATABASE_URL: 'postgres://from-file@db.example/bbq',
    PGLITE_DIR: '.data/from-shell',
    RETENTION_DAYS: '400',
    SPAM_RETENTION_DAYS: null,
  });
});

it('runs first in every script that opens the database, before anything reads the environment', () => {
  for (const script of ['scripts/db-migrate.ts', 'scripts/db-seed.ts', 'scripts/submissions.ts']) {
    const imports = readFileSync(script, 'utf8').match(/^import .+$/gm) ?? [];
    expect([script, imports[0]]).toEqual([script, "import './load-env';"]);
  }
});
