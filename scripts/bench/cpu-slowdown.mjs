// How much Lighthouse slows the CPU to emulate its mobile device on this machine.
//
// Lighthouse's mobile preset slows the host's CPU a fixed 4 times. That factor is made for a fast
// desktop (a benchmarkIndex of about 1,533, Lighthouse's own figure of the host's speed), where it
// lands on a mid-tier phone. On a slower host the same factor emulates a slower phone than that,
// and the score falls with the host's speed, not the site's: this 2-core machine has read from 634
// to 2,925, from one run to the next. Lighthouse's documentation asks to calibrate the factor from the
// benchmarkIndex; this is its maintainers' calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, Patrick Hulce), piecewise linear:
// 150 → 1x, 800 → 2x, 1,300 → 3x, 1,533 → 4x, 2,000 → 6x.

import { median } from './lib.mjs';

/** Lighthouse's fixed mobile slowdown, for runs that ask for it (`--cpu=4`). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that emulates Lighthouse's mobile device on a host of this benchmarkIndex,
 * rounded to a tenth. Below 150 the host is itself slower than that device: no slowdown.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 10) / 10;
}

/**
 * How many of the latest benchmarkIndex readings the host's speed is judged from. One reading is
 * one second of two loops in the page, and on this shared machine it is mostly noise: thirty
 * readings in a row in one tab ran from 1,517 to 2,662 while a fixed loop timed in the same tab
 * after each took 157-168 ms. Over sets of 24 unthrottled runs of two routes, the pages'
 * main-thread work moved as the reading's -0.02th to -0.44th power, not the -1st the
 * calculator's line assumes. Fitted run by run, a route's simulated main-thread work varied by
 * 17-32% (coefficient of variation); fitted to the readings' median, by 10-20%. The median of the
 * last nine (about a minute and a half of runs) still follows the host when its speed really
 * moves. `node scripts/bench/host-speed.mjs` measures all of this again.
 */
export const READINGS_WINDOW = 9;

/** The slowdown for the host as its latest readings show it: the median of the last `window`. */
export function slowdownForReadings(readings, window = READINGS_WINDOW) {
  if (readings.length === 0) throw new Error('no benchmarkIndex reading to fit a slowdown to');
  return cpuSlowdownFor(median(readings.slice(-window)));
}

/**
 * Whether a run measured the device it was meant to: Lighthouse reports the host's benchmarkIndex
 * of each run, and on this shared machine its level moves within minutes. A run whose readings
 * (its own last) call for a slowdown more than `tolerance` away from the one it ran at emulated a
 * faster or slower phone than the budget is for. Returns the slowdown to run it again at, or null
 * when the run stands.
 */
export function refitSlowdown(usedSlowdown, readings, tolerance = 0.3) {
  const fitted = slowdownForReadings(readings);
  return Math.abs(fitted - usedSlowdown) > tolerance + 1e-9 ? fitted : null;
}
