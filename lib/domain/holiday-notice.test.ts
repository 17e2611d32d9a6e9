import type { HoursOverride } from './hours';
import { allClosedToday, closureSentence, specialsBackOn, upcomingClosures, type ShopDates } from './holiday-notice';

const thanksgiving: HoursOverride = { date: '2026-11-26', label: 'Thanksgiving Day', closed: true };
const christmasEve: HoursOverride = { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' };
const christmas: HoursOverride = { date: '2026-12-25', label: 'Christmas Day', closed: true };
const newYear: HoursOverride = { date: '2027-01-01', label: "New Year's Day", closed: true };
const shared = [thanksgiving, christmasEve, christmas, newYear];
const shops: ShopDates[] = [
  { name: 'Alpha', hoursOverrides: shared },
  { name: 'Bravo', hoursOverrides: shared },
  { name: 'Charlie', hoursOverrides: [christmasEve, christmas, newYear] },
];
/** Noon Pacific (UTC-8 in November and December) on a date. */
const noon = (date: string) => new Date(`${date}T20:00:00Z`);

describe('upcomingClosures: the notice window', () => {
  it('starts exactly `daysBefore` days ahead of the closure', () => {
    expect(upcomingClosures(shops, noon('2026-11-18'), 7)).toEqual([]);
    expect(upcomingClosures(shops, noon('2026-11-19'), 7).map((c) => c.date)).toEqual(['2026-11-26']);
  });
  it('runs through the day itself and ends the day after', () => {
    expect(upcomingClosures(shops, noon('2026-11-26'), 7).map((c) => c.label)).toEqual(['Thanksgiving Day']);
    expect(upcomingClosures(shops, noon('2026-11-27'), 7)).toEqual([]);
  });
  it('counts days in the business time zone, not the server zone', () => {
    // 2026-11-27 at 07:30 UTC is still 11:30 PM on Thanksgiving in California.
    expect(upcomingClosures(shops, new Date('2026-11-27T07:30:00Z'), 0).map((c) => c.label)).toEqual(['Thanksgiving Day']);
    expect(upcomingClosures(shops, new Date('2026-11-27T08:00:00Z'), 0)).toEqual([]);
  });
  it('with 0 days shows only on the day', () => {
    expect(upcomingClosures(shops, noon('2026-11-25'), 0)).toEqual([]);
    expect(upcomingClosures(shops, noon('2026-11-26'), 0)).toHaveLength(1);
  });
  it('ignores special hours (open, only shorter)', () => {
    expect(upcomingClosures(shops, noon('2026-12-24'), 0)).toEqual([]);
  });
  it('lists every closure in the window, soonest first', () => {
    expect(upcomingClosures(shops, noon('2026-12-24'), 8).map((c) => c.date)).toEqual(['2026-12-25', '2027-01-01']);
  });
});

describe('upcomingClosures: which shops', () => {
  it('names only the shops that close, in the shops order', () => {
    const [c] = upcomingClosures(shops, noon('2026-11-20'), 7);
    expect(c).toEqual({ date: '2026-11-26', label: 'Thanksgiving Day', shops: ['Alpha', 'Bravo'], allShops: false });
  });
  it('says all shops when every shop closes', () => {
    const [c] = upcomingClosures(shops, noon('2026-12-20'), 7);
    expect(c.allShops).toBe(true);
    expect(c.shops).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });
  it("keeps a shop's own closure on the same date apart from the shared holiday", () => {
    const own = [...shops.slice(0, 2), { name: 'Charlie', hoursOverrides: [{ date: '2026-11-26', label: 'Inventory', closed: true }] }];
    expect(upcomingClosures(own, noon('2026-11-26'), 0)).toEqual([
      { date: '2026-11-26', label: 'Inventory', shops: ['Charlie'], allShops: false },
      { date: '2026-11-26', label: 'Thanksgiving Day', shops: ['Alpha', 'Bravo'], allShops: false },
    ]);
  });
  it('has nothing to say without shops', () => {
    expect(upcomingClosures([], noon('2026-11-26'), 7)).toEqual([]);
  });
});

describe('allClosedToday: the holiday no shop is open for today', () => {
  it('names it only on the day, and only when every shop closes for it', () => {
    expect(allClosedToday(shops, noon('2026-12-25'))).toBe('Christmas Day');
    expect(allClosedToday(shops, noon('2026-12-24'))).toBeNull();
    // Thanksgiving closes two of the three.
    expect(allClosedToday(shops, noon('2026-11-26'))).toBeNull();
  });
});

describe('closureSentence', () => {
  it('names the day, its date and the shops', () => {
    expect(closureSentence({ date: '2026-11-26', label: 'Thanksgiving Day', shops: ['Concord', 'Martinez', 'Hercules'], allShops: false })).toBe(
      'Thanksgiving Day (Thursday, November 26): closed at Concord, Martinez, and Hercules.',
    );
    expect(closureSentence({ date: '2026-11-26', label: 'Thanksgiving Day', shops: ['Concord'], allShops: false })).toBe('Thanksgiving Day (Thursday, November 26): closed at Concord.');
  });
  it('says "all our shops" when every shop closes', () => {
    expect(closureSentence({ date: '2026-12-25', label: 'Christmas Day', shops: ['A', 'B'], allShops: true })).toBe('Christmas Day (Friday, December 25): closed at all our shops.');
  });
});

describe("specialsBackOn: when a closed day's specials come back", () => {
  it('says nothing of a date when their weekday next week is open (the usual "next Friday")', () => {
    expect(specialsBackOn(shops, noon('2026-11-26'))).toBeNull();
  });
  it('names the first such weekday not closed too: Christmas and New Year both on a Friday', () => {
    expect(specialsBackOn(shops, noon('2026-12-25'))).toBe('2027-01-08');
  });
  it('counts a day closed for different holidays at different shops as the notice does: not all closed for one', () => {
    const mixed: ShopDates[] = [...shops.slice(0, 2), { name: 'Charlie', hoursOverrides: [christmasEve, christmas, { ...newYear, label: 'Inventory Day' }] }];
    expect(specialsBackOn(mixed, noon('2026-12-25'))).toBeNull();
  });
  it('counts a day closed at only some shops as open: the specials are served there', () => {
    const someOpen: ShopDates[] = [...shops, { name: 'Delta', hoursOverrides: [christmas] }];
    expect(specialsBackOn(someOpen, noon('2026-12-25'))).toBeNull();
  });
  it('counts days in the business time zone', () => {
    // 07:30 UTC on December 26 is still Christmas evening in California.
    expect(specialsBackOn(shops, new Date('2026-12-26T07:30:00Z'))).toBe('2027-01-08');
  });
});
