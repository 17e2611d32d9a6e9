/**
 * One process at a time on an embedded database folder: a second opener is refused while the
 * owner lives; a lock whose process is gone, whose id another program now has, or that came with a
 * copy of the folder is taken over; and the real scripts refuse a folder the site holds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseLockedError, currentOwner, lockFileOf, lockPgliteDir } from './pglite-lock';

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'bbq-pglite-lock-')), 'db');
  mkdirSync(dir);
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

/** A process that runs until the test ends it. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  return { pid: child.pid!, stop: () => child.kill() };
}
/** A running process's id for a lock: the test runner's parent, which outlives the test. */
const otherProcessPidStandIn = () => process.ppid;
/** The id of a process that has ended. */
const goneProcessId = () => Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());
const writeOwner = (owner: object) => writeFileSync(lockFileOf(dir), JSON.stringify({ start: null, boot: null, folder: null, token: 'theirs', ...owner }));
/** Where the system tells when a process started and which boot this is (Linux's /proc). */
const procTells = existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id');
const ownerPid = () => JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid;

it('takes the folder, names this process in it, and gives it back', () => {
  const release = lockPgliteDir(dir);
  expect(ownerPid()).toBe(process.pid);
  release();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

it('refuses, naming the owner and what to do, while another live process holds the folder', () => {
  const other = otherProcess();
  try {
    writeOwner({ pid: other.pid });
    expect(() => lockPgliteDir(dir)).toThrow(DatabaseLockedError);
    expect(() => lockPgliteDir(dir)).toThrow(`in use by process ${other.pid}. Stop that process first`);
    expect(ownerPid()).toBe(other.pid);
  } finally {
    other.stop();
  }
});

it('takes over a lock whose process is gone (a server that was killed)', () => {
  writeOwner({ pid: goneProcessId() });
  lockPgliteDir(dir)();
});

(procTells ? it : it.skip)('takes over a lock whose process id another program has since (after a reboot or restart)', () => {
  const other = otherProcess();
  try {
    // The id runs, but it did not start when the owner did, or not since this boot.
    writeOwner({ pid: other.pid, start: '1' });
    const release = lockPgliteDir(dir);
    expect(ownerPid()).toBe(process.pid);
    release();
    writeOwner({ pid: other.pid, boot: 'another-boot' });
    lockPgliteDir(dir)();
  } finally {
    other.stop();
  }
});

it("takes over the lock that came with a copy of the folder (the owner's is the original)", () => {
  const original = path.join(path.dirname(dir), 'original');
  mkdirSync(original);
  // Written by this live process for the original folder, found in the copy.
  writeOwner({ ...currentOwner(original), pid: otherProcessPidStandIn(), start: null, token: 'theirs' });
  lockPgliteDir(dir)();
});

it('takes over its own lock left by an open that was not released, and never one naming process 0', () => {
  writeOwner({ ...currentOwner(dir), token: 'an earlier open' });
  lockPgliteDir(dir)();
  writeOwner({ pid: 0 });
  lockPgliteDir(dir)();
});

it('releases only its own lock', () => {
  const release = lockPgliteDir(dir);
  writeOwner({ pid: 1 }); // taken over meanwhile by another owner
  release();
  expect(ownerPid()).toBe(1);
});

it('npm run db:seed refuses a folder the site holds, says why, and writes nothing', () => {
  const other = otherProcess();
  try {
    writeOwner({ pid: other.pid });
    const seed = spawnSync(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/db-seed.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(`is in use by process ${other.pid}`);
    // No database was opened or written: the folder holds the other process's lock alone.
    expect(readdirSync(dir)).toEqual(['bbq-owner.lock']);
  } finally {
    other.stop();
  }
}, 60_000);
