/**
 * The fast reliability drills, against the server Playwright starts (embedded database; and
 * PostgreSQL in the second half of npm run test:all): malformed requests, a crawl, structured
 * data, the page without JavaScript and the W3C Nu HTML Checker. The checks themselves live in
 * scripts/drill/ (shared with `npm run drill`, which runs the slow drills too).
 */
import { expect, test } from '@playwright/test';
import type { BadInputFigures } from '../../scripts/drill/bad-input.mjs';

const siteChecks = () => import('../../scripts/drill/site-checks.mjs');


test('300 malformed requests across the API: no 5xx, every rejection a JSON 4xx, nothing stored', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { sendBadInput } = await import('../../scripts/drill/bad-input.mjs');
  // A different seed from the drill's default, so the two together cover more cases.
  const f: BadInputFigures = await sendBadInput(baseURL!, { count: 300, seed: 20_261_121, concurrency: 2 });
  expect(f.serverErrors, JSON.stringify(f.statuses)).toBe(0);
  expect(f.problems, 'answers other than classified').toEqual([]);
  expect(f.delta, 'rows written by malformed requests').toEqual({ catering: 0, contact: 0, outbox: 0, rateLimitHits: 0 });
});

test('a crawl from / finds no broken link, image or script, and every sitemap URL answers 200', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { crawlSite } = await siteChecks();
  const c = await crawlSite(baseURL!, { concurrency: 2 });
  expect(c.pages).toBeGreaterThan(40);
  expect(c.assetsByKind['next/image']).toBeGreaterThan(50);
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
  expect(rows.length).toBeGreaterThan(40);
  expect(rows.filter((r) => r.errors.length).map((r) => ({ path: r.path, errors: r.errors }))).toEqual([]);
});
