/**
 * Reads the record files under content/ (shops, holiday hours, menu, specials, job openings, home
 * heroes, catering menus), checks each with its schema and the rules that span files, and hands
 * back typed records. Used by the seed and `npm run content:check`; pages never read these files,
 * they read the database the seed fills.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SLUG, nameClashes } from './rules';
import { contentRoot } from './paths';
import { ContentError, describeIssues } from './problems';
import {
  careerSchema,
  cateringMenuSchema,
  holidaysFileSchema,
  homeHeroSchema,
  menuCategorySchema,
  shopSchema,
  specialsFileSchema,
  type CareerFile,
  type CateringMenuFile,
  type HolidayEntry,
  type HomeHeroFile,
  type MenuCategoryFile,
  type ShopFile,
  type SpecialsFile,
} from './schemas/records';

/** A file of a collection: its slug (the file name) and its checked data. */
export type Entry<T> = { slug: string; data: T };

export type Records = {
  shops: Entry<ShopFile>[];
  holidays: HolidayEntry[];
  menu: Entry<MenuCategoryFile>[];
  specials: SpecialsFile;
  careers: Entry<CareerFile>[];
  homeHeroes: Entry<HomeHeroFile>[];
  cateringMenus: Entry<CateringMenuFile>[];
};

/** The collections: folder under content/ and the schema of each file in it. */
export const RECORD_COLLECTIONS = {
  shops: { dir: 'shops', schema: shopSchema },
  menu: { dir: 'menu', schema: menuCategorySchema },
  careers: { dir: 'careers', schema: careerSchema },
  homeHeroes: { dir: 'home-heroes', schema: homeHeroSchema },
  cateringMenus: { dir: 'catering-menus', schema: cateringMenuSchema },
} as const;

/** The single files: path under content/ and schema. */
export const RECORD_SINGLETONS = {
  holidays: { file: 'holidays.json', schema: holidaysFileSchema },
  specials: { file: 'specials.json', schema: specialsFileSchema },
} as const;

/** The JSON files of one content folder, sorted ([] when there is no such folder: no job open). */
export function jsonFilesIn(root: string, dir: string): string[] {
  const folder = path.join(root, 'content', dir);
  return existsSync(folder) ? readdirSync(folder).filter((n) => n.endsWith('.json')).sort() : [];
}

/** Every record file's path relative to the root, sorted: what the content hash covers. */
export function recordFiles(root: string = contentRoot()): string[] {
  const files: string[] = Object.values(RECORD_SINGLETONS).map((s) => `content/${s.file}`);
  for (const { dir } of Object.values(RECORD_COLLECTIONS)) files.push(...jsonFilesIn(root, dir).map((name) => `content/${dir}/${name}`));
  return files.sort();
}

/**
 * A short fingerprint of every record file's bytes. The embedded database reseeds when it
 * changes, and cached reads are keyed by it, so a changed content set never serves old rows.
 */
export function recordsHash(root: string = contentRoot()): string {
  const hash = createHash('sha256');
  for (const file of recordFiles(root)) {
    hash.update(file);
    hash.update('\0');
    const full = path.join(root, file);
    hash.update(existsSync(full) ? readFileSync(full) : Buffer.alloc(0));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function parseFile<S extends z.ZodType>(root: string, rel: string, schema: S, problems: string[]): z.infer<S> | undefined {
  const full = path.join(root, rel);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    problems.push(`${rel}: ${code === 'ENOENT' ? 'the file is missing' : `is not valid JSON (${(err as Error).message})`}`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    problems.push(...describeIssues(rel, raw, result.error));
    return undefined;
  }
  return result.data;
}

function readCollection<S extends z.ZodType>(root: string, dir: string, schema: S, problems: string[]): Entry<z.infer<S>>[] {
  const entries: Entry<z.infer<S>>[] = [];
  for (const name of jsonFilesIn(root, dir)) {
    const slug = name.slice(0, -'.json'.length);
    const rel = `content/${dir}/${name}`;
    if (!SLUG.test(slug)) {
      problems.push(`${rel}: the file name must be lower-case letters, digits and hyphens (it becomes the page address)`);
      continue;
    }
    const data = parseFile(root, rel, schema, problems);
    if (data !== undefined) entries.push({ slug, data });
  }
  return entries.sort((a, b) => ((a.data as { order?: number }).order ?? 0) - ((b.data as { order?: number }).order ?? 0) || a.slug.localeCompare(b.slug));
}

/** A catering menu of each service, as the duplicate-title rule names it. */
const CATERING_SERVICE_MENU: Record<CateringMenuFile['service'], string> = { 'pickup-delivery': 'pickup and delivery menu', onsite: 'on-site menu' };

/** One line per entry whose name (case and punctuation aside) an earlier entry of the folder already has. */
function sameNames<T>(dir: string, entries: Entry<T>[], nameOf: (e: Entry<T>) => string, what: string): string[] {
  const sorted = [...entries].sort((a, b) => a.slug.localeCompare(b.slug));
  return nameClashes(sorted.map(nameOf)).map(
    ({ first, later }) =>
      `content/${dir}/${sorted[later].slug}.json: the ${what} "${nameOf(sorted[later])}" reads as the same name as content/${dir}/${sorted[first].slug}.json (case and punctuation do not count); give each ${what} its own name`,
  );
}

/** Every problem in the record files, one line each; empty when all is well. */
export function checkRecords(root: string = contentRoot()): string[] {
  try {
    readRecords(root);
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems;
    throw err;
  }
}

/** Reads and checks every record file; throws ContentError listing every problem found. */
export function readRecords(root: string = contentRoot()): Records {
  const problems: string[] = [];
  const c = RECORD_COLLECTIONS;
  const shops = readCollection(root, c.shops.dir, c.shops.schema, problems);
  const menu = readCollection(root, c.menu.dir, c.menu.schema, problems);
  const careers = readCollection(root, c.careers.dir, c.careers.schema, problems);
  const homeHeroes = readCollection(root, c.homeHeroes.dir, c.homeHeroes.schema, problems);
  const cateringMenus = readCollection(root, c.cateringMenus.dir, c.cateringMenus.schema, problems);
  const holidays = parseFile(root, `content/${RECORD_SINGLETONS.holidays.file}`, RECORD_SINGLETONS.holidays.schema, problems);
  const specials = parseFile(root, `content/${RECORD_SINGLETONS.specials.file}`, RECORD_SINGLETONS.specials.schema, problems);

  // Rules that span files.
  if (shops.length === 0 && !problems.some((p) => p.startsWith('content/shops/'))) problems.push('content/shops/: add at least one shop');
  // Every shop file counts as a shop here, also one with a mistake of its own: that mistake is
  // named above, and the jobs at that shop are not wrong because of it.
  const shopSlugs = new Set(jsonFilesIn(root, c.shops.dir).map((n) => n.slice(0, -'.json'.length)));
  for (const job of careers) {
    if (job.data.shop && !shopSlugs.has(job.data.shop)) {
      problems.push(`content/careers/${job.slug}.json: shop: "${job.data.shop}" is not a shop (shops are: ${[...shopSlugs].join(', ')}): a shop renamed or removed leaves its jobs naming it, so set this job's Shop to another shop or none`);
    }
  }
  // Two categories (or two shops) by one name are two buttons a visitor cannot tell apart: the
  // editor makes "Sides" again as sides-1.json without a word.
  problems.push(...sameNames('menu', menu, (m) => m.data.category, 'category'), ...sameNames('shops', shops, (s) => s.data.name, 'shop'));
  // The quote form knows a catering menu by its title: of two menus of one service by one title,
  // the second could not be chosen and its estimate took the first one's price. Two services may
  // share a title (a "Custom Menu" for each): the form offers one service's menus at a time, and
  // the request names the service with the menu.
  for (const [service, what] of Object.entries(CATERING_SERVICE_MENU)) {
    problems.push(...sameNames(c.cateringMenus.dir, cateringMenus.filter((m) => m.data.service === service), (m) => m.data.title, what));
  }
  if (problems.length) throw new ContentError(problems);
  return { shops, holidays: holidays!.holidays, menu, specials: specials!, careers, homeHeroes, cateringMenus };
}
