/**
 * One process at a time on an embedded database folder. PGlite takes no lock of its own: a second
 * process opening the folder while the server runs (`npm run db:seed`, a second `npm start`) wrote
 * over the server's files, and requests the server had acknowledged after that were gone on its
 * next start.
 *
 * The owner is written into `bbq-owner.lock` inside the folder (PGlite keeps its own files beside
 * it): its process id, when that process started and the machine's boot, and the folder. A lock is
 * the owner's only while all of them still hold: after a kill, a reboot or a container restart the
 * same process id can belong to another program, and a copy of the folder (npm run submissions
 * reads one while the server runs) is not the folder. Such a lock is taken over. One host only:
 * two machines sharing a network folder do not see each other's processes.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DatabaseUnavailableError } from '@/lib/api/failure';

/** Another live process owns the folder; the message names it and says what to do (no personal data). */
export class DatabaseLockedError extends DatabaseUnavailableError {
  constructor(dir: string, pid: number) {
    super(`The embedded database ${dir} is in use by process ${pid}. Stop that process first (or give this one another PGLITE_DIR); if no such process runs, delete ${lockFileOf(dir)}.`);
    this.name = 'DatabaseLockedError';
  }
}

export const lockFileOf = (dir: string) => path.join(dir, 'bbq-owner.lock');

type Owner = { pid: number; start: string | null; boot: string | null; dir: string; token: string };

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** When a process started, in clock ticks since boot (Linux); null where /proc does not say. */
function startOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  // The fields after the command name, which is in parentheses and may hold spaces.
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
}
const bootId = () => readText('/proc/sys/kernel/random/boot_id');

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string | null): Owner | null {
  if (!text) return null;
  try {
    const o = JSON.parse(text) as Partial<Owner>;
    return Number.isInteger(o.pid) && typeof o.dir === 'string' && typeof o.token === 'string' ? (o as Owner) : null;
  } catch {
    return null;
  }
}

/** Whether the lock still names its owner: the same folder, a running process, the same start and boot where the system tells. */
export function ownerLives(owner: Owner, dir: string): boolean {
  if (path.resolve(owner.dir) !== path.resolve(dir) || !runs(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = startOf(owner.pid);
  return !(owner.start && start && owner.start !== start);
}

/** The process that holds `dir` now, or null when none does (no lock, or one whose owner is gone). */
export function heldBy(dir: string): number | null {
  const owner = parseOwner(readText(lockFileOf(dir)));
  return owner && owner.pid !== process.pid && ownerLives(owner, dir) ? owner.pid : null;
}

/** This process as an owner of `dir`. */
export const currentOwner = (dir: string): Owner => ({ pid: process.pid, start: startOf(process.pid), boot: bootId(), dir: path.resolve(dir), token: randomUUID() });

/**
 * Takes the folder (which must exist) for this process, or throws DatabaseLockedError when a live
 * process holds it. Returns the release, which removes the lock only while it is still this one's.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = lockFileOf(dir);
  const me = currentOwner(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        if (parseOwner(readText(file))?.token !== me.token) return;
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const seen = readText(file);
    const owner = parseOwner(seen);
    if (owner && owner.token !== me.token && ownerLives(owner, dir)) throw new DatabaseLockedError(dir, owner.pid);
    // A lock left by a process that is gone (or a copy's, or unreadable): take it over. It is moved
    // aside first, and put back if what was moved is not what was judged, so two processes taking
    // over at once never remove the lock the other has just made.
    const aside = `${file}.${randomUUID()}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // someone else moved it first
    }
    if (readText(aside) === seen) unlinkSync(aside);
    else {
      try {
        linkSync(aside, file);
      } catch {
        // A third lock was made meanwhile; the next attempt judges it.
      }
      unlinkSync(aside);
    }
  }
  throw new DatabaseUnavailableError(`Could not take the lock of the embedded database ${dir}.`);
}
