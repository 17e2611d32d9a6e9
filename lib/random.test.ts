import { pickDistinct, pickRandom } from './random';

describe('pickRandom', () => {
  it('maps the random number onto the list', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.999)).toBe('c');
  });
  it('reaches every item over many draws', () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickRandom([1, 2, 3, 4])));
    expect(seen).toEqual(new Set([1, 2, 3, 4]));
  });
  it('refuses an empty list', () => expect(() => pickRandom([])).toThrow());
});

describe('pickDistinct', () => {
  it('returns different items', () => {
    for (let i = 0; i < 50; i++) {
      const two = pickDistinct([1, 2, 3, 4, 5], 2);
      expect(two).toHaveLength(2);
      expect(two[0]).not.toBe(two[1]);
    }
  });
  it('never returns more than there are', () => expect(pickDistinct([1], 2)).toEqual([1]));
});
