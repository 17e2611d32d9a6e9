import { clockFrom } from './clock';

it('a clock from a given instant starts there and runs on with real time', () => {
  let real = 1_000_000;
  const start = new Date('2026-12-24T18:00:00.000Z');
  const now = clockFrom(start, () => real);
  expect(now()).toEqual(start);
  real += 90_000;
  expect(now()).toEqual(new Date(start.getTime() + 90_000));
});
