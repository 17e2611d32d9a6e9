/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { testContent } from '@/lib/testing/content';
import { locationCopy } from '@/lib/content/copy/location';
import { HoursTable } from './hours-table';

const locationContent = testContent().rows.locations;

const shop = (slug: string) => locationContent.find((l) => l.slug === slug)!;
const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} | ${dt.nextElementSibling?.textContent}`);

describe('HoursTable', () => {
  const now = new Date('2026-11-20T18:00:00Z');

  it('shows one "Monday - Sunday" line in 12-hour time when every day is the same', () => {
    render(<HoursTable hours={shop('concord').hours} overrides={[]} now={now} />);
    expect(rows('weekly-hours')).toEqual(['Monday - Sunday | 8:30 AM - 9:00 PM']);
  });

  it("shows Brentwood's weekdays together and its weekend days on their own lines", () => {
    render(<HoursTable hours={shop('brentwood').hours} overrides={[]} now={now} />);
    expect(rows('weekly-hours')).toEqual(['Monday - Friday | 8:30 AM - 9:00 PM', 'Saturday | 9:00 AM - 8:00 PM', 'Sunday | 9:00 AM - 7:00 PM']);
  });

  it('lists the coming holidays with their date and hours, soonest first', () => {
    render(<HoursTable hours={shop('concord').hours} overrides={shop('concord').hoursOverrides!} now={now} />);
    const holidays = rows('holiday-hours');
    expect(holidays[0]).toBe('Thanksgiving DayThursday, November 26 | Closed');
    expect(holidays[1]).toBe('Christmas EveThursday, December 24 | 8:30 AM - 3:00 PM');
    // Next year's Thanksgiving is more than 60 days away.
    expect(holidays.join()).not.toContain('2027');
    expect(holidays).toHaveLength(5);
  });

  it('leaves the holiday block out when none is coming', () => {
    render(<HoursTable hours={shop('concord').hours} overrides={shop('concord').hoursOverrides!} now={new Date('2027-03-01T18:00:00Z')} />);
    expect(screen.queryByTestId('holiday-hours')).toBeNull();
    expect(screen.queryByRole('heading', { name: locationCopy.holidayHeading })).toBeNull();
  });
});
