import { pickDistinct, pickRandom } from './random';

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

describe('pickDistinct', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];
  it('picks two different entries even when the random source repeats itself', () => {
    const picked = pickDistinct(five, 2, () => 0.5);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
  });
  it('copes with a random value at the very top of the range', () => {
    expect(pickDistinct(five, 2, () => 0.9999999)).toEqual(['e', 'd']);
  });
  it('returns what there is when the list is short', () => expect(pickDistinct(['a'], 2)).toEqual(['a']));
  it('does not change the list it was given', () => {
    pickDistinct(five, 3);
    expect(five).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('reaches every entry over many requests', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) pickDistinct(five, 2).forEach((x) => seen.add(x));
    expect(seen.size).toBe(5);
  });
});
