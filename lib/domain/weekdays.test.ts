import { addDays, todayInBusinessZone, weekdayOfDate, zonedParts } from './time';
import { parseWeekday, weekdayLabel } from './weekdays';

describe('parseWeekday', () => {
  it.each([
    ['monday', 'monday'],
    ['SUNDAY', 'sunday'],
    ['Thursday', 'thursday'],
    [' friday ', 'friday'],
  ])('%p -> %p', (input, day) => expect(parseWeekday(input)).toBe(day));
  it.each(['funday', '', 'mon', 'monday1', null, 42, undefined])('rejects %p', (input) => expect(parseWeekday(input)).toBeNull());
  it('labels days with a capital', () => expect(weekdayLabel('wednesday')).toBe('Wednesday'));
});

describe('business time zone', () => {
  it('is still Thursday in California when UTC has moved to Friday', () => {
    // 2026-11-20T05:00Z is Thursday 9:00 PM in Los Angeles.
    expect(todayInBusinessZone(new Date('2026-11-20T05:00:00Z'))).toBe('thursday');
    expect(zonedParts(new Date('2026-11-20T05:00:00Z'))).toEqual({ date: '2026-11-19', weekday: 'thursday', minutes: 21 * 60 });
  });
  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOfDate('2026-11-26')).toBe('thursday');
  });
});
