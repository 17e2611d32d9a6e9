// npm run bench:lighthouse [-- --routes=/,/menu | --key] [-- --runs=5 --check --http1 --cpu=4 --no-floor]
// Lighthouse (mobile preset, simulated throttling) on every route of the site against
// the production build, N runs each (default 5, taken in rounds over all the routes), median
// reported: the four category scores, LCP, TBT, CLS and transferred bytes. With --check, exits 1 when a category is below its budget.
// Beside the routes, in the same rounds and at the same slowdown, the framework floor: a blank
// Next.js app (lib.mjs builds it), its performance alone. How far the site stands from the floor
// is the site's part of a score; the floor's own distance from the budget is the framework's on
// this host. Left out with --no-floor, and when --routes names the routes (an A/B of a few pages).
// The CPU slowdown is calibrated to this machine (cpu-slowdown.mjs says why) from the median of
// the latest benchmarkIndex readings, three warm-up runs of the first route (not counted) first,
// and kept fitted: a run after which those readings call for another slowdown is run again at that
// one (up to 3 times); --cpu=4 uses Lighthouse's fixed factor instead.
// --key: only the key routes (home, a menu category, a shop, the catering request). The shop and
// the category pages are the first the server serves, read from its API.
// The site is measured over HTTP/2, as deployed (scripts/bench/http2-front.mjs says why);
// --http1 measures `next start` as it is, over HTTP/1.1, as this script did before.
import lighthouse from 'lighthouse';
import path from 'node:path';
import { READINGS_WINDOW, refitSlowdown, slowdownForReadings } from './cpu-slowdown.mjs';
import { BUDGETS, FLOOR_ROUTE, budgetMisses } from './lighthouse-budget.mjs';
import { ROOT, floorApp, keyRoutesFor, median, routesFor, saveReport, servedContent, table } from './lib.mjs';
import { launchLighthouseChrome, startLighthouseSite } from './lighthouse-site.mjs';

const CATEGORIES = Object.keys(BUDGETS);

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
// Five runs a route: Lighthouse's maintainers measured the median of five to be twice as stable as
// one run. With three, two runs of a route caught in one of this host's slow spells (its speed
// moves within minutes) set that route's median.
const runs = Number(arg('runs', 5));
if (!(Number.isInteger(runs) && runs >= 1)) throw new Error(`--runs takes a whole number of runs, 1 or more, not ${arg('runs', '')}`);
const check = process.argv.includes('--check');
const port = Number(arg('port', 3700));
const fixedCpu = arg('cpu', '');
if (fixedCpu && !(Number(fixedCpu) >= 1)) throw new Error(`--cpu takes a slowdown factor of 1 or more, not ${fixedCpu}`);

const http1 = process.argv.includes('--http1');
const given = arg('routes', '');
const withFloor = !given && !process.argv.includes('--no-floor');
// Built (once per Next version) before any server starts, so a failed build leaves none running.
const floorDir = withFloor ? floorApp().dir : null;
// Started in the try below, whose finally stops whatever did start.
let site = null;
let floorSite = null;
let chrome = null;
let protocol = '';

const results = [];
let cpuSlowdown = Number(fixedCpu);
/** Every run's benchmarkIndex in order, counted or not: the slowdown follows the latest. */
const readings = [];
/** Each counted run: its route, the slowdown it ran at and the host's benchmarkIndex during it. */
const counted = [];
const MAX_REFITS = 3;
let refits = 0;
let unfitted = 0;
/** Runs Lighthouse gave no scores for (its runtimeError), each measured again. */
let noScore = 0;
const MAX_NO_SCORE = 5;
/**
 * One Lighthouse run at the chosen CPU slowdown (Lighthouse's own when none is chosen yet). A run
 * that ends without scores (Lighthouse's runtimeError: the page did not paint in time, the
 * protocol timed out; or a category left without a score because one of its audits errored)
 * says nothing about the page; it is measured again, and after
 * MAX_NO_SCORE such runs in a row the bench stops with Lighthouse's error rather than count 0.
 */
async function measure({ route, url, categories }) {
  const throttling = cpuSlowdown ? { cpuSlowdownMultiplier: cpuSlowdown } : {};
  for (let tries = 1; ; tries++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, throttling });
    if (cpuSlowdown && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) throw new Error('Lighthouse did not take the CPU slowdown');
    const unscored = categories.filter((c) => typeof lhr.categories[c]?.score !== 'number');
    if (!lhr.runtimeError && unscored.length === 0) {
      readings.push(lhr.environment.benchmarkIndex);
      return lhr;
    }
    const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : `no score for ${unscored.join(', ')}`;
    if (tries === MAX_NO_SCORE) throw new Error(`${route}: Lighthouse gave no scores ${MAX_NO_SCORE} times in a row (${why})`);
    noScore++;
    console.error(`${route}: Lighthouse gave no scores (${why}); measuring again`);
  }
}
try {
  site = await startLighthouseSite({ port, http1 });
  protocol = site.protocol;
  const routes = given ? given.split(',') : await servedContent(site.serverUrl).then((content) => (process.argv.includes('--key') ? keyRoutesFor(content) : routesFor(content)));
  // The floor's server answers on the two ports after the site's (server, then its HTTP/2 front).
  floorSite = floorDir ? await startLighthouseSite({ port: port + 2, http1, dir: floorDir }) : null;
  /** What each run measures: the site's routes with every category, the floor with performance only (a blank page has no title to score). */
  const targets = [
    ...routes.map((route) => ({ route, url: `${site.url}${route}`, categories: CATEGORIES })),
    ...(floorSite ? [{ route: FLOOR_ROUTE, url: `${floorSite.url}/`, categories: ['performance'] }] : []),
  ];
  chrome = await launchLighthouseChrome(site);
  if (!cpuSlowdown) {
    // Three runs of the first route, not counted, say how fast this machine is now (the median of
    // their readings: one alone is mostly noise); they also warm the server (its first renders,
    // the pictures' first encodings) as a deployment's cache is.
    for (let i = 0; i < 3; i++) await measure(targets[0]);
    cpuSlowdown = slowdownForReadings(readings);
    console.error(`benchmarkIndex ${readings.map(Math.round).join(', ')}: CPU slowdown ${cpuSlowdown}x (Lighthouse's fixed factor is 4x, made for about 1,533)`);
  }
  // The runs go round the routes, one run of each route a round, rather than all of one route's
  // runs in a row: this host's speed moves in spells of minutes, and five runs in a row could all
  // fall in one spell and set that route's median; spread over the whole bench, a spell touches a
  // few routes once each, and each route's median is of runs taken apart.
  const samplesOf = new Map(targets.map(({ route }) => [route, []]));
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const { route, categories } = target;
      let lhr = await measure(target);
      let ranAt = cpuSlowdown;
      if (!fixedCpu) {
        // The host's speed moved since the slowdown was fitted (the median of the latest readings,
        // this run's among them, says so): this run emulated another phone.
        let tries = 0;
        for (let next; (next = refitSlowdown(ranAt, readings)) !== null; tries++) {
          // The next run starts from the latest fit, counted or not.
          cpuSlowdown = next;
          if (tries === MAX_REFITS) {
            unfitted++;
            break;
          }
          refits++;
          lhr = await measure(target);
          ranAt = cpuSlowdown;
        }
      }
      counted.push({ route, cpuSlowdown: ranAt, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
      samplesOf.get(route).push({
        scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c].score])),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        bytes: lhr.audits['total-byte-weight'].numericValue,
        failing: categories.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => `${c}:${ref.id}`),
        ),
      });
    }
    console.error(`round ${i + 1} of ${runs}: ${targets.map(({ route }) => `${route} ${samplesOf.get(route)[i].scores.performance}`).join(', ')}`);
  }
  for (const { route, categories } of targets) {
    const samples = samplesOf.get(route);
    const row = {
      route,
      ...Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s.scores[c]))])),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      bytes: median(samples.map((s) => s.bytes)),
      failing: [...new Set(samples.flatMap((s) => s.failing))],
    };
    results.push(row);
    console.error(`${route}: ${categories.map((c) => `${c} ${row[c]}`).join(' ')}`);
  }
} finally {
  await chrome?.kill();
  await site?.stop();
  await floorSite?.stop();
}

const score = (value) => (value === undefined ? '-' : value.toFixed(2));

console.log(
  '\n' +
    table(
      results.map((r) => ({
        route: r.route,
        perf: score(r.performance),
        a11y: score(r.accessibility),
        'best-pr': score(r['best-practices']),
        seo: score(r.seo),
        'LCP ms': Math.round(r.lcp),
        'TBT ms': Math.round(r.tbt),
        CLS: r.cls.toFixed(3),
        'KB transferred': (r.bytes / 1024).toFixed(0),
      })),
      ['route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB transferred'],
    ),
);
for (const r of results) if (r.failing.length) console.log(`  ${r.route} audits below 1: ${r.failing.join(', ')}`);
const floorRow = results.find((r) => r.route === FLOOR_ROUTE);
if (floorRow) {
  console.log(
    `\nThe floor, a blank Next.js app of the same version (one server page, a paragraph, no code of ours), measured in the same rounds at the same slowdown: ` +
      `${floorRow.performance.toFixed(2)}, what a page with nothing of ours on it scores on this host now. The budget of ${BUDGETS.performance} is for the site's routes only.`,
  );
}
const measuredIndexes = counted.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
const usedSlowdowns = counted.map((r) => r.cpuSlowdown).sort((a, b) => a - b);
const slowdownText = usedSlowdowns[0] === usedSlowdowns.at(-1) ? `${usedSlowdowns[0]}x` : `${usedSlowdowns[0]}-${usedSlowdowns.at(-1)}x`;
const file = saveReport(check ? 'lighthouse-check' : 'lighthouse', {
  runs,
  protocol,
  cpuCalibrated: !fixedCpu,
  refits,
  unfitted,
  noScore,
  benchmarkIndexes: measuredIndexes,
  countedRuns: counted,
  budgets: BUDGETS,
  results,
});
console.log(
  `\nSaved ${path.relative(ROOT, file)} (median of ${runs} run${runs === 1 ? '' : 's'} per route, mobile preset, over ${protocol}, ` +
    `CPU slowdown ${slowdownText} ${fixedCpu ? 'as asked' : `fitted to the median of the host's latest ${READINGS_WINDOW} benchmarkIndex readings, run by run (${refits} run${refits === 1 ? '' : 's'} measured again at a refitted slowdown, ${unfitted} counted unfitted after ${MAX_REFITS} tries)`}; ` +
    (noScore ? `${noScore} run${noScore === 1 ? '' : 's'} without scores measured again; ` : '') +
    `benchmarkIndex during the counted runs ${measuredIndexes[0]}-${measuredIndexes.at(-1)})`,
);

if (check) {
  const below = budgetMisses(results);
  if (below.length) {
    console.error(`\nLighthouse budget not met:\n  ${below.join('\n  ')}`);
    process.exit(1);
  }
}
