// Drill "rate-limit": the forms' limits hold, across processes and against a client that lies.
//  1. Per client: two `next start` on two ports, one PostgreSQL, the default limit (5 per 60 s);
//     N > limit submissions from one client, alternating between the processes, one at a time and
//     all at once: exactly 5 stored each round (the counter is one atomic upsert).
//  2. Per e-mail address: N submissions with one address (in mixed case, both forms) from N
//     different clients across both processes: exactly RATE_LIMIT_EMAIL_PER_HOUR stored.
//  3. Site-wide: submissions from new clients and addresses, all at once, across both processes,
//     until the hour's site-wide count reaches RATE_LIMIT_SITE_PER_HOUR: not one more is stored.
//  4. A lying client: a server facing the internet (no trusted proxy) and one client sending a
//     new X-Forwarded-For and X-Real-IP with every request: still exactly 5 stored.
//   npm run drill -- rate-limit [--requests=12]
import { PORTS, arg, checker, contactPayload, counts, formPayload, rng, runIfMain, saveReport, serverEnv, servedContent, sleep, startPostgres, startServer, submit, table } from './lib.mjs';

const LIMIT = 5;
const WINDOW_SECONDS = 60;
const EMAIL_CAP = 5;
const SITE_CAP = 40;
const TOO_MANY = 'Too many requests. Please wait a moment before trying again.';

/** Waits until at least `seconds` remain in the current fixed window, so a burst is not split. */
async function earlyInWindow(windowSeconds, seconds) {
  const left = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (left < seconds) {
    console.log(`  waiting ${left} s for a fresh ${windowSeconds === 3600 ? 'hourly' : 'rate-limit'} window`);
    await sleep(left * 1000 + 200);
  }
}

const summarize = (answers) => ({ created: answers.filter((x) => x.status === 201).length, limited: answers.filter((x) => x.status === 429).length });

export async function run({ requests = Number(arg('requests', 12)) } = {}) {
  const { check, results } = checker();
  const rand = rng(900);
  const db = startPostgres(PORTS.pg.rate);
  const env = (port) => ({
    port,
    env: serverEnv(port, {
      DATABASE_URL: db.url,
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RATE_LIMIT_EMAIL_PER_HOUR: String(EMAIL_CAP),
      RATE_LIMIT_SITE_PER_HOUR: String(SITE_CAP),
    }),
  });
  const [a, b] = await Promise.all([startServer(env(PORTS.rateA)), startServer(env(PORTS.rateB))]);
  const site = await servedContent(a.url);
  console.log(`\n[rate-limit] two processes (pids ${a.pid}, ${b.pid}) on one PostgreSQL; ${LIMIT} per client per ${WINDOW_SECONDS} s, ${EMAIL_CAP} per address and ${SITE_CAP} site-wide per hour`);
  const rounds = [];
  const record = (round, answers) => {
    const s = summarize(answers);
    rounds.push({ round, sent: answers.length, ...s, other: answers.length - s.created - s.limited });
    return s;
  };
  let direct = null;
  try {
    // The hourly caps must not straddle an hour: start early enough in one (at most a few minutes' wait).
    await earlyInWindow(3600, 240);
    // 1. Per client.
    for (const mode of ['sequential', 'concurrent']) {
      for (const kind of ['catering', 'contact']) {
        await earlyInWindow(WINDOW_SECONDS, 20);
        const client = `rate-${mode}-${kind}-${Date.now()}`;
        const send = (i) => submit(i % 2 ? b.url : a.url, kind, formPayload(kind, rand, kind === 'catering' ? i : 1000 + i, site), { client });
        const answers = [];
        if (mode === 'sequential') for (let i = 0; i < requests; i++) answers.push(await send(i));
        else answers.push(...(await Promise.all(Array.from({ length: requests }, (_, i) => send(i)))));
        const s = record(`per client, ${mode}, ${kind}`, answers);
        check(s.created === LIMIT, `per client, ${mode}, ${kind}: exactly ${LIMIT} of ${requests} stored across both processes`, `${s.created} stored`);
        check(s.limited === requests - LIMIT && answers.filter((x) => x.status === 429).every((x) => x.body?.error === TOO_MANY && Number(x.retryAfter) >= 1), `per client, ${mode}, ${kind}: the rest 429 with the rate-limit message and Retry-After`, `${s.limited} × 429`);
        if (mode === 'sequential') check(answers.slice(0, LIMIT).every((x) => x.status === 201), `per client, ${mode}, ${kind}: the first ${LIMIT} were the ones accepted`);
      }
    }

    // 2. Per e-mail address: many clients, one address.
    const email = `one.address.${Date.now()}@example.com`;
    const byAddress = await Promise.all(
      Array.from({ length: requests }, (_, i) => {
        const kind = i % 2 ? 'catering' : 'contact';
        const address = i % 3 ? email : email.toUpperCase();
        const payload = { ...formPayload(kind, rand, 2000 + i, site), [kind === 'catering' ? 'emailAddress' : 'email']: address };
        return submit(i % 2 ? b.url : a.url, kind, payload, { client: `address-client-${i}-${Date.now()}` });
      }),
    );
    const e = record('per e-mail address, 12 clients at once', byAddress);
    check(e.created === EMAIL_CAP, `per e-mail address: exactly ${EMAIL_CAP} of ${requests} stored, whatever the client, form or letter case`, `${e.created} stored`);
    check(e.limited === requests - EMAIL_CAP, 'per e-mail address: the rest 429', `${e.limited} × 429`);

    // 3. Site-wide: everything stored this hour counts; fill it past the cap from fresh clients.
    const before = await counts(a.url);
    const storedSoFar = before.catering + before.contact;
    const burst = SITE_CAP - storedSoFar + 10;
    const siteAnswers = await Promise.all(
      Array.from({ length: burst }, (_, i) => {
        const kind = i % 2 ? 'catering' : 'contact';
        return submit(i % 2 ? b.url : a.url, kind, formPayload(kind, rand, 3000 + i, site), { client: `site-client-${i}-${Date.now()}` });
      }),
    );
    const s = record(`site-wide, ${burst} new clients at once`, siteAnswers);
    const after = await counts(a.url);
    check(after.catering + after.contact === SITE_CAP, `site-wide: exactly ${SITE_CAP} stored this hour across both processes`, `${after.catering + after.contact} stored`);
    check(s.limited === 10 && s.created === SITE_CAP - storedSoFar, 'site-wide: the 10 over the cap answered 429', `${s.created} × 201, ${s.limited} × 429`);

    // 4. A lying client, straight to a server facing the internet.
    direct = await startServer({ port: PORTS.rateDirect, env: serverEnv(PORTS.rateDirect, { TRUSTED_PROXY_HOPS: '0' }) });
    await earlyInWindow(WINDOW_SECONDS, 20);
    const lies = [];
    for (let i = 0; i < requests; i++) {
      const invented = `${10 + (i % 200)}.${i}.${(i * 7) % 256}.${(i * 13) % 256}`;
      lies.push(await submit(direct.url, 'contact', contactPayload(rand, 4000 + i, site), { client: invented, headers: { 'x-real-ip': invented } }));
    }
    const l = record('one client, a new X-Forwarded-For each time', lies);
    check(l.created === LIMIT && l.limited === requests - LIMIT, `a new X-Forwarded-For and X-Real-IP on every request: still exactly ${LIMIT} stored, the rest 429`, `${l.created} stored, ${l.limited} × 429`);
  } finally {
    await Promise.all([a.stop(), b.stop(), direct?.stop()]);
    db.stop();
  }
  console.log('\n' + table(rounds, ['round', 'sent', 'created', 'limited', 'other']));
  const ok = results.every((r) => r.ok);
  saveReport('drill-rate-limit', { ok, limit: LIMIT, windowSeconds: WINDOW_SECONDS, emailCap: EMAIL_CAP, siteCap: SITE_CAP, rounds, results });
  return { ok, rounds };
}

await runIfMain(import.meta, run);
