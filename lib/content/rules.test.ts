import { closesAfterOpens, duplicatesIn, idPart, isIsoDate, isMonthDay, isPrice, isTimeOfDay, nameClashes, typedPriceProblem } from './rules';

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
  it('takes 00:00 as a closing time for midnight, the end of the day the shop opened', () => {
    expect(closesAfterOpens('11:00', '00:00')).toBe(true);
    expect(closesAfterOpens('23:59', '00:00')).toBe(true);
    // Not a day that opens at midnight and closes at it: no shop opens around the clock.
    expect(closesAfterOpens('00:00', '00:00')).toBe(false);
    expect(closesAfterOpens('11:00', '00:30')).toBe(false);
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

describe('typedPriceProblem', () => {
  it('takes dollars with up to two decimals, and an empty optional price', () => {
    for (const typed of ['12.50', '12.5', '12', '0', ' 1250 ', '0.99']) expect(typedPriceProblem('Price', typed, true)).toBeUndefined();
    expect(typedPriceProblem('Price', '', false)).toBeUndefined();
  });

  it('refuses, in words, what a number box would have misread or rounded', () => {
    expect(typedPriceProblem('Price', '12,50', true)).toBe('Price: use a dot for the cents and no commas, such as 12.50 or 1250.');
    expect(typedPriceProblem('Price', '1,250.00', true)).toMatch(/no commas/);
    expect(typedPriceProblem('Price', '12.999', true)).toBe('Price has at most two decimals (cents), such as 12.50.');
    expect(typedPriceProblem('Price', '$12', true)).toMatch(/without the \$ sign/);
    expect(typedPriceProblem('Price', '-3', true)).toBe('Price must be zero or more.');
    expect(typedPriceProblem('Price', 'twelve', true)).toBe('Price must be an amount in dollars, such as 12.50.');
    expect(typedPriceProblem('Price', '1e3', true)).toMatch(/amount in dollars/);
    expect(typedPriceProblem('Lowest pay', ' ', true)).toBe('Lowest pay is required.');
  });
});

describe('nameClashes', () => {
  it('pairs each later name with the first that reads the same, case and punctuation aside', () => {
    expect(nameClashes(['Potato Salad', 'Coleslaw', 'potato salad!', 'POTATO-SALAD'])).toEqual([
      { first: 0, later: 2 },
      { first: 0, later: 3 },
    ]);
    expect(nameClashes(['Sides', 'Salads'])).toEqual([]);
  });
});
