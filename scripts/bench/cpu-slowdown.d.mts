// Types for cpu-slowdown.mjs, for its tests.
export const DEFAULT_CPU_SLOWDOWN: number;
export function cpuSlowdownFor(benchmarkIndex: number): number;
export const READINGS_WINDOW: number;
export function slowdownForReadings(readings: number[], window?: number): number;
export function refitSlowdown(usedSlowdown: number, readings: number[], tolerance?: number): number | null;
