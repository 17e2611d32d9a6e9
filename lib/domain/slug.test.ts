import { decodeSegment, findLocation } from './slug';

const shop = (slug: string, name: string) => ({ _id: `loc_${slug.replace(/-/g, '_')}`, slug, name });

describe('findLocation', () => {
  const renamed = shop('river-town', 'River Town Main Street');
  const newcomer = shop('river-town-hills', 'River Town');
  // The newcomer comes first in the list, as a shop placed earlier would.
  const all = [newcomer, renamed];

  it("finds a shop by its own address before another shop's name", () => {
    expect(findLocation(all, 'river-town')).toBe(renamed);
    expect(findLocation(all, 'River Town')).toBe(renamed);
  });

  it('finds a shop by its _id, and by its name in any case with spaces or dashes', () => {
    expect(findLocation(all, renamed._id)).toBe(renamed);
    expect(findLocation(all, 'river town main street')).toBe(renamed);
    expect(findLocation(all, 'RIVER_TOWN-hills')).toBe(newcomer);
    expect(findLocation(all, 'nowhere')).toBeNull();
  });
});

describe('decodeSegment', () => {
  it('decodes what was encoded twice, and keeps a lone % as it is', () => {
    expect(decodeSegment('walnut%20creek')).toBe('walnut creek');
    expect(decodeSegment('%')).toBe('%');
    expect(decodeSegment('100%zz')).toBe('100%zz');
  });
});
