/**
 * The pictures the content names: every menu item and every special has a picture of its own
 * (none shared, none the category's), and every picture a content file names is a file in
 * public/, so a page never shows a broken image and photography replaces a file without code.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testContent } from '@/lib/testing/content';
import { missingPictureProblems, namedPictures } from './pictures';

const PROJECT = path.resolve(__dirname, '../..');
const CONTENT_SETS = { 'content/': PROJECT, 'e2e/fixtures/content-alt/': path.join(PROJECT, 'e2e/fixtures/content-alt') };

const { rows } = testContent(PROJECT);

/** The values that appear more than once, each once. */
const repeated = (values: string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

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
    expect(namedPictures(root).length).toBeGreaterThan(0);
    expect(missingPictureProblems(root, [path.join(PROJECT, 'public')])).toEqual([]);
  });
});

describe('missingPictureProblems', () => {
  it('names each picture that is a file in none of the folders, with the file that names it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pictures-'));
    const served = path.join(root, 'public');
    mkdirSync(path.join(root, 'content/menu'), { recursive: true });
    mkdirSync(path.join(served, 'images'), { recursive: true });
    writeFileSync(path.join(served, 'images/here.webp'), 'x');
    writeFileSync(path.join(root, 'content/menu/sides.json'), JSON.stringify({ photoSrc: '/images/here.webp', items: [{ photo: '/images/nope.webp', name: 'Not a path' }] }));
    writeFileSync(path.join(root, 'content/broken.json'), '{ not json');
    expect(missingPictureProblems(root, [served])).toEqual([
      'content/menu/sides.json: the picture /images/nope.webp is not a file of the site (upload it with the photo field, or correct the path)',
    ]);
    // Found in any of the folders the site serves.
    const other = path.join(root, 'uploads');
    mkdirSync(path.join(other, 'images'), { recursive: true });
    writeFileSync(path.join(other, 'images/nope.webp'), 'x');
    expect(missingPictureProblems(root, [served, other])).toEqual([]);
  });
});
