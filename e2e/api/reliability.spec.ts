/**
 * The fast reliability drills, against the server Playwright starts (embedded database; and
 * PostgreSQL in the second half of npm run test:all; and the second content set): malformed
 * requests, a crawl, structured data, the page without JavaScript and the W3C Nu HTML Checker.
 * The checks themselves live in scripts/drill/ (shared with `npm run drill`, which runs the slow
 * drills too); how much there is to check follows from the served content.
 */
import { expect, test, type Facts } from '../helpers/content-facts';
import type { BadInputFigures } from '../../scripts/drill/bad-input.mjs';
import { needsOwnServer } from '../helpers/target';
import { DB } from '../helpers/tags';

const siteChecks = () => import('../../scripts/drill/site-checks.mjs');

/**
 * The photos the server's pages show: each shop's, each menu category's and each menu item's, and
 * each day's first special's (with its phone crop). A day's later specials are slides of a
 * carousel, whose pictures are drawn in the browser when it turns to them.
 */
function pagePhotos(facts: Facts): string[] {
  const r = facts.rows;
  const firstOfDay = new Map<string, (typeof r.specials)[number]>();
  for (const s of r.specials) if ((s.sortOrder ?? 0) < (firstOfDay.get(s.dayOfWeek)?.sortOrder ?? Infinity)) firstOfDay.set(s.dayOfWeek, s);
  const specials = [...firstOfDay.values()].flatMap((s) => [s.heroImageSrc, s.heroImageMobileSrc]);
  return [...new Set([...r.locations.map((l) => l.photoSrc), ...r.menuCategories.map((c) => c.photoSrc), ...r.menuItems.map((i) => i.photoSrc), ...specials].filter((p): p is string => !!p))];
}

test('300 malformed requests across the API: no 5xx, every rejection a JSON 4xx, nothing stored', DB, async ({ baseURL }) => {
  test.setTimeout(120_000);
  // The drill counts what its requests wrote through the test hooks, names its client in
  // X-Forwarded-For (a deployment on Vercel names the client itself) and talks plain node:http
  // without Vercel's bypass headers: only the suite's own servers answer it as it expects.
  needsOwnServer('/api/test/submissions?counts, and the malformed requests a client of their own in X-Forwarded-For');
  const { sendBadInput } = await import('../../scripts/drill/bad-input.mjs');
  // A different seed from the drill's default, so the two together cover more cases.
  const f: BadInputFigures = await sendBadInput(baseURL!, { count: 300, seed: 20_261_121, concurrency: 2 });
  expect(f.serverErrors, JSON.stringify(f.statuses)).toBe(0);
  expect(f.problems, 'answers other than classified').toEqual([]);
  // Counted among the rows these requests could have written (stored under their own client or
  // with their tagged e-mail addresses, those rows' notifications, that client's rate-limit
  // hits): the other specs submit forms to the same server meanwhile.
  expect(f.delta, `rows written by malformed requests tagged ${f.tag}`).toEqual({ catering: 0, contact: 0, outbox: 0, rateLimitHits: 0 });
});

test('a crawl from / finds no broken link, image or script, and every sitemap URL answers 200', async ({ baseURL, facts }) => {
  test.setTimeout(180_000);
  const { crawlSite } = await siteChecks();
  const c = await crawlSite(baseURL!, { concurrency: 2 });
  // Every shop, category, weekday and opening has its page in the sitemap, and the crawl saw them.
  const contentPages = facts.rows.locations.length + facts.rows.menuCategories.length + 7 + facts.rows.careerOpenings.length;
  expect(c.sitemapUrls).toBeGreaterThan(contentPages);
  expect(c.pages).toBeGreaterThanOrEqual(c.sitemapUrls);
  // Some page shows each of those photos, and the crawl fetched it (once, through next/image).
  expect(pagePhotos(facts).length).toBeGreaterThan(0);
  expect(pagePhotos(facts).filter((src) => !c.picturePaths.includes(src)), 'record photos no page shows').toEqual([]);
  expect(c.broken).toEqual([]);
  expect(c.sitemapNot200).toEqual([]);
});

test('every JSON-LD block parses and has the properties Google requires for its type', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const { checkStructuredData, listRoutes } = await siteChecks();
  const { pages } = await listRoutes(baseURL!);
  const rows = await checkStructuredData(baseURL!, pages, { concurrency: 2 });
  expect(rows.filter((r) => r.blocks === 0).map((r) => r.path), 'pages without JSON-LD').toEqual([]);
  expect(rows.filter((r) => r.errors.length).map((r) => ({ path: r.path, errors: r.errors }))).toEqual([]);
});

test('every page is useful without JavaScript: h1, main content, nav links and JSON-LD in the server HTML', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const { checkNoJs, listRoutes } = await siteChecks();
  const { pages } = await listRoutes(baseURL!);
  const rows = await checkNoJs(baseURL!, pages, { concurrency: 2 });
  expect(rows.filter((r) => r.problems.length).map((r) => ({ path: r.path, problems: r.problems }))).toEqual([]);
  // No page may hide its content behind a streamed loading state that only JavaScript replaces.
  expect(rows.filter((r) => r.waitsForJs).map((r) => r.path), 'pages streamed behind a loading state').toEqual([]);
});

test('every route passes the W3C Nu HTML Checker with no errors', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { listRoutes, validateHtml } = await siteChecks();
  const { pages, notFound } = await listRoutes(baseURL!);
  const rows = await validateHtml(baseURL!, [...pages, ...notFound], { concurrency: 2 });
  expect(rows.length).toBe(pages.length + notFound.length);
  expect(rows.filter((r) => r.errors.length).map((r) => ({ path: r.path, errors: r.errors }))).toEqual([]);
});
