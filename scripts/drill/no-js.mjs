// Drill "no-js": every page is useful without JavaScript. Its server HTML (fetched without a
// browser) has one non-empty h1, a <main> with real content, navigation links and JSON-LD. Pages
// whose content streams behind a loading state (revealed only by a script) are listed as a note.
//   npm run drill -- no-js [--url=…]
import { checker, runIfMain, saveReport, table } from './lib.mjs';
import { PENDING_ROUTES, checkNoJs, isPending, listRoutes } from './site-checks.mjs';
import { siteServer } from './site-server.mjs';

export async function run({ url } = {}) {
  const { check, results } = checker();
  const server = await siteServer(url);
  console.log(`\n[no-js] every route of ${server.url}/sitemap.xml, as a client without JavaScript`);
  try {
    const pages = (await listRoutes(server.url)).pages.filter((p) => !isPending(p));
    if (PENDING_ROUTES.length) console.log(`  pending (not in this tree yet, skipped): ${PENDING_ROUTES.join(', ')}`);
    const rows = await checkNoJs(server.url, pages);
    console.log(table(rows.map((r) => ({ path: r.path, h1: r.h1.join(' | ').slice(0, 40), 'main words': r.mainWords, 'nav links': r.navLinks, 'JSON-LD': r.jsonLd, problems: r.problems.join('; ') })), ['path', 'h1', 'main words', 'nav links', 'JSON-LD', 'problems']).replace(/^/gm, '  '));
    check(rows.every((r) => !r.problems.length), `all ${rows.length} pages: one h1, <main> with content, nav links and JSON-LD in the server HTML`, rows.filter((r) => r.problems.length).map((r) => r.path).join(', '));
    const streamed = rows.filter((r) => r.waitsForJs).map((r) => r.path);
    if (streamed.length) console.log(`  note: ${streamed.length} pages stream their content behind loading.tsx (${streamed.join(', ')}): a crawler reads it, but a browser with JavaScript off keeps showing the loading state.`);
    const ok = results.every((r) => r.ok);
    saveReport('drill-no-js', { ok, rows, streamed, results });
    return { ok, figures: { pages: rows.length, streamed: streamed.length } };
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta, run);
