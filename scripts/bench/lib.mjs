// Shared pieces of the benchmark scripts: start the production build, print tables, save JSON.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const REPORTS = path.join(ROOT, 'reports');

/**
 * `next start` of the site (or of the app in `dir`) on a throwaway in-memory database (env
 * overrides it: PGLITE_DIR, DATABASE_URL); resolves when readyPath answers 200.
 */
export async function startServer({ port, env = {}, timeoutMs = 60_000, readyPath = '/api/careers', dir }) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', ...(dir ? [dir] : []), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: 'memory://bench', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', DATABASE_URL_UNPOOLED: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (sig) =>
    new Promise((resolve) => {
      if (exited()) return resolve();
      child.once('exit', resolve);
      child.kill(sig);
    });
  return {
    url,
    pid: child.pid,
    log: () => log,
    stop: () => signal('SIGTERM'),
    /** The reliability drills kill the server mid-load: SIGKILL, no shutdown hooks. */
    kill: (sig = 'SIGKILL') => signal(sig),
  };
}

/** The framework floor's whole source: a blank Next.js app, one server page with a paragraph. */
const FLOOR_SOURCES = {
  'app/layout.jsx': 'export default function L({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  'app/page.jsx': 'export default function P() { return <p>floor</p>; }\n',
};

/**
 * The framework floor: FLOOR_SOURCES built with the Next version the site uses, in .bench/floor
 * (under the site's folder, so the build takes the site's next.config.ts: the same framework
 * settings). What the benches measure of it is what any page on this framework, so configured,
 * costs at the least, so the site's figures read against it. Built again only when the Next version or the
 * sources change (the stamp names both); returns its folder and the stamp, which names its build.
 */
export function floorApp() {
  const dir = path.join(ROOT, '.bench/floor');
  const next = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  const version = `${next}-${createHash('sha256').update(JSON.stringify(FLOOR_SOURCES)).digest('hex').slice(0, 8)}`;
  const stamp = path.join(dir, 'built-with');
  const built = existsSync(path.join(dir, '.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version;
  if (!built) {
    console.error(`Building the framework floor (a blank Next ${next} app) in ${path.relative(ROOT, dir)}...`);
    for (const [file, text] of Object.entries(FLOOR_SOURCES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    // Its output goes to stderr, so a failed build says why while stdout keeps the bench's tables.
    execFileSync(path.join(ROOT, 'node_modules/.bin/next'), ['build', dir], { cwd: ROOT, stdio: ['ignore', 2, 2], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    writeFileSync(stamp, version);
  }
  return { dir, version, next };
}

/** The form limits a load of thousands of submissions reaches by design, lifted for load tests. */
export const NO_CAPS = { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_CLIENT_PER_HOUR: '100000000', RATE_LIMIT_NETWORK_PER_HOUR: '100000000', RATE_LIMIT_EMAIL_PER_HOUR: '100000000', RATE_LIMIT_SITE_PER_HOUR: '100000000', OUTBOX_PENDING_MAX: '100000000' };

export function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((v, i) => String(v ?? '').padEnd(widths[i])).join('  ');
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c])))].join('\n');
}

export function saveReport(name, data) {
  mkdirSync(REPORTS, { recursive: true });
  const file = path.join(REPORTS, `${name}.json`);
  writeFileSync(file, JSON.stringify({ createdAt: new Date().toISOString(), ...data }, null, 2));
  return file;
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The content the running site serves, read once from its API when a benchmark or drill starts:
 * every shop ({ _id, slug, name, city, state, coordinates }) and every menu category's slug, so
 * the scripts name no shop or category of their own and hold for whatever content is published.
 */
export async function servedContent(url) {
  const data = async (path) => {
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(15_000) });
    const body = await res.json().catch(() => null);
    if (res.status !== 200 || !Array.isArray(body?.data)) throw new Error(`GET ${path} answered ${res.status}`);
    return body.data;
  };
  const shops = (await data('/api/locations')).map((s) => ({ _id: s._id, slug: s.slug, name: s.name, city: s.address.city, state: s.address.state, coordinates: s.coordinates }));
  const categories = (await data('/api/menu-categories')).map((c) => c.slug);
  if (!shops.length || !categories.length) throw new Error('the site serves no shop or no menu category');
  return { shops, categories };
}

/** The first shop's and the first menu category's pages of the content `site` serves (servedContent). */
export const samplePages = ({ shops, categories }) => ({ category: `/menu/${categories[0]}`, shop: `/locations/${shops[0].slug}` });

/** One representative URL per route of the site. */
export function routesFor(site) {
  const { category, shop } = samplePages(site);
  return [
    '/', '/menu', category, '/locations', shop, '/catering', '/catering/request-quote',
    '/daily-specials', '/daily-specials/thursday', '/contact', '/careers', '/rewards', '/balance', '/our-story',
    '/privacy-policy', '/terms-of-use', '/web-accessibility',
  ];
}
/** The key routes the budget check holds to. */
export function keyRoutesFor(site) {
  const { category, shop } = samplePages(site);
  return ['/', category, shop, '/catering/request-quote'];
}
