/**
 * schema.org Restaurant JSON-LD for a shop page, built from the shop's own data: address, geo,
 * phone, the weekly hours, upcoming holiday hours (validFrom/validThrough; a closed day is
 * opens/closes 00:00, as Google documents for special hours) and the parent company.
 * Never the shop's rating, which the page shows: the stars are typed in from review sites, and
 * Google refuses a business's rating of itself or one copied from elsewhere in its markup.
 */
import type { DayOfWeek, OpeningHoursSpecification, Restaurant, WithContext } from 'schema-dts';
import { business } from '@/lib/content/copy/business';
import { locationCopy } from '@/lib/content/copy/location';
import { fillTemplate } from '@/lib/content/template';
import { decodeSegment } from '@/lib/domain/slug';
import { WEEKDAYS, type HoursOverride, type WeeklyHours } from '@/lib/db/schema';
import { upcomingOverrides } from '@/lib/domain/hours';
import { weekdayLabel } from '@/lib/domain/weekdays';
import { absoluteUrl } from './metadata';
import { organizationRef, postalAddress } from './json-ld';

/** What the builder reads; lib/data's Location has all of it. */
export type RestaurantSource = {
  slug: string;
  name: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  phoneNumber: string;
  coordinates: { latitude: number; longitude: number };
  photoSrc: string;
  hours: WeeklyHours;
  hoursOverrides: HoursOverride[];
};

export function locationPath(slug: string) {
  return `/locations/${slug}`;
}

/** A route's slug as a lookup key: URL-decoded when possible, at most 100 characters. */
export function decodeLocationKey(raw: string): string {
  return decodeSegment(raw).slice(0, 100);
}

/** The shop's display name: "Kinder's Meats, Deli & BBQ - Concord". */
export function restaurantName(name: string) {
  return `${business.name} - ${name}`;
}

/** Consecutive or not, days with the same open and close times share one specification. */
export function weeklyOpeningHours(hours: WeeklyHours): OpeningHoursSpecification[] {
  const groups = new Map<string, DayOfWeek[]>();
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (h.closed) continue;
    const key = `${h.open}-${h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), weekdayLabel(day) as DayOfWeek]);
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

export function specialOpeningHours(overrides: HoursOverride[]): OpeningHoursSpecification[] {
  return overrides.map((o) => ({
    '@type': 'OpeningHoursSpecification',
    name: o.label,
    validFrom: o.date,
    validThrough: o.date,
    opens: o.closed ? '00:00' : (o.open ?? '00:00'),
    closes: o.closed ? '00:00' : (o.close ?? '00:00'),
  }));
}

/** `now` picks the holiday hours still ahead (up to a year), so past holidays drop out. */
export function restaurantJsonLd(location: RestaurantSource, base: string, now: Date): WithContext<Exclude<Restaurant, string>> {
  const url = absoluteUrl(locationPath(location.slug), base);
  const a = location.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: restaurantName(location.name),
    description: fillTemplate(locationCopy.blurb, { name: location.name, city: a.city }),
    url,
    image: absoluteUrl(location.photoSrc, base),
    telephone: location.phoneNumber,
    address: postalAddress(a),
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude },
    openingHoursSpecification: [
      ...weeklyOpeningHours(location.hours),
      ...specialOpeningHours(upcomingOverrides(location.hoursOverrides, now, 366)),
    ],
    servesCuisine: [...locationCopy.servesCuisine],
    priceRange: locationCopy.priceRange,
    hasMenu: absoluteUrl('/menu', base),
    acceptsReservations: false,
    parentOrganization: organizationRef(base),
  };
}
