import { pickRandom } from './random';

describe('pickRandom', () => {
  const items = ['a', 'b', 'c', 'd'] as const;
  it('maps the random number onto the list, first to last', () => {
    expect(pickRandom(items, () => 0)).toBe('a');
    expect(pickRandom(items, () => 0.26)).toBe('b');
    expect(pickRandom(items, () => 0.999999)).toBe('d');
  });
  it('never runs past the end, even for a random() of exactly 1', () => {
    expect(pickRandom(items, () => 1)).toBe('d');
  });
  it('refuses an empty list', () => {
    expect(() => pickRandom([])).toThrow();
  });
});
