// Drill "crash": the server is killed with SIGKILL in the middle of a submission load, then
// restarted on the same database, several times. Every submission that was answered 201 must be
// stored with its notification, the database must open again, the site must serve again, and a
// client retrying its unanswered requests with the same Idempotency-Key must get each stored once.
// Runs on the embedded PGlite directory (on disk: the default deployment) and on PostgreSQL.
//   npm run drill -- crash [--rounds=3 --concurrency=10 --db=pglite|postgres|both]
import { execFileSync } from 'node:child_process';
import { NO_CAPS, PORTS, ROOT, arg, checker, formPayload, getJson, idsForKey, pool, rng, runIfMain, saveReport, serverEnv, servedContent, startPostgres, startServer, stored, submit, table, tempDir } from './lib.mjs';
import { databasesFor } from './databases.mjs';

async function crashOnce(label, env, { rounds, concurrency, seed, pgliteDir }) {
  console.log(`\n[crash] ${label}: ${rounds} SIGKILLs under a load of ${concurrency} concurrent clients`);
  const port = PORTS.crash;
  const { check, results } = checker();
  const rand = rng(seed);
  const acked = []; // { kind, id, key }
  const unanswered = []; // { kind, key, client, payload, error }
  const recoveries = [];
  let n = 0;
  const startOpts = { port, env: serverEnv(port, { ...NO_CAPS, ...env }), timeoutMs: 120_000 };
  let site; // the served shops, read from the first server (servedContent)

  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    const server = await startServer(startOpts);
    if (round > 0) recoveries.push(Math.round(performance.now() - t0));
    site ??= await servedContent(server.url);
    // Kill once a few dozen requests were answered, with `concurrency` more in flight.
    const killAfter = 30 + round * 15;
    let answeredThisRound = 0;
    let killed = false;
    let killing;
    await pool(400, concurrency, async () => {
      if (killed) return;
      const i = n++;
      const kind = rand.bool() ? 'catering' : 'contact';
      const payload = formPayload(kind, rand, i, site);
      const key = `crash-${seed}-${i}`;
      const client = `crash-${i % concurrency}`;
      const res = await submit(server.url, kind, payload, { client, key, timeoutMs: 20_000 });
      if (res.status === 201) acked.push({ kind, id: res.body.data.id, key });
      else unanswered.push({ kind, key, client, payload, status: res.status, error: res.error });
      if (++answeredThisRound >= killAfter && !killed) {
        killed = true;
        killing = server.kill('SIGKILL');
      }
    });
    await killing;
    console.log(`  round ${round + 1}: killed pid ${server.pid} after ${answeredThisRound} answers (${acked.length} acknowledged so far, ${unanswered.length} unanswered)`);
  }

  // Restart on the same database and check what the clients were promised.
  const t0 = performance.now();
  const server = await startServer(startOpts);
  recoveries.push(Math.round(performance.now() - t0));
  try {
    const home = await fetch(`${server.url}/`);
    check(home.status === 200, 'GET / answers 200 after the last restart', String(home.status));
    const locations = await getJson(`${server.url}/api/locations`);
    check(locations.status === 200 && locations.body?.data?.length === site.shops.length, 'GET /api/locations answers 200 with every shop', `${locations.status}, ${locations.body?.data?.length} of ${site.shops.length}`);

    const rows = await pool(acked.length, 8, (i) => stored(server.url, acked[i].id));
    const lost = acked.filter((_, i) => !rows[i]);
    const noOutbox = rows.filter((r) => r && r.outbox.length !== 1);
    check(acked.length > 0, 'the load got answers before each kill', `${acked.length} acknowledged`);
    check(lost.length === 0, 'every submission answered 201 is stored (checked by id)', lost.length ? `LOST ${lost.map((l) => l.id).join(', ')}` : `${acked.length} of ${acked.length}`);
    check(noOutbox.length === 0, 'each has exactly one outbox row (its notification)', `${noOutbox.length} without`);
    check(unanswered.every((u) => u.status === 0 || u.status === 201), 'requests the kill cut off failed as network errors, never 5xx', [...new Set(unanswered.map((u) => u.status))].join(','));

    // The client's side of "never lose a quote": retry each unanswered request with its key (the
    // same client: a key is the client's own).
    let storedBeforeRetry = 0;
    for (const u of unanswered) if ((await idsForKey(server.url, u.kind, u.key)).length) storedBeforeRetry++;
    const retries = await pool(unanswered.length, 4, (i) => submit(server.url, unanswered[i].kind, unanswered[i].payload, { client: unanswered[i].client, key: unanswered[i].key }));
    check(retries.every((r) => r.status === 201), 'every cut-off request succeeds when retried with its Idempotency-Key', `${retries.filter((r) => r.status === 201).length}/${retries.length}`);
    const perKey = await pool(unanswered.length, 4, (i) => idsForKey(server.url, unanswered[i].kind, unanswered[i].key));
    check(perKey.every((ids) => ids.length === 1), 'and is stored exactly once (no duplicate from the retry)');
    const replayed = retries.filter((r) => r.replayed).length;

    const figures = {
      db: label,
      kills: rounds,
      acknowledged: acked.length,
      lost: lost.length,
      cutOff: unanswered.length,
      cutOffButStored: storedBeforeRetry,
      retriedReplayed: replayed,
      restartMs: recoveries,
    };
    console.log(`  ${acked.length} acknowledged, ${lost.length} lost; ${unanswered.length} cut off by the kills (${storedBeforeRetry} of them had been stored; retries replayed ${replayed}); restarts took ${recoveries.join(', ')} ms`);
    return { figures, results, server };
  } finally {
    await server.stop();
    if (pgliteDir) {
      // The submissions CLI must read the directory too (the operator's view after a crash).
      try {
        const out = execFileSync('npm', ['run', '-s', 'submissions', '--', '--json', '--limit', '100000'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: pgliteDir }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        const lines = out.trim().split('\n').filter(Boolean).length;
        const expected = acked.length + unanswered.length;
        check(lines === expected, '`npm run submissions` reads the directory afterwards and lists every submission once', `${lines} listed, ${expected} expected`);
      } catch (e) {
        check(false, '`npm run submissions` reads the directory afterwards', e.stderr?.toString().slice(0, 300) ?? e.message);
      }
    }
  }
}

export async function run({ rounds = Number(arg('rounds', 3)), concurrency = Number(arg('concurrency', 10)), db = arg('db', 'both') } = {}) {
  const databases = databasesFor(db);
  const runs = [];
  if (databases.includes('pglite')) {
    const tmp = tempDir('drill-crash-pglite-');
    try {
      runs.push(await crashOnce('embedded PGlite (on disk)', { PGLITE_DIR: tmp.dir }, { rounds, concurrency, seed: 700, pgliteDir: tmp.dir }));
    } finally {
      tmp.remove();
    }
  }
  if (databases.includes('postgres')) {
    const pg = startPostgres(PORTS.pg.crash);
    try {
      runs.push(await crashOnce('PostgreSQL 15', { DATABASE_URL: pg.url }, { rounds, concurrency, seed: 701 }));
    } finally {
      pg.stop();
    }
  }
  console.log(
    '\n' +
      table(
        runs.map(({ figures: f }) => ({ database: f.db, SIGKILLs: f.kills, acknowledged: f.acknowledged, lost: f.lost, 'cut off': f.cutOff, 'cut off but stored': f.cutOffButStored, 'restart ms': f.restartMs.join('/') })),
        ['database', 'SIGKILLs', 'acknowledged', 'lost', 'cut off', 'cut off but stored', 'restart ms'],
      ),
  );
  const ok = runs.every((r) => r.results.every((c) => c.ok));
  saveReport('drill-crash', { ok, runs: runs.map(({ figures, results }) => ({ figures, results })) });
  return { ok, runs };
}

await runIfMain(import.meta, run);
