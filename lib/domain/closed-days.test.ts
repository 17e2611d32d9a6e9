import { todaysHours, type HoursOverride, type WeeklyHours } from './hours';
import { addDays, zonedInstant } from './time';
import { closedDays, closedOnDay } from './closed-days';

const open = { open: '08:30', close: '21:00', closed: false };
const shut = { open: '00:00', close: '00:00', closed: true };
const week: WeeklyHours = { monday: shut, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: open };
const changes: HoursOverride[] = [
  { date: '2026-11-26', label: 'Thanksgiving Day', closed: true },
  { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' },
  { date: '2026-12-25', label: 'Christmas Day', closed: true },
  { date: '2026-12-28', label: 'Open Monday', closed: false, open: '10:00', close: '14:00' },
];

describe('closedDays', () => {
  it('keeps the weekdays the shop never opens and its dated changes from a day on', () => {
    expect(closedDays(week, changes, '2026-12-01')).toEqual({
      weekly: ['monday'],
      dates: [
        { date: '2026-12-24', label: 'Christmas Eve', closed: false },
        { date: '2026-12-25', label: 'Christmas Day', closed: true },
        { date: '2026-12-28', label: 'Open Monday', closed: false },
      ],
    });
  });
});

describe('closedOnDay', () => {
  const days = closedDays(week, changes);
  it('names the holiday that closes the shop', () => {
    expect(closedOnDay(days, '2026-12-25')).toEqual({ label: 'Christmas Day' });
  });
  it('is closed on a weekday off, without a name', () => {
    expect(closedOnDay(days, '2026-12-21')).toEqual({});
  });
  it('is open on short hours, on an open weekday, and on a dated change that opens a weekday off', () => {
    for (const date of ['2026-12-24', '2026-12-23', '2026-12-28']) expect(closedOnDay(days, date)).toBeNull();
  });
});

describe('closedOnDay and the shop hours agree', () => {
  it('is closed exactly when the hours call the whole day closed, over a season of days', () => {
    const days = closedDays(week, changes);
    for (let i = 0; i < 60; i++) {
      const date = addDays('2026-11-20', i);
      expect([date, closedOnDay(days, date) !== null]).toEqual([date, todaysHours(week, changes, zonedInstant(date, 12 * 60)).closed]);
    }
  });
});
