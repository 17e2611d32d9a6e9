// Drill "db-outage" (PostgreSQL): the database stops while the site runs, then comes back.
// During the outage pages answer 200 (their error state, or content still in the data cache)
// or 503, never 500 and never a dead process; the JSON API answers 503 with a clear message unless
// it serves cached content; the two forms answer 503 (the form shows "Server error. Please
// try again later."). When the database is back everything recovers WITHOUT restarting the site.
// Two outages: one on a cold cache (nothing read yet) and one after every page was read once.
//   npm run drill -- db-outage
import pg from 'pg';
import { PORTS, cateringPayload, checker, contactPayload, getJson, rng, runIfMain, saveReport, serverEnv, sleep, startPostgres, startServer, submit, table } from './lib.mjs';

const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * Every page and JSON API, with the first shop, menu category and opening of the seeded content
 * (read from the database at the start, see run).
 */
const pagesFor = ({ shop, category, opening }) => [
  '/', '/menu', `/menu/${category}`, '/locations', `/locations/${shop.slug}`, '/catering', '/catering/request-quote',
  '/daily-specials', '/daily-specials/thursday', '/contact', '/careers', `/careers/${opening}`, '/rewards', '/balance',
  '/our-story', '/privacy-policy', '/terms-of-use', '/web-accessibility', '/sitemap.xml', '/robots.txt', '/no-such-page',
];
const apisFor = ({ shop, category }) => [
  '/api/careers', '/api/homepage/content', '/api/locations', `/api/locations/${shop.slug}`, '/api/locations/map/center',
  '/api/menu-categories', `/api/menu-items/category/${category}`, '/api/specials/today', '/api/specials/day/thursday',
  '/api/specials/homepage-special',
];
/** The texts a page shows when its data cannot be read (any one of them). */
const SPEC_ERROR_TEXTS = [
  'Failed to fetch categories', 'Failed to fetch menu items', 'Unable to load current job openings', "Unable to load today's special",
  'No locations found', 'Failed to load location data', 'Failed to fetch location data', 'Failed to load locations',
  'Something went wrong', 'No menu categories available', 'temporarily unavailable',
];

async function probe(url, path) {
  try {
    const res = await fetch(url + path, { signal: AbortSignal.timeout(20_000), redirect: 'manual' });
    const text = await res.text();
    return { path, status: res.status, text };
  } catch (e) {
    return { path, status: 0, text: '', error: e?.cause?.code ?? e.message };
  }
}

async function sweep(url, rand, n, seeded) {
  const pages = [];
  for (const p of pagesFor(seeded)) pages.push(await probe(url, p));
  const apis = [];
  for (const p of apisFor(seeded)) {
    const r = await probe(url, p);
    let body = null;
    try {
      body = JSON.parse(r.text);
    } catch {
      // not JSON
    }
    apis.push({ ...r, body });
  }
  const distances = await fetch(`${url}/api/locations/distances`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(seeded.shop.coordinates) })
    .then(async (r) => ({ path: 'POST /api/locations/distances', status: r.status, body: await r.json().catch(() => null) }))
    .catch((e) => ({ path: 'POST /api/locations/distances', status: 0, error: e.message }));
  apis.push(distances);
  const catering = await submit(url, 'catering', cateringPayload(rand, n, seeded), { client: `outage-${n}`, key: `outage-c-${n}` });
  const contact = await submit(url, 'contact', contactPayload(rand, n, seeded), { client: `outage-${n}`, key: `outage-m-${n}` });
  return { pages, apis, forms: [{ path: 'POST /api/catering', ...catering }, { path: 'POST /api/contact', ...contact }] };
}

const specText = (text) => SPEC_ERROR_TEXTS.filter((t) => text.includes(t));

function report(title, s) {
  const rows = [
    ...s.pages.map((p) => ({ request: `GET ${p.path}`, status: p.status, shows: p.status === 200 ? specText(p.text).join('; ') || 'content' : p.error ?? '' })),
    ...s.apis.map((a) => ({ request: a.path.startsWith('POST') ? a.path : `GET ${a.path}`, status: a.status, shows: a.body?.success ? 'data' : a.body?.message ?? a.error ?? '' })),
    ...s.forms.map((f) => ({ request: f.path, status: f.status, shows: f.body?.error ?? f.error ?? '' })),
  ];
  console.log(`\n  ${title}\n` + table(rows, ['request', 'status', 'shows']).replace(/^/gm, '  '));
  return rows;
}

export async function run() {
  const { check, results } = checker();
  const rand = rng(800);
  const db = startPostgres(PORTS.pg.outage);
  const port = PORTS.outage;
  const figures = {};
  // Ready on robots.txt, which reads no data: the first outage starts on a cold data cache.
  const server = await startServer({ port, env: serverEnv(port, { DATABASE_URL: db.url }), readyPath: '/robots.txt' });
  // What the seeded content holds (every shop, the first category, the first opening), straight
  // from the database: asking the site would fill its data cache before the cold-cache outage.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const shops = (await client.query('select id as "_id", slug, name, city, state, latitude, longitude from locations order by sort_order, name')).rows.map(({ latitude, longitude, ...s }) => ({ ...s, coordinates: { latitude, longitude } }));
  const category = (await client.query('select slug from menu_categories order by sort_order limit 1')).rows[0].slug;
  const opening = (await client.query('select id from career_openings order by sort_order limit 1')).rows[0].id;
  await client.end();
  const seeded = { shops, shop: shops[0], category, opening };
  const pageCount = pagesFor(seeded).length;
  let n = 0;
  const alive = () => fetch(`${server.url}/robots.txt`).then((r) => r.status === 200).catch(() => false);

  const outage = async (label) => {
    db.pause();
    const t0 = Date.now();
    const s = await sweep(server.url, rand, n++, seeded);
    const rows = report(`${label}: database stopped`, s);
    check(await alive(), `${label}: the site process keeps running`);
    check(s.pages.every((p) => p.status === 200 || p.status === 503 || (p.path === '/no-such-page' && p.status === 404)), `${label}: every page answers 200 or 503 (404 for the unknown page), never 500`, s.pages.filter((p) => ![200, 503, 404].includes(p.status)).map((p) => `${p.path} ${p.status}`).join(', '));
    check(s.apis.every((a) => (a.status === 200 && a.body?.success) || (a.status === 503 && a.body?.message === SERVICE_UNAVAILABLE)), `${label}: every API answers cached data (200) or 503 with "${SERVICE_UNAVAILABLE}"`, s.apis.filter((a) => !(a.status === 200 || a.status === 503)).map((a) => `${a.path} ${a.status}`).join(', '));
    check(s.forms.every((f) => f.status === 503 && f.body?.error === SERVICE_UNAVAILABLE), `${label}: POST /api/catering and /api/contact answer 503 (the forms show "Server error. Please try again later.")`, s.forms.map((f) => f.status).join(','));
    const uncached = s.pages.filter((p) => p.status === 200 && specText(p.text).length);
    figures[label] = {
      seconds: Math.round((Date.now() - t0) / 100) / 10,
      pages: Object.fromEntries(s.pages.map((p) => [p.path, p.status])),
      pagesShowingSpecError: uncached.map((p) => p.path),
      apis: Object.fromEntries(s.apis.map((a) => [a.path, a.status])),
      forms: Object.fromEntries(s.forms.map((f) => [f.path, f.status])),
      rows,
    };
    return s;
  };

  const recover = async (label) => {
    db.resume();
    const t0 = Date.now();
    let recoveredMs = null;
    for (let i = 0; i < 60; i++) {
      const r = await getJson(`${server.url}/api/test/submissions?counts`).catch(() => ({ status: 0 }));
      if (r.status === 200) {
        recoveredMs = Date.now() - t0;
        break;
      }
      await sleep(500);
    }
    check(recoveredMs !== null, `${label}: the site reaches the database again without a restart`, recoveredMs === null ? 'not within 30 s' : `${recoveredMs} ms after the database started`);
    const s = await sweep(server.url, rand, n++, seeded);
    report(`${label}: database back`, s);
    const bad = s.pages.filter((p) => p.status !== (p.path === '/no-such-page' ? 404 : 200) || (p.path !== '/no-such-page' && specText(p.text).some((t) => t !== 'No menu categories available')));
    check(bad.length === 0, `${label}: every page answers 200 with its content again (no cached error state)`, bad.map((p) => `${p.path} ${p.status} ${specText(p.text).join('/')}`).join(', '));
    check(s.apis.every((a) => a.status === 200 || (a.path === '/api/specials/homepage-special' && a.status === 404)), `${label}: every API answers 200 again`, s.apis.filter((a) => a.status !== 200).map((a) => `${a.path} ${a.status}`).join(', '));
    const locations = s.apis.find((a) => a.path === '/api/locations');
    check(locations.body?.data?.length === shops.length, `${label}: /api/locations lists all ${shops.length} shops (no empty list was cached during the outage)`, String(locations.body?.data?.length));
    check(s.forms.every((f) => f.status === 201), `${label}: both forms store again (201)`, s.forms.map((f) => f.status).join(','));
    figures[`${label} recovery ms`] = recoveredMs;
  };

  try {
    await outage('cold cache');
    await recover('cold cache');
    // Everything has now been read once: the data cache is warm.
    await outage('warm cache');
    await recover('warm cache');
  } finally {
    await server.stop();
    db.stop();
  }
  const warm = figures['warm cache'];
  if (warm) {
    const served = Object.entries(warm.pages).filter(([p, s]) => s === 200 && !warm.pagesShowingSpecError.includes(p)).map(([p]) => p);
    console.log(`\n  Note: with a warm data cache, ${served.length} of ${pageCount} pages still rendered their content during the outage (unstable_cache, 5-minute revalidation); the forms never pretend to succeed.`);
  }
  const ok = results.every((r) => r.ok);
  saveReport('drill-db-outage', { ok, figures, results });
  return { ok, figures };
}

await runIfMain(import.meta, run);
