/**
 * Every picture a content file names must be a file the site serves: a path typed wrong, or a
 * picture never uploaded, would show a broken image on the live page. Checked by
 * `npm run content:check` (so by every build, a content branch's preview included) and by the
 * web editor's save check in local mode; not when the server seeds, because a deployment's
 * functions do not carry public/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isImagePath } from './rules';

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every JSON file under root's content/, as [path from root, parsed data]; a file that does not parse is the records check's to name. */
function jsonFiles(root: string, dir = 'content'): [string, unknown][] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e): [string, unknown][] => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return jsonFiles(root, rel);
    if (!e.name.endsWith('.json')) return [];
    try {
      return [[rel, JSON.parse(readFileSync(path.join(root, rel), 'utf8'))]];
    } catch {
      return [];
    }
  });
}

/** Each picture path the content under `root` names, with the file that names it. */
export function namedPictures(root: string): { file: string; src: string }[] {
  return jsonFiles(root).flatMap(([file, data]) => strings(data).filter(isImagePath).map((src) => ({ file, src })));
}

/** One line per picture named but found in none of `publicDirs` (the folders the site serves files from). */
export function missingPictureProblems(root: string, publicDirs: string[]): string[] {
  return namedPictures(root)
    .filter(({ src }) => !publicDirs.some((dir) => existsSync(path.join(dir, src))))
    .map(({ file, src }) => `${file}: the picture ${src} is not a file of the site (upload it with the photo field, or correct the path)`);
}
