/**
 * Every button link in the content leads to a page of this site that exists (a fixed page, a shop,
 * a menu category or a weekday's specials). Renaming a menu
 * category or a shop in the editor moves its page, and a path can be typed wrong: the buttons
 * that named the old address then led to "page not found" on every page that shows them, and
 * nothing told the editor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { PAGE_REDIRECTS } from '@/lib/site-redirects';

/** The pages that exist whatever the content holds. */
export const STATIC_ROUTES = [
  '/', '/menu', '/locations', '/catering', '/catering/request-quote', '/daily-specials', '/contact', '/careers', '/rewards',
  '/balance', '/our-story', '/privacy-policy', '/terms-of-use', '/web-accessibility',
];

const fileSlugs = (root: string, dir: string) => {
  const folder = path.join(root, 'content', dir);
  return existsSync(folder) ? readdirSync(folder).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length)) : [];
};

/** Every page the content under `root` gives the site. */
export function sitePaths(root: string): Set<string> {
  return new Set([
    ...STATIC_ROUTES,
    ...fileSlugs(root, 'shops').map((s) => `/locations/${s}`),
    ...fileSlugs(root, 'menu').map((s) => `/menu/${s}`),
    ...WEEKDAYS.map((d) => `/daily-specials/${d}`),
    // Old addresses the site sends on to a page above.
    ...PAGE_REDIRECTS.map((r) => r.source),
  ]);
}

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(path.join(folder, e.name)) : e.name.endsWith('.json') ? [path.join(folder, e.name)] : [],
  );
}

/** Each `buttonUrl` in a parsed file, with where it stands ("blocks.2.buttonUrl"). */
function buttonLinks(value: unknown, at: string[] = []): { field: string; link: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => buttonLinks(v, [...at, String(i)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'buttonUrl' && typeof v === 'string' && v !== '' ? [{ field: [...at, key].join('.'), link: v }] : buttonLinks(v, [...at, key]),
  );
}

/** One line per button link under `root`'s content that names no page of the site. */
export function linkProblems(root: string): string[] {
  const pages = sitePaths(root);
  const problems: string[] = [];
  for (const file of jsonFiles(path.join(root, 'content')).sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // a file that is not JSON is named by the other checks
    }
    const rel = path.relative(root, file).split(path.sep).join('/');
    for (const { field, link } of buttonLinks(data)) {
      // A path that is no page address at all is the field's own rule's to name.
      if (!link.startsWith('/')) continue;
      const page = link.length > 1 ? link.replace(/\/+$/, '') : link;
      if (!pages.has(page)) {
        problems.push(
          `${rel}: ${field}: "${link}" is not a page of this site; link to one that is, such as /menu or /catering (to rename a category or shop a button links to, point the button at another page first, rename, then point it at the new address)`,
        );
      }
    }
  }
  return problems;
}
