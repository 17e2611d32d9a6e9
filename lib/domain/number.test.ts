import { countInWords, formatInteger, shopsInRegion } from './number';

describe('formatInteger', () => {
  it('groups thousands the US way and rounds to a whole number', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1234)).toBe('1,234');
    expect(formatInteger(65000)).toBe('65,000');
    expect(formatInteger(1234567.5)).toBe('1,234,568');
    expect(formatInteger(2.4)).toBe('2');
  });
});

describe('countInWords', () => {
  it('spells one to nine and writes 10 and up in figures', () => {
    expect(countInWords(1)).toBe('one');
    expect(countInWords(4)).toBe('four');
    expect(countInWords(9)).toBe('nine');
    expect(countInWords(10)).toBe('10');
    expect(countInWords(1200)).toBe('1,200');
  });
});

describe('shopsInRegion', () => {
  it('counts the shops in the region', () => {
    expect(shopsInRegion(7, 'East Bay')).toBe('seven East Bay shops');
    expect(shopsInRegion(1, 'Tri-Valley')).toBe('one Tri-Valley shop');
    expect(shopsInRegion(12, 'Bay Area')).toBe('12 Bay Area shops');
  });

  it('names the region alone when the shops could not be counted', () => {
    expect(shopsInRegion(0, 'East Bay')).toBe('East Bay shops');
  });
});
