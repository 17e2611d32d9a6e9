// node scripts/bench/host-speed.mjs [--readings=30 --rounds=12 --routes=/,/locations]
// How well Lighthouse's benchmarkIndex tells this host's speed, which bench:lighthouse's CPU
// slowdown is fitted to (cpu-slowdown.mjs). Against the production build (`npm run build` first):
// 1. Lighthouse's own benchmark function, evaluated again and again in one headless tab, each
//    reading followed by a fixed integer loop timed in the same tab: a steady loop beside moving
//    readings is noise in the readings, not the host.
// 2. Unthrottled Lighthouse runs of the routes in turn: each run's reading beside the page's
//    main-thread work. If the readings told the host's speed, the work would move as the
//    reading's -1st power, as the fitted slowdown moves as about its first; the slope printed is
//    the power it did move as. Last, how much the simulated work (work x slowdown) of each route
//    varies with the slowdown fitted run by run, and fitted to the median of the readings.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './cpu-slowdown.mjs';
import { median, table } from './lib.mjs';
import { CHROME_PATH, launchLighthouseChrome, startLighthouseSite } from './lighthouse-site.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const readingsWanted = Number(arg('readings', 30));
const rounds = Number(arg('rounds', 12));
const routes = arg('routes', '/,/locations').split(',');

const range = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} (median ${Math.round(median(values))})`;
// A fixed amount of integer work, timed in the same tab right after each reading: the host's own
// speed, free of the garbage collector and the memory the benchmark leans on. Evaluated afresh
// each time, it runs at the same compiler tier every time.
const FIXED_LOOP = '(() => { const t = performance.now(); let x = 0; for (let i = 0; i < 3e7; i++) x = (x * 31 + i) | 0; return performance.now() - t + (x & 0); })()';
const coefficientOfVariation = (values) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) / mean;
};

// 1. Readings in a row in one tab.
const browser = await chromium.launch({ executablePath: CHROME_PATH });
const tab = await browser.newPage();
const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
const pairs = [];
for (let i = 0; i < readingsWanted; i++) pairs.push({ reading: await tab.evaluate(benchmark), loop: await tab.evaluate(FIXED_LOOP) });
await browser.close();
console.log(`${readingsWanted} benchmarkIndex readings in a row in one tab: ${range(pairs.map((p) => p.reading))}`);
console.log(`a fixed loop timed after each, in the same tab: ${range(pairs.map((p) => p.loop))} ms`);

// 2. Unthrottled Lighthouse runs: reading against the page's main-thread work.
const site = await startLighthouseSite({ port: Number(arg('port', 3720)) });
const chrome = await launchLighthouseChrome(site);
const runs = [];
try {
  const run = (route) => lighthouse(`${site.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: 1 } });
  await run(routes[0]); // warms the server, not counted
  for (let i = 0; i < rounds; i++) {
    for (const route of routes) {
      const { lhr } = await run(route);
      if (lhr.runtimeError) continue; // no trace, nothing to compare
      const work = (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).reduce((sum, item) => sum + item.duration, 0);
      runs.push({ route, reading: lhr.environment.benchmarkIndex, work });
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
}

// The power the work moved as: the slope of log(work / the route's median work) on log(reading).
const points = routes.flatMap((route) => {
  const own = runs.filter((r) => r.route === route);
  const typical = median(own.map((r) => r.work));
  return own.map((r) => [Math.log(r.reading), Math.log(r.work / typical)]);
});
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const mx = mean(points.map((p) => p[0]));
const my = mean(points.map((p) => p[1]));
const slope = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / points.reduce((s, [x]) => s + (x - mx) ** 2, 0);

console.log(`\n${runs.length} unthrottled Lighthouse runs; readings ${range(runs.map((r) => r.reading))}`);
console.log(
  table(
    routes.map((route) => {
      const own = runs.filter((r) => r.route === route);
      const fittedToMedian = cpuSlowdownFor(median(own.map((r) => r.reading)));
      return {
        route,
        runs: own.length,
        'main-thread ms': range(own.map((r) => r.work)),
        'simulated work varies, fitted run by run': `${Math.round(100 * coefficientOfVariation(own.map((r) => r.work * cpuSlowdownFor(r.reading))))}%`,
        'fitted to the median': `${Math.round(100 * coefficientOfVariation(own.map((r) => r.work * fittedToMedian)))}%`,
      };
    }),
    ['route', 'runs', 'main-thread ms', 'simulated work varies, fitted run by run', 'fitted to the median'],
  ),
);
console.log(`\nThe work moved as the reading's ${slope.toFixed(2)} power (-1 if the readings told the host's speed).`);
