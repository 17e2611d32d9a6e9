import type { HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { formatRange, formatTime, formatWeeklyHours, getOpenStatus, nextStatusChange, parseTime, todaysHours, upcomingOverrides } from './hours';

const daily = (open: string, close: string): WeeklyHours =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open, close, closed: false }]),
  ) as WeeklyHours;
const store = daily('08:30', '21:00');
const holidays: HoursOverride[] = [
  { date: '2026-11-26', label: 'Thanksgiving Day', closed: true },
  { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' },
  { date: '2026-12-25', label: 'Christmas Day', closed: true },
];
const at = (iso: string) => new Date(iso);

describe('getOpenStatus around opening and closing (Pacific time)', () => {
  // 2026-11-20 is a Friday; Pacific Standard Time is UTC-8.
  it('is closed one minute before opening and says it opens today', () => {
    expect(getOpenStatus(store, [], at('2026-11-20T16:29:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens today at 8:30 AM' });
  });
  it('is open at the opening minute', () => {
    expect(getOpenStatus(store, [], at('2026-11-20T16:30:00Z'))).toEqual({ isOpen: true, message: 'Open now until 9:00 PM' });
  });
  it('is open one minute before closing', () => {
    expect(getOpenStatus(store, [], at('2026-11-21T04:59:00Z')).isOpen).toBe(true);
  });
  it('is closed at the closing minute and opens tomorrow', () => {
    expect(getOpenStatus(store, [], at('2026-11-21T05:00:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens tomorrow at 8:30 AM' });
  });
});

describe('overnight hours', () => {
  const late: WeeklyHours = { ...store, friday: { open: '18:00', close: '02:00', closed: false } };
  it('stays open past midnight into the next day', () => {
    // Saturday 1:30 AM Pacific.
    expect(getOpenStatus(late, [], at('2026-11-21T09:30:00Z'))).toEqual({ isOpen: true, message: 'Open now until 2:00 AM' });
  });
  it('closes at the overnight closing time', () => {
    expect(getOpenStatus(late, [], at('2026-11-21T10:00:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens today at 8:30 AM' });
  });
  it('is open in the evening before midnight', () => {
    expect(getOpenStatus(late, [], at('2026-11-21T07:00:00Z')).message).toBe('Open now until 2:00 AM');
  });
});

describe('closing at midnight', () => {
  const lateFriday: WeeklyHours = { ...store, friday: { open: '11:00', close: '00:00', closed: false } };
  it('is open until the end of the day', () => {
    // Friday 11:30 PM Pacific.
    expect(getOpenStatus(lateFriday, [], at('2026-11-21T07:30:00Z'))).toEqual({ isOpen: true, message: 'Open now until 12:00 AM' });
  });
  it("is closed from midnight, with the next day's opening", () => {
    // Saturday 12:00 AM Pacific.
    expect(getOpenStatus(lateFriday, [], at('2026-11-21T08:00:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens today at 8:30 AM' });
  });
  it('shows the range with midnight as its end', () => {
    expect(formatRange(lateFriday.friday)).toBe('11:00 AM - 12:00 AM');
  });
});

describe('holiday overrides', () => {
  it('skips a closed holiday when saying when the shop opens next', () => {
    // Wednesday 2026-11-25, 9:30 PM: Thursday is Thanksgiving.
    expect(getOpenStatus(store, holidays, at('2026-11-26T05:30:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens Friday at 8:30 AM' });
  });
  it('names the holiday on the day itself', () => {
    expect(getOpenStatus(store, holidays, at('2026-11-26T20:00:00Z'))).toEqual({
      isOpen: false,
      message: 'Closed for Thanksgiving Day. Opens tomorrow at 8:30 AM',
    });
  });
  it('uses special hours on a day with shortened hours', () => {
    expect(getOpenStatus(store, holidays, at('2026-12-24T22:00:00Z')).message).toBe('Open now until 3:00 PM');
    // 3:30 PM on Christmas Eve: Christmas is closed, so next opening is Saturday.
    expect(getOpenStatus(store, holidays, at('2026-12-24T23:30:00Z')).message).toBe('Closed. Opens Saturday at 8:30 AM');
  });
  it('is open as usual the day after the holiday', () => {
    expect(getOpenStatus(store, holidays, at('2026-11-27T17:00:00Z')).isOpen).toBe(true);
  });
});

describe('daylight-saving change days', () => {
  it('uses PDT after the spring change (2026-03-08)', () => {
    // 15:45Z is 8:45 AM PDT (open); in PST it would be 7:45 AM (closed).
    expect(getOpenStatus(store, [], at('2026-03-08T15:45:00Z'))).toEqual({ isOpen: true, message: 'Open now until 9:00 PM' });
    expect(getOpenStatus(store, [], at('2026-03-08T15:29:00Z')).isOpen).toBe(false);
  });
  it('uses PST after the autumn change (2026-11-01)', () => {
    // 16:00Z is 8:00 AM PST (closed); in PDT it would be 9:00 AM (open).
    expect(getOpenStatus(store, [], at('2026-11-01T16:00:00Z'))).toEqual({ isOpen: false, message: 'Closed. Opens today at 8:30 AM' });
    // 04:30Z next day is 8:30 PM PST on Sunday (open); in PDT it would be 9:30 PM (closed).
    expect(getOpenStatus(store, [], at('2026-11-02T04:30:00Z')).isOpen).toBe(true);
  });
});

describe('a shop closed on some days', () => {
  it('names the next open weekday', () => {
    const weekdaysOnly: WeeklyHours = { ...store, saturday: { ...store.saturday, closed: true }, sunday: { ...store.sunday, closed: true } };
    // Saturday noon.
    expect(getOpenStatus(weekdaysOnly, [], at('2026-11-21T20:00:00Z')).message).toBe('Closed. Opens Monday at 8:30 AM');
  });
  it('says just "Closed" when it never opens in the next two weeks', () => {
    const never = Object.fromEntries(Object.entries(store).map(([d, h]) => [d, { ...h, closed: true }])) as WeeklyHours;
    expect(getOpenStatus(never, [], at('2026-11-21T20:00:00Z'))).toEqual({ isOpen: false, message: 'Closed' });
  });
});

describe('formatting', () => {
  it('formats 24-hour times as 12-hour AM/PM', () => {
    expect(formatTime(parseTime('08:30'))).toBe('8:30 AM');
    expect(formatTime(parseTime('21:00'))).toBe('9:00 PM');
    expect(formatTime(parseTime('00:00'))).toBe('12:00 AM');
    expect(formatTime(parseTime('12:05'))).toBe('12:05 PM');
  });
  it('rejects malformed times', () => {
    expect(() => parseTime('8:30')).toThrow();
    expect(() => parseTime('25:00')).toThrow();
  });
  it('reads "Monday - Sunday" when all seven days are identical and open', () => {
    expect(formatWeeklyHours(store)).toEqual([{ days: 'Monday - Sunday', hours: '8:30 AM - 9:00 PM' }]);
  });
  it('lists runs of days when the weekend differs', () => {
    const weekend: WeeklyHours = { ...store, saturday: { open: '09:00', close: '20:00', closed: false }, sunday: { open: '09:00', close: '19:00', closed: false } };
    expect(formatWeeklyHours(weekend)).toEqual([
      { days: 'Monday - Friday', hours: '8:30 AM - 9:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 8:00 PM' },
      { days: 'Sunday', hours: '9:00 AM - 7:00 PM' },
    ]);
  });
  it('shows a closed day as "Closed" within the week', () => {
    const monday: WeeklyHours = { ...store, monday: { ...store.monday, closed: true } };
    expect(formatWeeklyHours(monday)).toEqual([
      { days: 'Monday', hours: 'Closed' },
      { days: 'Tuesday - Sunday', hours: '8:30 AM - 9:00 PM' },
    ]);
  });
  it('lists the upcoming overrides in date order', () => {
    expect(upcomingOverrides(holidays, at('2026-11-27T12:00:00Z')).map((o) => o.date)).toEqual(['2026-12-24', '2026-12-25']);
  });
});

describe("today's hours at a glance", () => {
  it('gives the range, or the special hours of the day', () => {
    // Monday 2026-11-23, 10 AM Pacific.
    expect(todaysHours(store, holidays, at('2026-11-23T18:00:00Z'))).toEqual({ closed: false, text: '8:30 AM - 9:00 PM' });
    expect(todaysHours(store, holidays, at('2026-12-24T18:00:00Z'))).toEqual({ closed: false, text: '8:30 AM - 3:00 PM' });
  });
  it('names the holiday that closes the shop today, in the business time zone', () => {
    // 11 PM on Thanksgiving in California is already the next day in UTC.
    expect(todaysHours(store, holidays, at('2026-11-27T07:00:00Z'))).toEqual({ closed: true, text: 'Closed today: Thanksgiving Day', holiday: 'Thanksgiving Day' });
  });
  it('says closed today on a weekly closed day', () => {
    const sundays: WeeklyHours = { ...store, sunday: { ...store.sunday, closed: true } };
    expect(todaysHours(sundays, [], at('2026-11-22T18:00:00Z'))).toEqual({ closed: true, text: 'Closed today', holiday: undefined });
  });
});

describe('nextStatusChange: when a page showing these shops must be drawn again', () => {
  const shop = (hours: WeeklyHours, hoursOverrides: HoursOverride[] = []) => ({ hours, hoursOverrides });
  const next = (shops: ReturnType<typeof shop>[], iso: string) => nextStatusChange(shops, at(iso))?.toISOString() ?? null;
  const late: WeeklyHours = { ...store, friday: { open: '18:00', close: '02:00', closed: false } };
  const weekdaysOnly: WeeklyHours = { ...store, saturday: { ...store.saturday, closed: true }, sunday: { ...store.sunday, closed: true } };

  // Friday 2026-11-20; Pacific Standard Time is UTC-8.
  it('is the opening minute before opening, the closing minute while open', () => {
    expect(next([shop(store)], '2026-11-20T16:00:00Z')).toBe('2026-11-20T16:30:00.000Z');
    expect(next([shop(store)], '2026-11-20T16:29:30Z')).toBe('2026-11-20T16:30:00.000Z');
    expect(next([shop(store)], '2026-11-20T20:00:00Z')).toBe('2026-11-21T05:00:00.000Z');
  });
  it('is midnight after closing, when "Opens tomorrow" becomes "Opens today"', () => {
    expect(next([shop(store)], '2026-11-21T05:00:00Z')).toBe('2026-11-21T08:00:00.000Z');
    expect(getOpenStatus(store, [], at('2026-11-21T08:00:00Z')).message).toBe('Closed. Opens today at 8:30 AM');
  });
  it('is the soonest change among all the shops', () => {
    const early: WeeklyHours = { ...store, friday: { open: '07:00', close: '15:00', closed: false } };
    // 6 AM: the early shop opens at 7; at 11 AM it closes first, at 3 PM.
    expect(next([shop(store), shop(early)], '2026-11-20T14:00:00Z')).toBe('2026-11-20T15:00:00.000Z');
    expect(next([shop(store), shop(early)], '2026-11-20T19:00:00Z')).toBe('2026-11-20T23:00:00.000Z');
  });
  it('closing at midnight: the midnight the shop closes at', () => {
    const lateFriday: WeeklyHours = { ...store, friday: { open: '11:00', close: '00:00', closed: false } };
    // Friday 11:30 PM Pacific.
    expect(next([shop(lateFriday)], '2026-11-21T07:30:00Z')).toBe('2026-11-21T08:00:00.000Z');
  });
  it('with hours past midnight: not midnight, which changes nothing, but the closing in the night', () => {
    // Friday 11 PM, open until 2 AM.
    expect(next([shop(late)], '2026-11-21T07:00:00Z')).toBe('2026-11-21T10:00:00.000Z');
    // Saturday 1 AM, still open from Friday: the same.
    expect(next([shop(late)], '2026-11-21T09:00:00Z')).toBe('2026-11-21T10:00:00.000Z');
    // Friday afternoon, before the evening opening.
    expect(next([shop(late)], '2026-11-20T23:00:00Z')).toBe('2026-11-21T02:00:00.000Z');
  });
  it('on holidays: midnight of a holiday closure, and the closing of shortened special hours', () => {
    // Wednesday 2026-11-25, 10 PM: at midnight "Opens Friday" turns "Closed for Thanksgiving Day".
    expect(next([shop(store, holidays)], '2026-11-26T06:00:00Z')).toBe('2026-11-26T08:00:00.000Z');
    // Thanksgiving noon: closed all day, so nothing changes before midnight.
    expect(next([shop(store, holidays)], '2026-11-26T20:00:00Z')).toBe('2026-11-27T08:00:00.000Z');
    // Christmas Eve noon: closes at 3 PM, not 9 PM.
    expect(next([shop(store, holidays)], '2026-12-24T20:00:00Z')).toBe('2026-12-24T23:00:00.000Z');
  });
  it('a shop closed all day changes at midnight only', () => {
    // Saturday noon, closed for the weekend: "Opens Monday" turns into "Opens tomorrow" on Sunday.
    expect(next([shop(weekdaysOnly)], '2026-11-21T20:00:00Z')).toBe('2026-11-22T08:00:00.000Z');
  });
  it('is null when no status changes before the end of tomorrow', () => {
    const never = Object.fromEntries(Object.entries(store).map(([d, h]) => [d, { ...h, closed: true }])) as WeeklyHours;
    const allDay = daily('00:00', '24:00');
    expect(next([shop(never)], '2026-11-21T20:00:00Z')).toBeNull();
    expect(next([shop(allDay)], '2026-11-21T20:00:00Z')).toBeNull();
    expect(next([], '2026-11-21T20:00:00Z')).toBeNull();
  });
  it('counts in the business time zone on the day summer time starts', () => {
    // 2026-03-08, 1 AM PST: the opening at 8:30 AM is already daylight time (UTC-7).
    expect(next([shop(store)], '2026-03-08T09:00:00Z')).toBe('2026-03-08T15:30:00.000Z');
  });
});
