/**
 * The pictures the content names: every menu item and every special has a picture of its own
 * (none shared, none a category's, none a copy of another under a new name), and every picture a
 * content file names is a file in public/, so a page never shows a broken image and photography
 * replaces a file without code. `npm run content:check` and the editor's save apply both rules.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testContent } from '@/lib/testing/content';
import { missingPictureProblems, namedPictures, sharedPictureProblems } from './pictures';

const PROJECT = path.resolve(__dirname, '../..');
const CONTENT_SETS = { 'content/': PROJECT, 'e2e/fixtures/content-alt/': path.join(PROJECT, 'e2e/fixtures/content-alt') };

describe.each(Object.entries(CONTENT_SETS))('the dishes of %s', (_, root) => {
  const { rows } = testContent(root);
  const itemPhotos = rows.menuItems.map((i) => i.photoSrc).filter((p): p is string => !!p);
  const specialPhotos = rows.specials.flatMap((s) => [s.heroImageSrc, s.heroImageMobileSrc]).filter((p): p is string => !!p);

  it('each show a picture of their own: none shared, none a category\'s, none a copy under another name', () => {
    // The tests' own set has pictured items and specials, so the rule has something to hold; the
    // business's content may picture none (every card then shows the no-photo design).
    if (root !== PROJECT) {
      expect(itemPhotos.length).toBeGreaterThan(0);
      expect(specialPhotos.length).toBeGreaterThan(0);
    }
    expect(sharedPictureProblems(root, [path.join(PROJECT, 'public')])).toEqual([]);
  });

  it('give a special its phone crop only alongside its wide picture', () => {
    expect(rows.specials.filter((s) => s.heroImageMobileSrc && !s.heroImageSrc).map((s) => s.name)).toEqual([]);
  });
});

describe('sharedPictureProblems', () => {
  /** A content folder with its own public/: `pictures` maps a path to the file's bytes. */
  function site(menu: Record<string, unknown>, specials: Record<string, unknown[]>, pictures: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), 'shared-pictures-'));
    mkdirSync(path.join(root, 'content/menu'), { recursive: true });
    for (const [slug, data] of Object.entries(menu)) writeFileSync(path.join(root, `content/menu/${slug}.json`), JSON.stringify(data));
    writeFileSync(path.join(root, 'content/specials.json'), JSON.stringify(specials));
    for (const [src, bytes] of Object.entries(pictures)) {
      mkdirSync(path.dirname(path.join(root, 'public', src)), { recursive: true });
      writeFileSync(path.join(root, 'public', src), bytes);
    }
    return { root, check: () => sharedPictureProblems(root, [path.join(root, 'public')]) };
  }
  const rest = 'give each dish a picture of its own, or none (its card then shows the no-photo design)';
  const pictures = { '/images/sides.webp': 'sides', '/images/slaw.webp': 'slaw', '/images/beans.webp': 'beans', '/images/beans-copy.webp': 'beans', '/images/ribs.webp': 'ribs', '/images/ribs-phone.webp': 'ribs phone' };

  it('is empty when every dish has its own picture or none', () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Slaw', photo: '/images/slaw.webp' }, { name: 'Beans', photo: '/images/beans.webp' }, { name: 'Tots' }] };
    const { check } = site({ sides }, { monday: [{ name: 'Rib Night', photo: '/images/ribs.webp', mobilePhoto: '/images/ribs-phone.webp' }], tuesday: [{ name: 'Plain' }] }, pictures);
    expect(check()).toEqual([]);
  });

  it("names a dish that shows another dish's picture, and the dish whose it is", () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Slaw', photo: '/images/slaw.webp' }, { name: 'Beans', photo: '/images/slaw.webp' }] };
    const { check } = site({ sides }, { friday: [{ name: 'Slaw Day', photo: '/images/ribs.webp', mobilePhoto: '/images/beans.webp' }] }, pictures);
    expect(check()).toEqual([`content/menu/sides.json: items[1] "Beans": the picture /images/slaw.webp is the picture of "Slaw" (content/menu/sides.json); ${rest}`]);
    const { check: again } = site({ sides: { ...sides, items: [sides.items[0]] } }, { friday: [{ name: 'Slaw Day', photo: '/images/ribs.webp', mobilePhoto: '/images/slaw.webp' }] }, pictures);
    // A special's phone crop is its picture too.
    expect(again()).toEqual([`content/specials.json: friday[0] "Slaw Day": the picture /images/slaw.webp is the picture of "Slaw" (content/menu/sides.json); ${rest}`]);
  });

  it("names a dish that shows a category's picture, whichever category", () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Slaw', photo: '/images/slaw.webp' }] };
    const ribs = { category: 'Ribs', photo: '/images/ribs.webp', items: [{ name: 'Side of Beans', photo: '/images/sides.webp' }] };
    const { check } = site({ ribs, sides }, {}, pictures);
    expect(check()).toEqual([`content/menu/ribs.json: items[0] "Side of Beans": the picture /images/sides.webp is the picture of the category "Sides" (content/menu/sides.json); ${rest}`]);
  });

  it('knows one picture saved under two names by its bytes', () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Beans', photo: '/images/beans.webp' }, { name: 'Baked Beans', photo: '/images/beans-copy.webp' }] };
    const { check } = site({ sides }, {}, pictures);
    expect(check()).toEqual([`content/menu/sides.json: items[1] "Baked Beans": the picture /images/beans-copy.webp is the same picture as /images/beans.webp of "Beans" (content/menu/sides.json); ${rest}`]);
  });

  it('lets one dish keep its picture wherever it stands: a special on two days, an item in two categories', () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Beans', photo: '/images/beans.webp' }] };
    const combos = { category: 'Combos', photo: '/images/ribs.webp', items: [{ name: 'beans', photo: '/images/beans.webp' }] };
    const { check } = site({ combos, sides }, { monday: [{ name: 'Slaw Day', photo: '/images/slaw.webp' }], thursday: [{ name: 'Slaw Day!', photo: '/images/slaw.webp' }] }, pictures);
    expect(check()).toEqual([]);
  });

  it('tells apart dishes whose names have no letter or digit', () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: '🌽', photo: '/images/slaw.webp' }, { name: '🥔', photo: '/images/slaw.webp' }] };
    const { check } = site({ sides }, {}, pictures);
    expect(check()).toEqual([`content/menu/sides.json: items[1] "🥔": the picture /images/slaw.webp is the picture of "🌽" (content/menu/sides.json); ${rest}`]);
  });

  it('compares a picture that is no file by its path, and skips files that do not parse', () => {
    const sides = { category: 'Sides', photo: '/images/sides.webp', items: [{ name: 'Slaw', photo: '/images/gone.webp' }, { name: 'Beans', photo: '/images/gone.webp' }] };
    const { root, check } = site({ sides }, {}, pictures);
    writeFileSync(path.join(root, 'content/menu/broken.json'), '{ not json');
    // A file in a folder under content/menu/ is no category.
    mkdirSync(path.join(root, 'content/menu/old'));
    writeFileSync(path.join(root, 'content/menu/old/sides.json'), JSON.stringify({ category: 'Old', photo: '/images/gone.webp', items: [] }));
    writeFileSync(path.join(root, 'content/specials.json'), '[');
    expect(check()).toEqual([`content/menu/sides.json: items[1] "Beans": the picture /images/gone.webp is the picture of "Slaw" (content/menu/sides.json); ${rest}`]);
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
