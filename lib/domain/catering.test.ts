import { isMenuInSeason, isServedOn, isShortNotice, leadDays, leadTimeWords, menuEstimate, menusAtAGlance, monthDayWords } from './catering';

const LEAD = { pickupDeliveryHours: 48, onsiteDays: 14 };

describe('catering lead times', () => {
  it('counts 48 hours as two calendar days and on-site in its own days', () => {
    expect(leadDays(false, LEAD)).toBe(2);
    expect(leadDays(false, { ...LEAD, pickupDeliveryHours: 72 })).toBe(3);
    expect(leadDays(false, { ...LEAD, pickupDeliveryHours: 30 })).toBe(2);
    expect(leadDays(true, LEAD)).toBe(14);
  });

  it('names the lead time in words', () => {
    expect(leadTimeWords(false, LEAD)).toBe('48 hours');
    expect(leadTimeWords(true, LEAD)).toBe('14 days');
    expect(leadTimeWords(true, { ...LEAD, onsiteDays: 1 })).toBe('1 day');
  });

  it('warns for pickup and delivery sooner than two days ahead', () => {
    const today = '2026-11-23';
    expect(isShortNotice('2026-11-23', today, false, LEAD)).toBe(true);
    expect(isShortNotice('2026-11-24', today, false, LEAD)).toBe(true);
    expect(isShortNotice('2026-11-25', today, false, LEAD)).toBe(false);
  });

  it('warns for on-site sooner than fourteen days ahead, across a month end', () => {
    const today = '2026-11-23';
    expect(isShortNotice('2026-12-06', today, true, LEAD)).toBe(true);
    expect(isShortNotice('2026-12-07', today, true, LEAD)).toBe(false);
  });

  it('says nothing about a missing or unreadable date', () => {
    expect(isShortNotice(undefined, '2026-11-23', true, LEAD)).toBe(false);
    expect(isShortNotice('', '2026-11-23', true, LEAD)).toBe(false);
    expect(isShortNotice('soon', '2026-11-23', true, LEAD)).toBe(false);
  });

  it('says nothing about a past date, which the form refuses on its own', () => {
    for (const onsite of [true, false]) {
      expect(isShortNotice('2026-11-22', '2026-11-23', onsite, LEAD)).toBe(false);
      expect(isShortNotice('2025-11-23', '2026-11-23', onsite, LEAD)).toBe(false);
    }
  });
});

describe('seasonal catering menus', () => {
  const holiday = { availableFrom: '11-01', availableTo: '12-31' };

  it('shows a menu inside its window, first and last day included, in Pacific time', () => {
    expect(isMenuInSeason(holiday, new Date('2026-11-01T08:00:00Z'))).toBe(true); // 00:00 on Nov 1 in California
    expect(isMenuInSeason(holiday, new Date('2026-11-01T06:59:00Z'))).toBe(false); // still Oct 31 in California
    expect(isMenuInSeason(holiday, new Date('2026-12-31T20:00:00Z'))).toBe(true);
    expect(isMenuInSeason(holiday, new Date('2027-01-01T07:59:00Z'))).toBe(true); // 11:59 PM Dec 31 in California
    expect(isMenuInSeason(holiday, new Date('2027-01-01T08:00:00Z'))).toBe(false);
    expect(isMenuInSeason(holiday, new Date('2026-07-04T18:00:00Z'))).toBe(false);
  });

  it('handles a window over New Year', () => {
    const winter = { availableFrom: '12-15', availableTo: '01-15' };
    expect(isMenuInSeason(winter, new Date('2026-12-20T18:00:00Z'))).toBe(true);
    expect(isMenuInSeason(winter, new Date('2027-01-10T18:00:00Z'))).toBe(true);
    expect(isMenuInSeason(winter, new Date('2027-02-01T18:00:00Z'))).toBe(false);
  });

  it('always shows a menu without a window', () => {
    expect(isMenuInSeason({ availableFrom: null, availableTo: null }, new Date('2026-07-04T18:00:00Z'))).toBe(true);
  });
});

describe('a catering card at a glance', () => {
  it('gives the lowest price per person and the smallest minimum among its menus', () => {
    const menus = [
      { pricePerPerson: 18.99, minimumGuests: 25 },
      { pricePerPerson: 13.99, minimumGuests: 40 },
      { pricePerPerson: 21.5, minimumGuests: 10 },
    ];
    expect(menusAtAGlance(menus)).toEqual({ fromPrice: 13.99, fromGuests: 10 });
  });

  it('gives the lowest listed price, skipping menus priced in their quote, and null when none lists one', () => {
    expect(menusAtAGlance([{ pricePerPerson: null, minimumGuests: 30 }, { pricePerPerson: 16, minimumGuests: 30 }]).fromPrice).toBe(16);
    expect(menusAtAGlance([{ pricePerPerson: null, minimumGuests: null }]).fromPrice).toBeNull();
    expect(menusAtAGlance([]).fromPrice).toBeNull();
  });

  it('gives no smallest party when one menu has no minimum: that menu serves any party', () => {
    expect(menusAtAGlance([{ pricePerPerson: 16, minimumGuests: 50 }, { pricePerPerson: null, minimumGuests: null }])).toEqual({ fromPrice: 16, fromGuests: null });
    expect(menusAtAGlance([{ pricePerPerson: null, minimumGuests: 30 }, { pricePerPerson: 16, minimumGuests: 50 }]).fromGuests).toBe(30);
    expect(menusAtAGlance([]).fromGuests).toBeNull();
  });
});

describe("the quote form's estimate", () => {
  const menu = { pricePerPerson: 12.99, minimumGuests: 10 };

  it('gives the total in whole dollars for a party at or above the minimum', () => {
    expect(menuEstimate(menu, 80)).toEqual({ kind: 'total', total: 1039, pricePerPerson: 12.99 });
    expect(menuEstimate(menu, 10)).toEqual({ kind: 'total', total: 130, pricePerPerson: 12.99 });
  });

  it('counts in cents, so a total that ends in exactly 50 cents rounds up', () => {
    // 18.99 x 50 is 949.4999... in floating-point dollars.
    expect(menuEstimate({ pricePerPerson: 18.99, minimumGuests: null }, 50)).toMatchObject({ total: 950 });
    expect(menuEstimate({ pricePerPerson: 12.99, minimumGuests: null }, 3)).toMatchObject({ total: 39 });
  });

  it('gives the minimum instead for a smaller party, priced or not', () => {
    expect(menuEstimate(menu, 9)).toEqual({ kind: 'below-minimum', minimum: 10 });
    expect(menuEstimate({ pricePerPerson: null, minimumGuests: 40 }, 12)).toEqual({ kind: 'below-minimum', minimum: 40 });
  });

  it('says nothing without a menu, a price or a whole guest count', () => {
    expect(menuEstimate(undefined, 80)).toBeNull();
    expect(menuEstimate({ pricePerPerson: null, minimumGuests: null }, 80)).toBeNull();
    expect(menuEstimate({ pricePerPerson: null, minimumGuests: 40 }, 80)).toBeNull();
    for (const guests of [Number.NaN, 0, -5, 12.5]) expect(menuEstimate(menu, guests)).toBeNull();
  });
});

describe('isServedOn: a seasonal menu and the event date', () => {
  const holiday = { availableFrom: '11-01', availableTo: '12-31' };
  const overNewYear = { availableFrom: '12-15', availableTo: '01-15' };

  it('serves a date in the window, its first and last days included', () => {
    for (const date of ['2026-11-01', '2026-12-31', '2027-11-20']) expect(isServedOn(holiday, date)).toBe(true);
    for (const date of ['2026-10-31', '2027-01-01', '2027-06-15']) expect(isServedOn(holiday, date)).toBe(false);
  });

  it('follows a window over New Year', () => {
    for (const date of ['2026-12-15', '2027-01-15', '2026-12-31']) expect(isServedOn(overNewYear, date)).toBe(true);
    for (const date of ['2026-12-14', '2027-01-16']) expect(isServedOn(overNewYear, date)).toBe(false);
  });

  it('says nothing against a year-round menu, or for a date not given or not readable', () => {
    expect(isServedOn({ availableFrom: null, availableTo: null }, '2027-06-15')).toBe(true);
    for (const date of [undefined, '', '2027-06', '2027-13-45']) expect(isServedOn(holiday, date)).toBe(true);
  });
});

it('monthDayWords: a window end in words', () => {
  expect(monthDayWords('11-01')).toBe('November 1');
  expect(monthDayWords('12-31')).toBe('December 31');
  expect(monthDayWords('02-29')).toBe('February 29');
});
