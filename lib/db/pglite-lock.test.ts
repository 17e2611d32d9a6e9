/**
 * One process at a time on an embedded database folder: a second opener is refused while the
 * owner lives, a lock left by a process that is gone is taken over, and the real scripts refuse a
 * folder the site holds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseLockedError, lockFileOf, lockPgliteDir } from './pglite-lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bbq-pglite-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has ended. */
function goneProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

it('takes the folder, keeps its process id beside it, and gives it back', () => {
  const dir = path.join(root, 'db');
  const release = lockPgliteDir(dir);
  expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
  expect(existsSync(dir)).toBe(false); // never inside the folder: a new cluster needs it empty
  release();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

it('refuses, naming the owner, while another live process holds the folder', async () => {
  const dir = path.join(root, 'db');
  const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    writeFileSync(lockFileOf(dir), String(owner.pid));
    expect(() => lockPgliteDir(dir)).toThrow(DatabaseLockedError);
    expect(() => lockPgliteDir(dir)).toThrow(`in use by process ${owner.pid}`);
    // The owner's lock stays.
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(owner.pid));
  } finally {
    owner.kill();
  }
});

it('takes over a lock whose process is gone (a server that was killed)', () => {
  const dir = path.join(root, 'db');
  writeFileSync(lockFileOf(dir), String(goneProcessId()));
  const release = lockPgliteDir(dir);
  expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
  release();
});

it('releases only its own lock', () => {
  const dir = path.join(root, 'db');
  const release = lockPgliteDir(dir);
  writeFileSync(lockFileOf(dir), '1'); // taken over meanwhile by another owner
  release();
  expect(readFileSync(lockFileOf(dir), 'utf8')).toBe('1');
});

it('npm run db:seed refuses a folder the site holds, and says why', () => {
  const dir = path.join(root, 'db');
  const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    writeFileSync(lockFileOf(dir), String(owner.pid));
    const seed = spawnSync(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/db-seed.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(`is in use by process ${owner.pid}`);
    expect(existsSync(dir)).toBe(false); // nothing was opened or written
  } finally {
    owner.kill();
  }
}, 60_000);
