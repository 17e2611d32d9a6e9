/**
 * One process at a time on an embedded database folder. PGlite takes no lock of its own: a second
 * process opening the folder while the server runs (`npm run db:seed`, a second `npm start`) wrote
 * over the server's files, and requests the server had acknowledged after that were gone on its
 * next start.
 *
 * The owner is written into `bbq-owner.lock` inside the folder (PGlite keeps its own files beside
 * it): its process id, when that process started and the machine's boot, and the folder's identity
 * on disk. A lock is the owner's only while all of them still hold: after a kill, a reboot or a
 * container restart the same process id can belong to another program, and a copy of the folder
 * (npm run submissions reads one while the server runs) is another folder. Such a lock is taken
 * over. It protects processes that see each other's ids: one machine, one container, not two
 * containers or machines sharing the folder.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

type Owner = { pid: number; start: string | null; boot: string | null; folder: string | null; token: string };

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
/** The folder itself, whichever path reaches it: a copy is another one. */
function folderOf(dir: string): string | null {
  try {
    const s = statSync(dir);
    return `${s.dev}:${s.ino}`;
  } catch {
    return null;
  }
}

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
    return Number.isInteger(o.pid) && (o.pid as number) > 0 && typeof o.token === 'string' ? ({ start: null, boot: null, folder: null, ...o } as Owner) : null;
  } catch {
    return null;
  }
}

/** Whether the lock still names a live owner of this folder: a running process, the same start and boot, the same folder, where the system tells. */
export function ownerLives(owner: Owner, dir: string): boolean {
  const folder = folderOf(dir);
  if (owner.folder && folder && owner.folder !== folder) return false;
  if (!runs(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = startOf(owner.pid);
  return !(owner.start && start && owner.start !== start);
}

/** This process as an owner of `dir` (which exists). */
export const currentOwner = (dir: string): Owner => ({ pid: process.pid, start: startOf(process.pid), boot: bootId(), folder: folderOf(dir), token: randomUUID() });

/** Whether the lock is this very process's, from an open that was not released. */
const isThisProcess = (owner: Owner) => owner.pid === process.pid && owner.start === startOf(process.pid);

/** The process that holds `dir` now, or null when none does (no lock, one whose owner is gone, or this process). */
export function heldBy(dir: string): number | null {
  const owner = parseOwner(readText(lockFileOf(dir)));
  return owner && !isThisProcess(owner) && ownerLives(owner, dir) ? owner.pid : null;
}

/**
 * Takes the folder (which must exist) for this process, or throws DatabaseLockedError when a live
 * process holds it. Returns the release, which removes the lock only while it is still this one's.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = lockFileOf(dir);
  const me = currentOwner(dir);
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole beside the lock, then linked into place: the lock never appears empty, and
    // linking fails if one is there.
    const draft = `${file}.${me.token}`;
    writeFileSync(draft, JSON.stringify(me));
    try {
      linkSync(draft, file);
      unlinkSync(draft);
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
      unlinkSync(draft);
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const seen = readText(file);
    const owner = parseOwner(seen);
    if (owner && !isThisProcess(owner) && ownerLives(owner, dir)) throw new DatabaseLockedError(dir, owner.pid);
    // A lock left by a process that is gone (or this one's, or a copy's, or unreadable): take it
    // over. It is moved aside first and put back if what was moved is not what was judged, so two
    // processes taking over at once do not remove the lock the other has just made (in the moment
    // between, a third opener may find no lock: three at once on one stale lock is not covered).
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
