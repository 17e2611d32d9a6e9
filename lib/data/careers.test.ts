import { formatSalary } from './careers';

describe('formatSalary: the pay range as the openings show it', () => {
  it('writes hourly pay in cents and yearly pay in whole dollars', () => {
    expect(formatSalary(1850, 2200, 'HOUR')).toBe('$18.50 - $22.00 / hour');
    expect(formatSalary(6_500_000, 7_800_000, 'YEAR')).toBe('$65,000 - $78,000 / year');
  });

  it('groups thousands in hourly pay as it does in yearly pay', () => {
    expect(formatSalary(99_999, 100_000, 'HOUR')).toBe('$999.99 - $1,000.00 / hour');
  });
});
