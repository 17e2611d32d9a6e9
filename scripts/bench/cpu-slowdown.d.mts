// Types for cpu-slowdown.mjs, for its tests.
export const DEFAULT_CPU_SLOWDOWN: number;
export function cpuSlowdownFor(benchmarkIndex: number): number;
export function refitSlowdown(usedSlowdown: number, runBenchmarkIndex: number, tolerance?: number): number | null;
