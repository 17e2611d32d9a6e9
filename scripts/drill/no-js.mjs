// Drill "no-js": every page is useful without JavaScript. Its server HTML (fetched without a
// browser) has one non-empty h1, a <main> with real content, navigation links and JSON-LD, and no
// page hides its content behind a streamed loading state that only a script replaces.
//   npm run drill -- no-js [--url=…]
import { checker, runIfMain, saveReport, table } from './lib.mjs';
import { checkNoJs, listRoutes } from './site-checks.mjs';
import { siteServer } from './site-server.mjs';

export async function run({ url } = {}) {
  const { check, results } = checker();
  const server = await siteServer(url);
  console.log(`\n[no-js] every route of ${server.url}/sitemap.xml, as a client without JavaScript`);
  try {
    const pages = (await listRoutes(server.url)).pages;
    const rows = await checkNoJs(server.url, pages);
    console.log(table(rows.map((r) => ({ path: r.path, h1: r.h1.join(' | ').slice(0, 40), 'main words': r.mainWords, 'nav links': r.navLinks, 'JSON-LD': r.jsonLd, problems: r.problems.join('; ') })), ['path', 'h1', 'main words', 'nav links', 'JSON-LD', 'problems']).replace(/^/gm, '  '));
    check(rows.every((r) => !r.problems.length), `all ${rows.length} pages: one h1, <main> with content, nav links and JSON-LD in the server HTML`, rows.filter((r) => r.problems.length).map((r) => r.path).join(', '));
    const streamed = rows.filter((r) => r.waitsForJs).map((r) => r.path);
    check(streamed.length === 0, 'no page streams its content behind a loading state', streamed.join(', '));
    const ok = results.every((r) => r.ok);
    saveReport('drill-no-js', { ok, rows, streamed, results });
    return { ok, figures: { pages: rows.length, streamed: streamed.length } };
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta, run);
