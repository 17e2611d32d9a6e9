// Drill "rate-limit": the form rate limit holds across two server processes sharing one
// PostgreSQL database. Two `next start` on two ports, same DATABASE_URL, the default limit (5 per
// 60 s); N > limit submissions from one client key, alternating between the processes: the 201s
// must add up to the limit exactly. Run twice: one request at a time, and all at once (the
// counter is one atomic upsert, so racing processes cannot both take the last slot).
//   npm run drill -- rate-limit [--requests=12]
import { PORTS, arg, cateringPayload, checker, contactPayload, rng, runIfMain, saveReport, serverEnv, sleep, startPostgres, startServer, submit, table } from './lib.mjs';

const LIMIT = 5;
const WINDOW_SECONDS = 60;

/** Waits until at least `seconds` remain in the current fixed window, so a burst is not split. */
async function earlyInWindow(seconds = 20) {
  const left = WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % WINDOW_SECONDS);
  if (left < seconds) {
    console.log(`  waiting ${left} s for a fresh rate-limit window`);
    await sleep(left * 1000 + 200);
  }
}

export async function run({ requests = Number(arg('requests', 12)) } = {}) {
  const { check, results } = checker();
  const rand = rng(900);
  const db = startPostgres(PORTS.pg.rate);
  const env = (port) => ({ port, env: serverEnv(port, { DATABASE_URL: db.url, RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) }) });
  const [a, b] = await Promise.all([startServer(env(PORTS.rateA)), startServer(env(PORTS.rateB))]);
  console.log(`\n[rate-limit] two processes (pids ${a.pid}, ${b.pid}) on one PostgreSQL; limit ${LIMIT} per ${WINDOW_SECONDS} s; ${requests} submissions per round`);
  const rounds = [];
  try {
    for (const mode of ['sequential', 'concurrent']) {
      for (const kind of ['catering', 'contact']) {
        await earlyInWindow();
        const client = `rate-${mode}-${kind}-${Date.now()}`;
        const send = (i) => submit(i % 2 ? b.url : a.url, kind, kind === 'catering' ? cateringPayload(rand, i) : contactPayload(rand, i), { client });
        const answers = [];
        if (mode === 'sequential') for (let i = 0; i < requests; i++) answers.push(await send(i));
        else answers.push(...(await Promise.all(Array.from({ length: requests }, (_, i) => send(i)))));
        const created = answers.filter((x) => x.status === 201);
        const limited = answers.filter((x) => x.status === 429);
        const perServer = [0, 1].map((s) => answers.filter((x, i) => i % 2 === s && x.status === 201).length);
        rounds.push({ mode, kind, sent: requests, created: created.length, limited: limited.length, other: requests - created.length - limited.length, viaA: perServer[0], viaB: perServer[1] });
        check(created.length === LIMIT, `${mode}, ${kind}: exactly ${LIMIT} of ${requests} stored across both processes`, `${created.length} stored (${perServer[0]} via :${PORTS.rateA}, ${perServer[1]} via :${PORTS.rateB})`);
        check(limited.length === requests - LIMIT && limited.every((x) => x.body?.error === 'Too many requests. Please wait a moment before trying again.'), `${mode}, ${kind}: the rest answered 429 with the rate-limit message`, `${limited.length} × 429`);
        if (mode === 'sequential') check(answers.slice(0, LIMIT).every((x) => x.status === 201), `${mode}, ${kind}: the first ${LIMIT} were the ones accepted`);
      }
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    db.stop();
  }
  console.log('\n' + table(rounds, ['mode', 'kind', 'sent', 'created', 'limited', 'other', 'viaA', 'viaB']));
  const ok = results.every((r) => r.ok);
  saveReport('drill-rate-limit', { ok, limit: LIMIT, windowSeconds: WINDOW_SECONDS, rounds, results });
  return { ok, rounds };
}

await runIfMain(import.meta, run);
