// Drill "load": 500 valid catering and contact submissions (mixed), 20 clients at a time, against
// the production build with the form limits lifted (NO_CAPS). Every 201 must have exactly
// one stored row and one outbox row, and nothing may answer 5xx.
//   npm run drill -- load [--count=500 --concurrency=20 --db=pglite|postgres|both]
import { NO_CAPS, PORTS, arg, checker, counts, formPayload, ms, percentile, pool, rng, runIfMain, saveReport, serverEnv, servedContent, startPostgres, startServer, stored, submit, table, tempDir } from './lib.mjs';
import { databasesFor } from './databases.mjs';

async function loadOnce(label, env, { count, concurrency, seed }) {
  console.log(`\n[load] ${label}: ${count} submissions, ${concurrency} concurrent clients`);
  const port = PORTS.load;
  const server = await startServer({ port, env: serverEnv(port, { ...NO_CAPS, ...env }) });
  const { check, results } = checker();
  try {
    const rand = rng(seed);
    const site = await servedContent(server.url);
    const plan = Array.from({ length: count }, (_, n) => {
      const kind = rand.bool() ? 'catering' : 'contact';
      return { kind, payload: formPayload(kind, rand, n, site), key: rand.bool() ? `load-${seed}-${n}` : undefined };
    });
    // Warm up (first requests load code and open connections), not measured.
    await pool(20, 4, (i) => {
      const kind = i % 2 ? 'catering' : 'contact';
      return submit(server.url, kind, formPayload(kind, rand, 10_000 + i, site), { client: 'load-warmup' });
    });
    const before = await counts(server.url);
    const started = performance.now();
    // Twenty clients, each its own X-Forwarded-For, as twenty visitors would be.
    const answers = await pool(count, concurrency, (i) => submit(server.url, plan[i].kind, plan[i].payload, { client: `load-client-${i % concurrency}`, key: plan[i].key }));
    const seconds = (performance.now() - started) / 1000;
    const after = await counts(server.url);

    const byStatus = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const created = answers.map((a, i) => ({ ...a, ...plan[i] })).filter((a) => a.status === 201);
    const latencies = answers.map((a) => a.ms);
    const figures = {
      db: label,
      count,
      concurrency,
      statuses: byStatus,
      created: created.length,
      catering: created.filter((c) => c.kind === 'catering').length,
      contact: created.filter((c) => c.kind === 'contact').length,
      seconds: Number(seconds.toFixed(2)),
      rps: Number((count / seconds).toFixed(1)),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(Math.max(...latencies)),
    };
    console.log(`  statuses ${JSON.stringify(byStatus)}; ${figures.rps} req/s; p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`);

    check(created.length === count, 'every valid submission answered 201', `${created.length}/${count}`);
    check(!answers.some((a) => a.status >= 500 || a.status === 0), 'no 5xx and no dropped connection');
    check(new Set(created.map((c) => c.body?.data?.id)).size === created.length, 'every 201 carries its own id');

    // Read every id back: exactly one row (the endpoint reads it by its unique public id) and one outbox row.
    const rows = await pool(created.length, 8, (i) => stored(server.url, created[i].body.data.id));
    const missing = rows.filter((r) => !r).length;
    const badOutbox = rows.filter((r) => r && r.outbox.length !== 1).length;
    check(missing === 0, 'every 201 is stored', `${missing} missing`);
    check(badOutbox === 0, 'every stored submission has exactly one outbox row', `${badOutbox} without exactly one`);
    const delta = { catering: after.catering - before.catering, contact: after.contact - before.contact, outbox: after.outbox - before.outbox };
    check(delta.catering === figures.catering && delta.contact === figures.contact, 'row counts grew by exactly the 201s (no duplicates)', JSON.stringify(delta));
    check(delta.outbox === created.length, 'outbox grew by exactly the 201s', `${delta.outbox}`);
    return { figures, results };
  } finally {
    await server.stop();
  }
}

export async function run({ count = Number(arg('count', 500)), concurrency = Number(arg('concurrency', 20)), db = arg('db', 'both') } = {}) {
  const databases = databasesFor(db);
  const runs = [];
  if (databases.includes('pglite')) {
    const tmp = tempDir('drill-load-pglite-');
    try {
      runs.push(await loadOnce('embedded PGlite (on disk)', { PGLITE_DIR: tmp.dir }, { count, concurrency, seed: 500 }));
    } finally {
      tmp.remove();
    }
  }
  if (databases.includes('postgres')) {
    const pg = startPostgres(PORTS.pg.load);
    try {
      runs.push(await loadOnce('PostgreSQL 15', { DATABASE_URL: pg.url }, { count, concurrency, seed: 501 }));
    } finally {
      pg.stop();
    }
  }
  console.log(
    '\n' +
      table(
        runs.map(({ figures: f }) => ({ database: f.db, requests: f.count, clients: f.concurrency, '201': f.created, 'req/s': f.rps, 'p50 ms': f.p50, 'p99 ms': f.p99, 'max ms': f.max, statuses: JSON.stringify(f.statuses) })),
        ['database', 'requests', 'clients', '201', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'statuses'],
      ),
  );
  const ok = runs.every((r) => r.results.every((c) => c.ok));
  saveReport('drill-load', { ok, runs });
  return { ok, runs };
}

await runIfMain(import.meta, run);
