import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, refitSlowdown } from './cpu-slowdown.mjs';

test("Lighthouse's fixed 4x belongs to a host of benchmarkIndex 1,533, and the calculator's other anchors hold", () => {
  expect(cpuSlowdownFor(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
  expect(cpuSlowdownFor(2000)).toBe(6);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(150)).toBe(1);
});

test('a slower host is slowed less, linearly between the anchors, and never sped up', () => {
  expect(cpuSlowdownFor(1050)).toBe(2.5);
  expect(cpuSlowdownFor(475)).toBe(1.5);
  expect(cpuSlowdownFor(100)).toBe(1);
  const hosts = [200, 500, 799, 800, 1000, 1299, 1300, 1533, 1800];
  const factors = hosts.map(cpuSlowdownFor);
  expect([...factors].sort((a, b) => a - b)).toEqual(factors);
});

test('a missing benchmarkIndex is an error, not a guess', () => {
  expect(() => cpuSlowdownFor(Number.NaN)).toThrow('not a benchmarkIndex');
  expect(() => cpuSlowdownFor(0)).toThrow('not a benchmarkIndex');
});

test('a run stands when its own benchmarkIndex calls for about the slowdown it ran at, else it is run again at the fitted one', () => {
  // Calibrated at 2.3x (a host of about 950).
  expect(refitSlowdown(2.3, 950)).toBeNull();
  expect(refitSlowdown(2.3, 1090)).toBeNull(); // 2.6x: within 0.3
  expect(refitSlowdown(2.3, 800)).toBeNull(); // 2x: within 0.3
  expect(refitSlowdown(2.3, 1700)).toBe(cpuSlowdownFor(1700)); // the host sped up: at 2.3x it emulated a faster phone than meant
  expect(refitSlowdown(2.3, 500)).toBe(cpuSlowdownFor(500)); // the host slowed down: a slower one
  expect(refitSlowdown(4, 1533, 0)).toBeNull();
  expect(refitSlowdown(4, 1300, 0.5)).toBe(3);
});
