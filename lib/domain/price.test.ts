import { formatPrice, formatUsd, formatWholeUsd, spokenPrice } from './price';

describe('menu prices with their unit', () => {
  it('writes dollars with cents', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
  });

  it('writes a rough figure in whole dollars', () => {
    expect(formatWholeUsd(1039)).toBe('$1,039');
    expect(formatWholeUsd(949.5)).toBe('$950');
  });

  it('says what the price buys', () => {
    expect(formatPrice(13.99)).toBe('$13.99 each');
    expect(formatPrice(13.99, 'each')).toBe('$13.99 each');
    expect(formatPrice(22.99, 'lb')).toBe('$22.99 / lb');
    expect(formatPrice(12.99, 'half-lb')).toBe('$12.99 / half lb');
    expect(formatPrice(18, 'dozen')).toBe('$18.00 / dozen');
    expect(formatPrice(89, 'tray')).toBe('$89.00 / tray');
    expect(formatPrice(64.99, 'serves', 4)).toBe('$64.99, serves 4');
    expect(formatPrice(899, 'serves', 1200)).toBe('$899.00, serves 1,200');
  });

  it('does not invent a head count for a pack without one', () => {
    expect(formatPrice(64.99, 'serves', null)).toBe('$64.99');
  });

  it('spells the short units out for screen readers', () => {
    expect(spokenPrice(22.99, 'lb')).toBe('$22.99 per pound');
    expect(spokenPrice(12.99, 'half-lb')).toBe('$12.99 per half pound');
    expect(spokenPrice(13.99, 'each')).toBe('$13.99 each');
    expect(spokenPrice(64.99, 'serves', 4)).toBe('$64.99, serves 4');
  });
});
