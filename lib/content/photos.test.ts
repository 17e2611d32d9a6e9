/**
 * The pictures the content names: every menu item and every special has a picture of its own
 * (none shared, none the category's), and every picture a content file names is a file in
 * public/, so a page never shows a broken image and photography replaces a file without code.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { testContent } from '@/lib/testing/content';
import { isImagePath } from './rules';

const PROJECT = path.resolve(__dirname, '../..');
const CONTENT_SETS = { 'content/': PROJECT, 'e2e/fixtures/content-alt/': path.join(PROJECT, 'e2e/fixtures/content-alt') };

const { rows } = testContent(PROJECT);

/** The values that appear more than once, each once. */
const repeated = (values: string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every JSON file under a folder, as [path relative to the set's root, parsed data]. */
function jsonFiles(root: string, dir = 'content'): [string, unknown][] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e): [string, unknown][] => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return jsonFiles(root, rel);
    return e.name.endsWith('.json') ? [[rel, JSON.parse(readFileSync(path.join(root, rel), 'utf8'))]] : [];
  });
}

describe('the pictures in content/', () => {
  const itemPhotos = rows.menuItems.map((i) => i.photoSrc).filter((p): p is string => !!p);
  const specialPhotos = rows.specials.flatMap((s) => [s.heroImageSrc, s.heroImageMobileSrc]).filter((p): p is string => !!p);

  it('give every menu item and every special a picture of its own: no two share one', () => {
    expect(itemPhotos.length).toBeGreaterThan(0);
    expect(specialPhotos.length).toBeGreaterThan(0);
    expect(repeated([...itemPhotos, ...specialPhotos])).toEqual([]);
  });

  it("never give a menu item or a special a category's picture", () => {
    const categoryPhotos = new Set(rows.menuCategories.map((c) => c.photoSrc));
    expect([...itemPhotos, ...specialPhotos].filter((p) => categoryPhotos.has(p))).toEqual([]);
  });

  it('are different pictures, not one picture saved under several names', () => {
    // A copy of another item's (or a category's) file under a new name would pass the checks of
    // the paths above and still show the same picture twice.
    const categoryPhotos = rows.menuCategories.map((c) => c.photoSrc);
    const paths = [...new Set([...itemPhotos, ...specialPhotos, ...categoryPhotos])];
    const digestOf = (src: string) => createHash('sha256').update(readFileSync(path.join(PROJECT, 'public', src))).digest('hex');
    const byDigest = new Map<string, string[]>();
    for (const src of paths) {
      const digest = digestOf(src);
      byDigest.set(digest, [...(byDigest.get(digest) ?? []), src]);
    }
    expect([...byDigest.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('give a special its phone crop only alongside its wide picture', () => {
    expect(rows.specials.filter((s) => s.heroImageMobileSrc && !s.heroImageSrc).map((s) => s.name)).toEqual([]);
  });
});

describe.each(Object.entries(CONTENT_SETS))('every picture %s names', (_, root) => {
  it('is a file in public/', () => {
    const named = jsonFiles(root).flatMap(([file, data]) => strings(data).filter(isImagePath).map((p) => `${file}: ${p}`));
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((entry) => !existsSync(path.join(PROJECT, 'public', entry.slice(entry.indexOf(': ') + 2))));
    expect(missing).toEqual([]);
  });
});
