import { formatInteger } from './number';

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
