/**
 * The rules of the pictures the content names, which need the picture files themselves:
 * - every picture a content file names is a file the site serves: a path typed wrong, or a
 *   picture never uploaded, would show a broken image on the live page;
 * - every dish (a menu item or a daily special) shows a picture of its own, so a visitor can tell
 *   the dishes apart: no two dishes share one, and no dish shows a category's picture. A copy of
 *   a picture saved under another name is the same picture.
 * Checked by `npm run content:check` (so by every build, a content branch's preview included) and
 * by the web editor's save check in local mode; not when the server seeds, because a deployment's
 * functions do not carry public/, and a repeated picture is no reason to keep a site down.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { idPart, isImagePath } from './rules';

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

/** A picture in use: the file that names it, the entry ("items[2] \"Coleslaw\""), and whose it is. */
type PictureUse = { file: string; entry: string; name: string; src: string };

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The categories' pictures and the dishes' pictures (each item's photo, each special's photo and
 * its phone crop), read leniently: a file that breaks its schema is the records check's to name.
 */
function pictureUses(root: string): { categories: PictureUse[]; dishes: PictureUse[] } {
  const categories: PictureUse[] = [];
  const dishes: PictureUse[] = [];
  const files = jsonFiles(root);
  // The category files themselves (content/menu/*.json), as the records check reads them.
  for (const [file, data] of files.filter(([file]) => /^content\/menu\/[^/]+\.json$/.test(file)).sort(([a], [b]) => a.localeCompare(b))) {
    const category = record(data);
    if (isImagePath(str(category.photo))) categories.push({ file, entry: 'photo', name: str(category.category), src: str(category.photo) });
    list(category.items).forEach((value, i) => {
      const item = record(value);
      if (isImagePath(str(item.photo))) dishes.push({ file, entry: `items[${i}] "${str(item.name)}"`, name: str(item.name), src: str(item.photo) });
    });
  }
  const [specialsFile, specials] = files.find(([file]) => file === 'content/specials.json') ?? ['', {}];
  for (const [day, entries] of Object.entries(record(specials))) {
    list(entries).forEach((value, i) => {
      const special = record(value);
      for (const key of ['photo', 'mobilePhoto']) {
        if (isImagePath(str(special[key]))) dishes.push({ file: specialsFile, entry: `${day}[${i}] "${str(special.name)}"`, name: str(special.name), src: str(special[key]) });
      }
    });
  }
  return { categories, dishes };
}

/**
 * One line per dish whose picture is another dish's or a category's. A dish is known by its name
 * (case and punctuation aside), so the same special on two days, or the same item in two
 * categories, keeps its one picture. Pictures are compared by their bytes where the file is in
 * one of `publicDirs`, else by path (a missing file is missingPictureProblems' to name).
 */
export function sharedPictureProblems(root: string, publicDirs: string[]): string[] {
  const digests = new Map<string, string>();
  const identity = (src: string): string => {
    if (!digests.has(src)) {
      const found = publicDirs.map((dir) => path.join(dir, src)).find((file) => existsSync(file));
      digests.set(src, found ? createHash('sha256').update(readFileSync(found)).digest('hex') : `path:${src}`);
    }
    return digests.get(src)!;
  };
  const picture = (use: PictureUse, other: PictureUse) => (use.src === other.src ? 'the picture' : `the same picture as ${other.src}`);
  // A name with no letter or digit of its own (all emoji, say) is known by its words as written.
  const dishKey = (name: string) => idPart(name) || `as written: ${name.trim()}`;
  const { categories, dishes } = pictureUses(root);
  const categoryOf = new Map<string, PictureUse>();
  for (const c of categories) if (!categoryOf.has(identity(c.src))) categoryOf.set(identity(c.src), c);
  const firstDish = new Map<string, PictureUse>();
  const problems: string[] = [];
  for (const dish of dishes) {
    const id = identity(dish.src);
    const category = categoryOf.get(id);
    const owner = firstDish.get(id);
    const rest = 'give each dish a picture of its own, or none (its card then shows the no-photo design)';
    if (category) {
      problems.push(`${dish.file}: ${dish.entry}: the picture ${dish.src} is ${picture(dish, category)} of the category "${category.name}" (${category.file}); ${rest}`);
    } else if (owner && dishKey(owner.name) !== dishKey(dish.name)) {
      problems.push(`${dish.file}: ${dish.entry}: the picture ${dish.src} is ${picture(dish, owner)} of "${owner.name}" (${owner.file}); ${rest}`);
    }
    if (!owner) firstDish.set(id, dish);
  }
  return problems;
}

/** Every rule of the pictures the content under `root` names, with the folders the site serves files from. */
export const pictureProblems = (root: string, publicDirs: string[]): string[] => [...missingPictureProblems(root, publicDirs), ...sharedPictureProblems(root, publicDirs)];
