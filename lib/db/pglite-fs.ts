/**
 * The embedded database on disk, with fsync. PGlite as shipped starts PostgreSQL with `-F`
 * (fsync off), and its Node file system (Emscripten's NODEFS) has no fsync: writes reach the
 * operating system at once (a killed process loses nothing), but a power cut or a kernel crash
 * could lose commits that were acknowledged. Here PostgreSQL runs with fsync on and
 * wal_sync_method=fsync (Emscripten's fdatasync does nothing), and NODEFS gets the fsync that
 * PostgreSQL then calls on every commit, passed to the real file with fs.fsyncSync.
 */
import { fsyncSync } from 'node:fs';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Stream = { nfd?: number };
type NodeFsModule = { NODEFS?: { stream_ops: { fsync?: (stream: Stream) => number } } };
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** How many fsyncs reached the disk in this process (the tests check commits call it). */
export const fsyncStats = { calls: 0 };

// WASI error numbers, which Emscripten's fd_sync returns as they are.
const WASI_EIO = 29;
/** Files that cannot be synced (PostgreSQL itself ignores these for directories). */
const UNSYNCABLE = new Set(['EINVAL', 'EISDIR', 'EBADF', 'EROFS']);

function fsync(stream: Stream): number {
  if (stream.nfd === undefined) return 0;
  try {
    fsyncSync(stream.nfd);
    fsyncStats.calls++;
    return 0;
  } catch (error) {
    // A real I/O error must fail the commit (PostgreSQL stops rather than pretend it is saved).
    return UNSYNCABLE.has((error as NodeJS.ErrnoException).code ?? '') ? 0 : WASI_EIO;
  }
}

class DurableNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const result = await super.init(...args);
    const patch = (mod: NodeFsModule) => {
      const ops = mod.NODEFS?.stream_ops;
      if (ops && !ops.fsync) ops.fsync = fsync;
    };
    result.emscriptenOpts.preRun = [...(result.emscriptenOpts.preRun ?? []), patch as never];
    return result;
  }
}

/** PGlite options for a database directory on disk, durable across power cuts. */
export function durablePgliteOptions(dir: string, defaultStartParams: readonly string[]): PGliteOptions {
  return {
    fs: new DurableNodeFS(dir),
    startParams: [...defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'],
  };
}
