import { business } from '@/lib/content/copy/business';
import { locationCopy } from '@/lib/content/copy/location';
import type { DayHours, WeeklyHours } from '@/lib/domain/hours';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { restaurantJsonLd, specialOpeningHours, weeklyOpeningHours, type RestaurantSource } from './restaurant';
import { organizationId, serializeJsonLd } from './json-ld';

const base = 'https://www.example.com';

// The builder's own inputs (a shop page's structured data for the served content is checked in
// e2e/api/routes-html.spec.ts).
const open = (o: string, c: string): DayHours => ({ open: o, close: c, closed: false });
const week = (days: Partial<WeeklyHours>, every: DayHours): WeeklyHours => Object.fromEntries(WEEKDAYS.map((d) => [d, days[d] ?? every])) as WeeklyHours;

// A shop as lib/data gives it, its rating included.
const mainStreet: RestaurantSource & { rating: { average: number; count: number } } = {
  slug: 'main-street',
  name: 'Main Street',
  address: { address1: '100 Main St', address2: null, city: 'Springfield', state: 'CA', zip: '94000' },
  phoneNumber: '(925) 555-0190',
  coordinates: { latitude: 37.9, longitude: -122.05 },
  photoSrc: '/images/locations/main-street.webp',
  hours: week({}, open('08:30', '21:00')),
  hoursOverrides: [
    { date: '2026-11-26', label: 'Thanksgiving Day', closed: true },
    { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' },
    { date: '2026-12-25', label: 'Christmas Day', closed: true },
    { date: '2026-12-31', label: "New Year's Eve", closed: false, open: '08:30', close: '17:00' },
    { date: '2027-01-01', label: "New Year's Day", closed: true },
    { date: '2027-11-25', label: 'Thanksgiving Day', closed: true },
  ],
  rating: { average: 4.5, count: 1204 },
};

describe('restaurantJsonLd', () => {
  const now = new Date('2026-11-20T18:00:00Z');
  const ld = restaurantJsonLd(mainStreet, base, now);

  it('is a Restaurant with its own @id, url, image and the parent organization', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://www.example.com/locations/main-street#restaurant',
      url: 'https://www.example.com/locations/main-street',
      image: 'https://www.example.com/images/locations/main-street.webp',
      name: `${business.name} - Main Street`,
      // A reference that stands on its own: the Organization itself is on the home page only.
      parentOrganization: { '@type': 'Organization', '@id': organizationId(base), name: business.name, url: 'https://www.example.com/' },
    });
  });

  it('carries the address, geo coordinates and telephone from the shop data', () => {
    expect(ld).toMatchObject({
      telephone: '(925) 555-0190',
      address: { '@type': 'PostalAddress', streetAddress: '100 Main St', addressLocality: 'Springfield', addressRegion: 'CA', postalCode: '94000', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.9, longitude: -122.05 },
    });
  });

  it('says what it serves, its price range, its menu and no reservations', () => {
    expect(ld).toMatchObject({
      servesCuisine: locationCopy.servesCuisine,
      priceRange: locationCopy.priceRange,
      hasMenu: 'https://www.example.com/menu',
      acceptsReservations: false,
    });
  });

  it("never marks up the shop's rating: it comes from review sites, which Google refuses in a business's own markup", () => {
    // The fixture's type requires its rating, so the shop handed in always has one to leave out.
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('lists the week and the upcoming holidays as opening hours specifications', () => {
    const specs = ld.openingHoursSpecification as unknown as object[];
    expect(specs[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '08:30',
      closes: '21:00',
    });
    expect(specs).toContainEqual({ '@type': 'OpeningHoursSpecification', name: 'Thanksgiving Day', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' });
    expect(specs).toContainEqual({ '@type': 'OpeningHoursSpecification', name: 'Christmas Eve', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '08:30', closes: '15:00' });
  });

  it('drops holidays that are past', () => {
    const later = restaurantJsonLd(mainStreet, base, new Date('2026-12-28T18:00:00Z'));
    const dates = (later.openingHoursSpecification as unknown as { validFrom?: string }[]).map((s) => s.validFrom).filter(Boolean);
    expect(dates).toEqual(['2026-12-31', '2027-01-01', '2027-11-25']);
  });

  it('serializes safely for a script element', () => {
    expect(serializeJsonLd(ld)).not.toContain('<');
  });
});

describe('weeklyOpeningHours', () => {
  it('groups the weekdays that share their hours and gives shorter weekend days their own entries', () => {
    const shorterWeekends = week({ saturday: open('09:00', '20:00'), sunday: open('09:00', '19:00') }, open('08:30', '21:00'));
    expect(weeklyOpeningHours(shorterWeekends)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '19:00' },
    ]);
  });

  it('leaves closed days out', () => {
    const hours = { ...mainStreet.hours, monday: { open: '00:00', close: '00:00', closed: true } };
    const days = weeklyOpeningHours(hours).flatMap((s) => s.dayOfWeek as string[]);
    expect(days).not.toContain('Monday');
    expect(days).toHaveLength(6);
  });
});

describe('specialOpeningHours', () => {
  it('marks a closed day as 00:00 to 00:00', () => {
    expect(specialOpeningHours([{ date: '2027-01-01', label: "New Year's Day", closed: true }])).toEqual([
      { '@type': 'OpeningHoursSpecification', name: "New Year's Day", validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
    ]);
  });
});
