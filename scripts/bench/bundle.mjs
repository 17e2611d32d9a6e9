// npm run bench:bundle [-- --check]
// First-load JavaScript per route (raw and gzip) from the build's own diagnostics
// (.next/diagnostics/route-bundle-stats.json), beside the framework floor: the same measure for a
// blank Next.js app (one server page, no client code of ours) built with the same Next version.
// Budgets (gzip, above the floor): 25 KB for pages without forms or maps, 60 KB for those with.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT, floorApp, saveReport, table } from './lib.mjs';

const KB = 1024;
export const HEAVY_ROUTES = new Set(['/locations', '/catering/request-quote', '/contact']);
export const BUDGET = { light: 25 * KB, heavy: 60 * KB };

function measure(dir) {
  const stats = JSON.parse(readFileSync(path.join(dir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  return stats.map((s) => {
    let raw = 0;
    let gzip = 0;
    for (const chunk of s.firstLoadChunkPaths) {
      const buf = readFileSync(path.join(dir, chunk));
      raw += buf.length;
      gzip += gzipSync(buf, { level: 9 }).length;
    }
    return { route: s.route, raw, gzip };
  });
}

function floor({ dir, version }) {
  const cache = path.join(dir, `floor-${version}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const home = measure(dir).find((r) => r.route === '/');
  writeFileSync(cache, JSON.stringify(home));
  return home;
}

const check = process.argv.includes('--check');
if (!existsSync(path.join(ROOT, '.next/diagnostics/route-bundle-stats.json'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const floorBuild = floorApp();
const base = floor(floorBuild);
const all = measure(ROOT);
// The web editor is not a public page: its own app loads on /keystatic only and has no budget.
const isEditor = (r) => r.route === '/keystatic' || r.route.startsWith('/keystatic/');
const rows = all
  .filter((r) => !r.route.startsWith('/_') && !r.route.startsWith('/api') && !/\.(xml|txt)$|icon/.test(r.route) && !isEditor(r))
  .map((r) => {
    const heavy = HEAVY_ROUTES.has(r.route);
    const over = r.gzip - base.gzip;
    const budget = heavy ? BUDGET.heavy : BUDGET.light;
    return { ...r, heavy, over, budget, ok: over <= budget };
  });

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
console.log(`Framework floor (blank Next ${floorBuild.next} app): raw ${kb(base.raw)}, gzip ${kb(base.gzip)}\n`);
console.log(
  table(
    rows.map((r) => ({ route: r.route, raw: kb(r.raw), gzip: kb(r.gzip), 'gzip over floor': kb(r.over), budget: `${kb(r.budget)}${r.heavy ? ' (form/map)' : ''}`, status: r.ok ? 'ok' : 'OVER' })),
    ['route', 'raw', 'gzip', 'gzip over floor', 'budget', 'status'],
  ),
);
const editor = all.find(isEditor);
if (editor) console.log(`\nWeb editor (${editor.route}, not public, no budget): raw ${kb(editor.raw)}, gzip ${kb(editor.gzip)}`);
const file = saveReport('bundle', { floor: base, routes: rows, editor });
console.log(`\nSaved ${path.relative(ROOT, file)}`);
const over = rows.filter((r) => !r.ok);
if (check && over.length) {
  console.error(`\nBundle budget exceeded on: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
