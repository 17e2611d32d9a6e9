// How much Lighthouse slows the CPU to emulate its mobile device on this machine.
//
// Lighthouse's mobile preset slows the host's CPU a fixed 4 times. That factor is made for a fast
// desktop (a benchmarkIndex of about 1,533, Lighthouse's own figure of the host's speed), where it
// lands on a mid-tier phone. On a slower host the same factor emulates a slower phone than that,
// and the score falls with the host's speed, not the site's: this 2-core machine has measured 890
// to 1,200, from run to run. Lighthouse's documentation asks to calibrate the factor from the
// benchmarkIndex; this is its maintainers' calculator
// (https://lighthouse-cpu-throttling-calculator.vercel.app/, Patrick Hulce), piecewise linear:
// 150 → 1x, 800 → 2x, 1,300 → 3x, 1,533 → 4x, 2,000 → 6x.

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
 * Whether a run measured the device it was meant to: Lighthouse reports the host's benchmarkIndex
 * of each run, and on this shared machine it moves within minutes (836 to 1,806 in one run of every
 * route). A run whose own index calls for a slowdown more than `tolerance` away from the one it ran
 * at emulated a faster or slower phone than the budget is for. Returns the slowdown to run it again
 * at, or null when the run stands.
 */
export function refitSlowdown(usedSlowdown, runBenchmarkIndex, tolerance = 0.3) {
  const fitted = cpuSlowdownFor(runBenchmarkIndex);
  return Math.abs(fitted - usedSlowdown) > tolerance + 1e-9 ? fitted : null;
}
