/**
 * One process at a time on an embedded database folder. PGlite takes no lock of its own: a second
 * process opening the folder while the server runs (`npm run db:seed`, a second `npm start`) wrote
 * over the server's files, and requests the server had acknowledged after that were gone on its
 * next start. The owner's process id is kept in `<folder>.lock`, beside the folder (never inside
 * it: a new cluster must start in an empty folder). A lock whose process is gone (a server that
 * was killed) is taken over.
 */
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { DatabaseUnavailableError } from '@/lib/api/failure';

/** Another live process owns the folder; the message names it and says what to do (no personal data). */
export class DatabaseLockedError extends DatabaseUnavailableError {
  constructor(dir: string, pid: number) {
    super(`The embedded database ${dir} is in use by process ${pid}. Stop that process first (or give this one another PGLITE_DIR).`);
    this.name = 'DatabaseLockedError';
  }
}

export const lockFileOf = (dir: string) => `${dir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder for this process, or throws DatabaseLockedError when a live process holds it.
 * Returns the release, which removes the lock only while it is still this process's.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = lockFileOf(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        if (ownerOf(file) !== process.pid) return;
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
      const owner = ownerOf(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      // Left by a process that is gone (or by this one before a reopen): take it over.
      try {
        unlinkSync(file);
      } catch {
        // Another opener took it over first; the next attempt sees whose it is.
      }
    }
  }
  throw new DatabaseUnavailableError(`Could not take the lock of the embedded database ${dir}.`);
}
