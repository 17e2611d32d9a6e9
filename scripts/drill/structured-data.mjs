// Drill "structured-data": every JSON-LD block of every route parses, carries no raw "<", and has
// the properties Google requires for its type (table in site-checks.mjs); pages whose address
// promises a type (a shop, a job, a menu category) have it. Missing recommended properties are
// listed as warnings.
//   npm run drill -- structured-data [--url=…]
import { checker, runIfMain, saveReport, table } from './lib.mjs';
import { checkStructuredData, listRoutes } from './site-checks.mjs';
import { siteServer } from './site-server.mjs';

export async function run({ url } = {}) {
  const { check, results } = checker();
  const server = await siteServer(url);
  console.log(`\n[structured-data] every route of ${server.url}/sitemap.xml`);
  try {
    const pages = (await listRoutes(server.url)).pages;
    const rows = await checkStructuredData(server.url, pages);
    console.log(table(rows.map((r) => ({ path: r.path, blocks: r.blocks, types: r.types.join(', '), errors: r.errors.length, warnings: r.warnings.join('; ').slice(0, 90) })), ['path', 'blocks', 'types', 'errors', 'warnings']).replace(/^/gm, '  '));
    for (const r of rows) for (const e of r.errors) console.log(`  error ${r.path}: ${e}`);
    const blocks = rows.reduce((n, r) => n + r.blocks, 0);
    const types = {};
    for (const r of rows) for (const t of r.types) types[t] = (types[t] ?? 0) + 1;
    check(rows.every((r) => r.blocks > 0), 'every page has JSON-LD', rows.filter((r) => !r.blocks).map((r) => r.path).join(', '));
    check(rows.every((r) => !r.errors.length), `${blocks} blocks on ${rows.length} pages parse and carry every required property`, `${rows.reduce((n, r) => n + r.errors.length, 0)} errors`);
    const ok = results.every((r) => r.ok);
    saveReport('drill-structured-data', { ok, pages: rows.length, blocks, types, rows, results });
    return { ok, figures: { pages: rows.length, blocks, types } };
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta, run);
