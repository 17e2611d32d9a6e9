import { closesAfterOpens, duplicatesIn, idPart, isIsoDate, isMonthDay, isPrice, isTimeOfDay } from './rules';

describe('content rules', () => {
  it('reads 24-hour times', () => {
    expect(isTimeOfDay('08:30')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('8:30')).toBe(false);
  });
  it('wants closing after opening', () => {
    expect(closesAfterOpens('08:30', '21:00')).toBe(true);
    expect(closesAfterOpens('21:00', '08:30')).toBe(false);
    expect(closesAfterOpens('09:00', '09:00')).toBe(false);
    expect(closesAfterOpens('9:00', '21:00')).toBe(false);
  });
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-11-2026')).toBe(false);
    expect(isMonthDay('12-31')).toBe(true);
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('13-01')).toBe(false);
  });
  it('refuses negative prices and fractions of a cent', () => {
    expect(isPrice(13.99)).toBe(true);
    expect(isPrice(0)).toBe(true);
    expect(isPrice(-1)).toBe(false);
    expect(isPrice(1.999)).toBe(false);
  });
  it('finds duplicates', () => {
    expect(duplicatesIn(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
    expect(duplicatesIn([])).toEqual([]);
  });
  it('makes stable id parts', () => {
    expect(idPart('Pulled Pork')).toBe('pulled_pork');
    expect(idPart('walnut-creek-parkside')).toBe('walnut_creek_parkside');
    expect(idPart("Kids' Meal #1")).toBe('kids_meal_1');
  });
});
