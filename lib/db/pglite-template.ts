/**
 * A new in-memory PGlite spends most of its start creating an empty cluster (PostgreSQL's initdb,
 * in WebAssembly): about 4 s and 7 CPU-seconds on a 2-core machine, and the same cluster every
 * time. The first in-memory start on a machine saves that empty cluster, before anything is
 * migrated into it, as a tarball in node_modules/.cache, named by PGlite's version; later starts
 * load it in about 1 s. Tests and local servers start many in-memory databases; a server whose
 * disk is read-only (a deployment) cannot save one and creates its cluster as before.
 * Everything here is best effort: any failure means "no template", never a failed start.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where the template of this PGlite version lives, or undefined when the version is unknown. */
export function templatePath(root = /* turbopackIgnore: true */ process.cwd()): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version !== 'string' || !/^[\w.-]+$/.test(pkg.version)) return undefined;
    // Not a file the server's bundle needs: the template is made where the server runs.
    return path.join(/* turbopackIgnore: true */ root, 'node_modules/.cache/bbq-pglite', `empty-cluster-${pkg.version}.tar`);
  } catch {
    return undefined;
  }
}

/** The saved empty cluster, if this machine has one. */
export function readTemplate(file = templatePath()): Blob | undefined {
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(/* turbopackIgnore: true */ file)]);
  } catch {
    return undefined;
  }
}

/**
 * Saves the cluster of a database that has just been created and holds nothing yet. Written to a
 * file of its own and renamed into place, so a start that reads at the same moment sees the whole
 * tarball or none.
 */
export async function saveTemplate(client: PGlite, file = templatePath()): Promise<void> {
  if (!file) return;
  try {
    const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } catch {
    // A read-only disk: the next start creates its cluster again.
  }
}
