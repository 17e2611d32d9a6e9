/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { locationCopy } from '@/lib/content/copy/location';
import type { DayHours, HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { HoursTable } from './hours-table';

// The table's own inputs: a shop open the same hours every day, one with shorter weekends, and
// its holidays (what the content holds is checked page by page in e2e/api/routes-html.spec.ts).
const open = (o: string, c: string): DayHours => ({ open: o, close: c, closed: false });
const week = (days: Partial<WeeklyHours>, every: DayHours): WeeklyHours => Object.fromEntries(WEEKDAYS.map((d) => [d, days[d] ?? every])) as WeeklyHours;
const everyDay = week({}, open('08:30', '21:00'));
const shorterWeekends = week({ saturday: open('09:00', '20:00'), sunday: open('09:00', '19:00') }, open('08:30', '21:00'));
const holidays: HoursOverride[] = [
  { date: '2027-11-25', label: 'Thanksgiving Day', closed: true },
  { date: '2026-11-26', label: 'Thanksgiving Day', closed: true },
  { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' },
  { date: '2026-12-25', label: 'Christmas Day', closed: true },
  { date: '2026-11-01', label: 'Already Past', closed: true },
];

const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} | ${dt.nextElementSibling?.textContent}`);

describe('HoursTable', () => {
  const now = new Date('2026-11-20T18:00:00Z');

  it('shows one "Monday - Sunday" line in 12-hour time when every day is the same', () => {
    render(<HoursTable hours={everyDay} overrides={[]} now={now} />);
    expect(rows('weekly-hours')).toEqual(['Monday - Sunday | 8:30 AM - 9:00 PM']);
  });

  it('shows runs of equal weekdays together and other days on their own lines', () => {
    render(<HoursTable hours={shorterWeekends} overrides={[]} now={now} />);
    expect(rows('weekly-hours')).toEqual(['Monday - Friday | 8:30 AM - 9:00 PM', 'Saturday | 9:00 AM - 8:00 PM', 'Sunday | 9:00 AM - 7:00 PM']);
  });

  it('writes a closed day as Closed', () => {
    render(<HoursTable hours={week({ monday: { open: '00:00', close: '00:00', closed: true } }, open('10:00', '20:00'))} overrides={[]} now={now} />);
    expect(rows('weekly-hours')).toEqual(['Monday | Closed', 'Tuesday - Sunday | 10:00 AM - 8:00 PM']);
  });

  it('lists the holidays of the next 60 days with their date and hours, soonest first', () => {
    render(<HoursTable hours={everyDay} overrides={holidays} now={now} />);
    expect(rows('holiday-hours')).toEqual([
      'Thanksgiving DayThursday, November 26 | Closed',
      'Christmas EveThursday, December 24 | 8:30 AM - 3:00 PM',
      'Christmas DayFriday, December 25 | Closed',
    ]);
  });

  it('leaves the holiday block out when none is coming', () => {
    render(<HoursTable hours={everyDay} overrides={holidays} now={new Date('2027-03-01T18:00:00Z')} />);
    expect(screen.queryByTestId('holiday-hours')).toBeNull();
    expect(screen.queryByRole('heading', { name: locationCopy.holidayHeading })).toBeNull();
  });
});
