import { testContent } from '@/lib/testing/content';
import { business } from '@/lib/content/copy/business';
import { locationCopy } from '@/lib/content/copy/location';
import { restaurantJsonLd, specialOpeningHours, weeklyOpeningHours, type RestaurantSource } from './restaurant';
import { organizationId, serializeJsonLd } from './json-ld';

const locationContent = testContent().rows.locations;

const base = 'https://www.example.com';

function source(slug: string): RestaurantSource {
  const row = locationContent.find((l) => l.slug === slug)!;
  return {
    slug: row.slug,
    name: row.name,
    address: { address1: row.address1, address2: row.address2 ?? null, city: row.city, state: row.state, zip: row.zip },
    phoneNumber: row.phoneNumber,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    photoSrc: row.photoSrc,
    hours: row.hours,
    hoursOverrides: row.hoursOverrides ?? [],
    ...(row.ratingAverage != null && row.ratingCount != null ? { rating: { average: row.ratingAverage, count: row.ratingCount } } : {}),
  };
}

describe('restaurantJsonLd', () => {
  const now = new Date('2026-11-20T18:00:00Z');
  const ld = restaurantJsonLd(source('concord'), base, now);

  it('is a Restaurant with its own @id, url, image and the parent organization', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://www.example.com/locations/concord#restaurant',
      url: 'https://www.example.com/locations/concord',
      image: 'https://www.example.com/images/locations/concord.webp',
      name: `${business.name} - Concord`,
      parentOrganization: { '@id': organizationId(base) },
    });
  });

  it('carries the address, geo coordinates and telephone from the shop data', () => {
    expect(ld).toMatchObject({
      telephone: '(925) 555-0102',
      address: { '@type': 'PostalAddress', streetAddress: '1820 Willow Pass Rd', addressLocality: 'Concord', addressRegion: 'CA', postalCode: '94520', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.9762, longitude: -122.0368 },
    });
  });

  it('says what it serves, its price range, its menu, no reservations and its rating', () => {
    expect(ld).toMatchObject({
      servesCuisine: locationCopy.servesCuisine,
      priceRange: locationCopy.priceRange,
      hasMenu: 'https://www.example.com/menu',
      acceptsReservations: false,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 1204 },
    });
  });

  it('leaves aggregateRating out when the shop has no rating', () => {
    const { rating: _rating, ...noRating } = source('concord');
    void _rating;
    expect(restaurantJsonLd(noRating, base, now)).not.toHaveProperty('aggregateRating');
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
    const later = restaurantJsonLd(source('concord'), base, new Date('2026-12-28T18:00:00Z'));
    const dates = (later.openingHoursSpecification as unknown as { validFrom?: string }[]).map((s) => s.validFrom).filter(Boolean);
    expect(dates).not.toContain('2026-11-26');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).toEqual(expect.arrayContaining(['2026-12-31', '2027-01-01', '2027-11-25']));
  });

  it('serializes safely for a script element', () => {
    expect(serializeJsonLd(ld)).not.toContain('<');
  });
});

describe('weeklyOpeningHours', () => {
  it("groups Brentwood's weekdays and gives its shorter weekend days their own entries", () => {
    expect(weeklyOpeningHours(source('brentwood').hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '19:00' },
    ]);
  });

  it('leaves closed days out', () => {
    const hours = { ...source('concord').hours, monday: { open: '00:00', close: '00:00', closed: true } };
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
