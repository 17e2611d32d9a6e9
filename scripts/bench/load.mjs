// npm run bench:load [-- --duration=10 --connections=10 --warmup=5]
// Requests per second and p50/p99 latency (autocannon, 10 connections, 10 s by default) for the
// main pages (the menu category and the shop page are the first the server serves) and APIs,
// each measured right after a static file served by the same server, so the ratio (route rps /
// static rps) holds on a noisy machine. Each route first gets `warmup` seconds
// of the same load that is not recorded: the figures are the warm server's, not V8 compiling that
// route's code on its first few hundred requests (which alone pushed a page's p99 past 100 ms).
// Runs the production build on a throwaway in-memory database with the form limits lifted
// (POST /api/contact writes rows, all from one address).
import autocannon from 'autocannon';
import path from 'node:path';
import { NO_CAPS, ROOT, samplePages, saveReport, servedContent, startServer, table } from './lib.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 10));
const warmup = Number(arg('warmup', 5));
const port = Number(arg('port', 3710));
const check = process.argv.includes('--check');
const P99_BUDGET_MS = 100;

const contact = JSON.stringify({
  messageType: 'question',
  fullName: 'Load Test',
  email: 'load.test@example.com',
  phone: '(925) 555-0199',
  message: 'Do you have gluten-free buns? (benchmark message)',
  newsletterConsent: false,
});

/** The routes measured; the menu category and the shop are the first the server serves. */
const targetsFor = (site) => {
  const { category, shop } = samplePages(site);
  return [
    { name: 'GET /', path: '/' },
    { name: `GET ${category}`, path: category },
    { name: `GET ${shop}`, path: shop },
    { name: 'GET /daily-specials', path: '/daily-specials' },
    { name: 'GET /api/locations', path: '/api/locations' },
    { name: 'GET /api/specials/today', path: '/api/specials/today' },
    { name: 'POST /api/contact', path: '/api/contact', method: 'POST', body: contact, headers: { 'content-type': 'application/json' } },
  ];
};
// The baseline: a small static file of about 1 KB (the logo was, until its words became outlines
// and it grew to 13 KB, which changed what the ratio compared against).
const STATIC = { name: 'static /images/placeholder-food.svg', path: '/images/placeholder-food.svg' };

function run(url, target, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: url + target.path, method: target.method ?? 'GET', body: target.body, headers: target.headers, connections, duration: seconds },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const server = await startServer({ port, env: { ...NO_CAPS, SITE_URL: `http://127.0.0.1:${port}` } });
const rows = [];
try {
  const TARGETS = targetsFor(await servedContent(server.url));
  // Warm up every route once (compiles nothing in production, but fills the data cache).
  for (const t of [STATIC, ...TARGETS]) await fetch(server.url + t.path, { method: t.method ?? 'GET', body: t.body, headers: t.headers });
  for (const target of TARGETS) {
    if (warmup > 0) await run(server.url, target, warmup);
    const stat = await run(server.url, STATIC);
    const res = await run(server.url, target);
    const errors = res.errors + res.timeouts + (res.non2xx ?? 0);
    rows.push({
      route: target.name,
      rps: Math.round(res.requests.average),
      p50: res.latency.p50,
      p99: res.latency.p99,
      errors,
      staticRps: Math.round(stat.requests.average),
      ratio: res.requests.average / stat.requests.average,
    });
    console.error(`${target.name}: ${Math.round(res.requests.average)} rps, p99 ${res.latency.p99} ms (static ${Math.round(stat.requests.average)} rps)`);
  }
} finally {
  await server.stop();
}

console.log(
  '\n' +
    table(
      rows.map((r) => ({ route: r.route, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'non-2xx/errors': r.errors, 'static req/s': r.staticRps, 'ratio to static': r.ratio.toFixed(2) })),
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'static req/s', 'ratio to static'],
    ),
);
const file = saveReport('load', { connections, duration, warmup, rows });
console.log(`\n${connections} connections, ${duration} s per measurement after ${warmup} s of warm-up. Saved ${path.relative(ROOT, file)}`);
if (check) {
  const bad = rows.filter((r) => r.p99 >= P99_BUDGET_MS || r.errors > 0);
  if (bad.length) {
    console.error(`p99 budget (${P99_BUDGET_MS} ms) or errors: ${bad.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
}
