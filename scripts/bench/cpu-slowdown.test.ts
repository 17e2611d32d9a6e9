import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, READINGS_WINDOW, refitSlowdown, slowdownForReadings } from './cpu-slowdown.mjs';

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

test('the slowdown is fitted to the median of the latest readings, so one odd reading moves nothing', () => {
  expect(slowdownForReadings([950])).toBe(cpuSlowdownFor(950));
  expect(slowdownForReadings([900, 2900, 1000])).toBe(cpuSlowdownFor(1000));
  // Only the last READINGS_WINDOW count: an hour-old slow spell is forgotten.
  const old = Array.from({ length: 20 }, () => 600);
  const now = Array.from({ length: READINGS_WINDOW }, () => 1300);
  expect(slowdownForReadings([...old, ...now])).toBe(3);
  expect(slowdownForReadings([1000, 2000], 1)).toBe(6);
  expect(() => slowdownForReadings([])).toThrow('no benchmarkIndex reading');
});

test('a run stands when the latest readings call for about the slowdown it ran at, else it is run again at the fitted one', () => {
  // Calibrated at 2.3x (a host of about 950).
  const steady = [940, 960, 950, 945, 955, 950, 948, 952];
  expect(refitSlowdown(2.3, [...steady, 950])).toBeNull();
  expect(refitSlowdown(2.3, [1090])).toBeNull(); // 2.6x: within 0.3
  expect(refitSlowdown(2.3, [800])).toBeNull(); // 2x: within 0.3
  // One run that read a far faster host among steady readings: noise, the run stands.
  expect(refitSlowdown(2.3, [...steady, 2900])).toBeNull();
  // The host sped up for most of the latest readings: at 2.3x it emulated a faster phone than meant.
  const faster = [...steady.slice(0, 3), 1700, 1750, 1680, 1720, 1710, 1700];
  expect(refitSlowdown(2.3, faster)).toBe(slowdownForReadings(faster));
  expect(slowdownForReadings(faster)).toBeGreaterThan(2.3 + 0.3);
  // It slowed down: a slower one.
  const slower = [...steady.slice(0, 3), 500, 520, 480, 510, 490, 500];
  expect(refitSlowdown(2.3, slower)).toBe(slowdownForReadings(slower));
  expect(slowdownForReadings(slower)).toBeLessThan(2.3 - 0.3);
  expect(refitSlowdown(4, [1533], 0)).toBeNull();
  expect(refitSlowdown(4, [1300], 0.5)).toBe(3);
});
