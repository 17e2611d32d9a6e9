// Drill "html": every route's HTML (all static routes, every shop, menu category, weekday and
// job from sitemap.xml, plus two 404 pages) through the W3C Nu HTML Checker (vnu.jar from the
// vnu-jar package, run by the system Java) in one batch: no errors.
//   npm run drill -- html [--url=…]
import { checker, runIfMain, saveReport } from './lib.mjs';
import { listRoutes, validateHtml } from './site-checks.mjs';
import { siteServer } from './site-server.mjs';

export async function run({ url } = {}) {
  const { check, results } = checker();
  const server = await siteServer(url);
  try {
    const { pages, notFound } = await listRoutes(server.url);
    const paths = [...pages, ...notFound];
    console.log(`\n[html] ${paths.length} pages of ${server.url} through vnu.jar`);
    const t0 = performance.now();
    const rows = await validateHtml(server.url, paths);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    for (const r of rows) {
      if (r.errors.length) console.log(`  ${r.path}: ${r.errors.length} error(s)\n${r.errors.map((e) => `      ${e}`).join('\n')}`);
    }
    const errors = rows.reduce((n, r) => n + r.errors.length, 0);
    const warnings = rows.reduce((n, r) => n + r.warnings.length, 0);
    const warned = rows.filter((r) => r.warnings.length);
    if (warned.length) console.log(`  warnings (not failures): ${warned.map((r) => `${r.path} ${r.warnings.length}`).join(', ')}\n    e.g. ${warned[0].warnings[0]}`);
    console.log(`  ${rows.length} pages, ${errors} errors, ${warnings} warnings, ${seconds} s`);
    check(errors === 0, `all ${rows.length} pages pass the Nu HTML Checker with no errors`, `${errors} errors on ${rows.filter((r) => r.errors.length).length} pages`);
    const ok = results.every((r) => r.ok);
    saveReport('drill-html', { ok, pages: rows.length, errors, warnings, seconds: Number(seconds), rows, results });
    return { ok, figures: { pages: rows.length, errors, warnings } };
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta, run);
