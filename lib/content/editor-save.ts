import 'server-only';
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentProblems } from './check';

/** What the editor sends to save in local mode: files to write (base64) and files to delete. */
export type EditorUpdate = { additions: { path: string; contents: string }[]; deletions: { path: string }[] };

export function isEditorUpdate(value: unknown): value is EditorUpdate {
  const v = value as EditorUpdate;
  return (
    !!v &&
    Array.isArray(v.additions) &&
    Array.isArray(v.deletions) &&
    v.additions.every((a) => typeof a?.path === 'string' && typeof a.contents === 'string') &&
    v.deletions.every((d) => typeof d?.path === 'string')
  );
}

/**
 * The parts of an editor API address after /api/keystatic/, read as the editor's own handler reads
 * them: cut at each '/', each part decoded, empty parts dropped. So /api/keystatic/%75pdate and
 * /api/keystatic//update/ are the save (["update"]) just as /api/keystatic/update is, and a save
 * is known by these parts, never by the address as written. Null when a part cannot be decoded.
 */
export function editorApiParts(pathname: string): string[] | null {
  try {
    return pathname
      .replace(/^\/api\/keystatic\/?/, '')
      .split('/')
      .map((part) => decodeURIComponent(part))
      .filter(Boolean);
  } catch {
    return null;
  }
}

/** A path inside `folder`/ with no way out of it. */
function fileIn(folder: 'content' | 'public', file: string): string | null {
  const normal = path.posix.normalize(file);
  return normal.startsWith(`${folder}/`) && !normal.split('/').includes('..') && !file.includes('\\') ? normal : null;
}
const contentFile = (file: string) => fileIn('content', file);

/**
 * The rule problems a save would add, checked before anything is written: the content folder is
 * copied aside, the save is applied to the copy and the copy is checked with the same code as
 * `npm run content:check`. Problems the files already had are not the save's fault and are left
 * out, so an unrelated broken file does not block every save. Empty when the save may go ahead.
 */
export async function problemsAfterUpdate(root: string, update: EditorUpdate): Promise<string[]> {
  const additions = update.additions.flatMap((a) => (contentFile(a.path) ? [{ file: contentFile(a.path)!, contents: a.contents }] : []));
  const deletions = update.deletions.flatMap((d) => (contentFile(d.path) ? [contentFile(d.path)!] : []));
  if (additions.length === 0 && deletions.length === 0) return [];

  const stage = await mkdtemp(path.join(tmpdir(), 'editor-save-'));
  try {
    await cp(path.join(root, 'content'), path.join(stage, 'content'), { recursive: true });
    for (const { file, contents } of additions) {
      await mkdir(path.dirname(path.join(stage, file)), { recursive: true });
      await writeFile(path.join(stage, file), Buffer.from(contents, 'base64'));
    }
    for (const file of deletions) await rm(path.join(stage, file), { force: true });
    // A photo uploaded in the same save counts as there (it is written beside the content).
    for (const upload of update.additions.flatMap((a) => (fileIn('public', a.path) ? [{ file: fileIn('public', a.path)!, contents: a.contents }] : []))) {
      await mkdir(path.dirname(path.join(stage, upload.file)), { recursive: true });
      await writeFile(path.join(stage, upload.file), Buffer.from(upload.contents, 'base64'));
    }
    const served = [path.join(root, 'public'), path.join(process.cwd(), 'public')];
    const check = (dir: string) => contentProblems(dir, [path.join(dir, 'public'), ...served]);
    const before = new Set(check(root));
    return check(stage).filter((p) => !before.has(p));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** The text the editor shows when a save is refused (it shows the answer's body as the error). */
export function refusalText(problems: string[]): string {
  return `Not saved: this change breaks ${problems.length === 1 ? 'a content rule' : `${problems.length} content rules`}.\n${problems.map((p) => `• ${p}`).join('\n')}`;
}

