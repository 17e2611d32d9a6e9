// Shared pieces of the reliability drills (npm run drill): servers on the drill ports, a seeded
// PRNG, valid form payloads, a bounded worker pool, PostgreSQL start/pause/resume through
// scripts/pg.sh, and the tests-only endpoints that say what a 201 stored.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_CAPS, ROOT, saveReport, servedContent, startServer, table } from '../bench/lib.mjs';

export { NO_CAPS, ROOT, saveReport, servedContent, startServer, table };

/**
 * Ports of this drill set: servers DRILL_PORT_BASE+2 … +10 (default 3902-3910), PostgreSQL
 * DRILL_PG_PORT_BASE+1 … +4 (default 15601-15604); one per drill, no clashes. Set the bases to
 * run a second drill set on the same machine. All below Linux's ephemeral range (32768-60999),
 * where a client connection of the drills themselves could hold a port a server is about to take.
 */
const BASE = Number(process.env.DRILL_PORT_BASE ?? 3900);
const PG_BASE = Number(process.env.DRILL_PG_PORT_BASE ?? 15600);
export const PORTS = {
  load: BASE + 2, crash: BASE + 3, outage: BASE + 4, badInput: BASE + 5, rateA: BASE + 6, rateB: BASE + 7, site: BASE + 8,
  smtpOutage: BASE + 9, rateDirect: BASE + 10,
  pg: { load: PG_BASE + 1, crash: PG_BASE + 2, outage: PG_BASE + 3, rate: PG_BASE + 4 },
};

export const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : true;
};

/** mulberry32: a tiny seeded PRNG, so a drill's requests are the same on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.bool = (p = 0.5) => next() < p;
  return next;
}

// Event dates must not be in the past, so the data moves with the calendar.
const YEAR = new Date().getFullYear() + 1;

/** A valid catering request, varied by the PRNG, for the shops `site` serves (servedContent). */
export function cateringPayload(rand, n, site) {
  const option = rand.pick(['Delivery Catering', 'Pickup Catering', 'On-Site Catering']);
  // An event near one of the shops, in its town.
  const near = site.shops[n % site.shops.length];
  return {
    cateringOption: option,
    kindersLocation: option === 'On-Site Catering' ? '' : rand.pick(site.shops).slug,
    eventDate: `${YEAR}-${String(1 + rand.int(12)).padStart(2, '0')}-${String(1 + rand.int(28)).padStart(2, '0')}`,
    eventType: rand.pick(['Luncheon', 'Banquet', 'Picnic', 'Wedding', 'Rehearsal Dinner', 'Shower', 'Other', '']),
    eventLocation: option === 'On-Site Catering' ? `${100 + rand.int(900)} Main St, ${near.city}, ${near.state}` : '',
    guestSize: String(1 + rand.int(500)),
    eventDetails: `Drill request ${n}: barbecue for the crew.\nNo onions, please.`,
    companyName: rand.bool() ? 'Drill & Sons' : '',
    firstName: rand.pick(['Maria', 'José', 'Sam', 'Zoë', '李']),
    lastName: `Drill${n}`,
    emailAddress: `drill${n}@example.com`,
    phoneNumber: `(925) 555-0${String(100 + rand.int(100)).slice(-3)}`,
    website: '',
  };
}

/** A valid contact message, varied by the PRNG, for the shops `site` serves (servedContent). */
export function contactPayload(rand, n, site) {
  const type = rand.pick(['order-problem', 'catering-inquiry', 'community-event', 'question', 'compliment', 'feedback', 'other']);
  const needsShop = type !== 'question' && type !== 'other';
  return {
    messageType: type,
    fullName: `Drill Person ${n}`,
    email: `drill${n}@example.com`,
    phone: rand.bool() ? '(925) 555-0142' : '',
    message: `Drill message ${n}: the sandwich was perfect.`,
    orderNumber: type === 'order-problem' ? `A-${n}` : '',
    eventDate: '',
    kindersLocation: needsShop || rand.bool() ? rand.pick(site.shops).slug : '',
    newsletterConsent: rand.bool(),
    website: '',
  };
}

/** A valid submission of either form: cateringPayload or contactPayload. */
export const formPayload = (kind, rand, n, site) => (kind === 'catering' ? cateringPayload(rand, n, site) : contactPayload(rand, n, site));

/** POST a form; never throws: a network failure comes back as status 0 with the error. */
export async function submit(url, kind, payload, { client = 'drill', key, timeoutMs = 30_000, headers: extra = {} } = {}) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': client, ...extra };
  if (key) headers['idempotency-key'] = key;
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/${kind}`, { method: 'POST', headers, body: JSON.stringify(payload), signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text below
    }
    return { status: res.status, body, text, ms: performance.now() - started, replayed: res.headers.get('idempotent-replayed') === 'true', retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, body: null, text: '', ms: performance.now() - started, error: error?.cause?.code ?? error?.message ?? String(error) };
  }
}

/** Runs fn(i) for i in [0, n) with at most `concurrency` in flight; results in order. */
export async function pool(n, concurrency, fn) {
  const results = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      results[i] = await fn(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return results;
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const ms = (v) => `${Math.round(v)} ms`;

export async function getJson(url, { timeoutMs = 15_000, headers } = {}) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, text, headers: res.headers };
}

/**
 * Rows the forms wrote (tests-only endpoint; the server runs with E2E_TEST_HOOKS=1): all of
 * them, or with `tag` only those requests carrying that tag could have written.
 */
export async function counts(url, tag) {
  const { status, body } = await getJson(`${url}/api/test/submissions?counts${tag ? `&tag=${encodeURIComponent(tag)}` : ''}`);
  if (status !== 200) throw new Error(`counts endpoint answered ${status}`);
  return body.data;
}

/** The stored submission behind a public id, with its outbox rows, or null. */
export async function stored(url, id) {
  const { status, body } = await getJson(`${url}/api/test/submissions/${id}`);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`GET /api/test/submissions/${id} answered ${status}`);
  return body.data;
}

export async function idsForKey(url, kind, key) {
  const { status, body } = await getJson(`${url}/api/test/submissions?kind=${kind}&idempotencyKey=${encodeURIComponent(key)}`);
  if (status !== 200) throw new Error(`idempotency lookup answered ${status}`);
  return body.data;
}

/**
 * The environment every drill server gets: test endpoints on, no e-mail, no third parties. The
 * drill stands for the one trusted proxy in front of the site (TRUSTED_PROXY_HOPS=1): each
 * simulated visitor names itself in X-Forwarded-For, as a proxy would append it.
 */
export function serverEnv(port, extra = {}) {
  return {
    E2E_TEST_HOOKS: '1',
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
    // The drill's own database only, never one the shell points at.
    DATABASE_URL_UNPOOLED: '',
    GA_MEASUREMENT_ID: '',
    GOOGLE_MAPS_API_KEY: '',
    GIFT_CARD_WIDGET_SCRIPT_URL: '',
    TRUSTED_PROXY_HOPS: '1',
    ...extra,
  };
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const pgsh = (port, command, env = {}) =>
  execFileSync('bash', [path.join(ROOT, 'scripts/pg.sh'), command], { cwd: ROOT, env: { ...process.env, PGPORT: String(port), ...env }, encoding: 'utf8' }).trim();

/**
 * A fresh PostgreSQL on `port`, migrated and seeded; returns its URL and its controls. The
 * database gets a new name each run: the site's data cache (unstable_cache, kept on disk in
 * .next/cache) is keyed by the database URL, so a reused name would start "cold" drills warm.
 */
export function startPostgres(port) {
  const url = pgsh(port, 'start', { PGDATABASE_NAME: `drill_${Date.now().toString(36)}` });
  const env = { ...process.env, DATABASE_URL: url, DATABASE_URL_UNPOOLED: '' };
  execFileSync('npm', ['run', '-s', 'db:migrate'], { cwd: ROOT, env, stdio: 'ignore' });
  execFileSync('npm', ['run', '-s', 'db:seed'], { cwd: ROOT, env, stdio: 'ignore' });
  return { url, pause: () => pgsh(port, 'pause'), resume: () => pgsh(port, 'resume'), stop: () => pgsh(port, 'stop') };
}

export const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** Collects pass/fail lines; a drill fails if any check failed. */
export function checker() {
  const results = [];
  const check = (ok, what, detail = '') => {
    results.push({ ok: !!ok, what, detail });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
    return !!ok;
  };
  return { check, results, get ok() { return results.every((r) => r.ok); }, failures: () => results.filter((r) => !r.ok) };
}

/** Lets each drill file run alone: `node scripts/drill/load.mjs` does what `npm run drill -- load` does. */
export async function runIfMain(meta, run) {
  if (process.argv[1] && path.resolve(process.argv[1]) === new URL(meta.url).pathname) {
    const result = await run();
    process.exit(result.ok ? 0 : 1);
  }
}
