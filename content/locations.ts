/**
 * SAMPLE CONTENT: the seven shops. Street addresses, phones (555-01xx), coordinates and
 * ordering links are invented; ordering links point at example.com placeholders.
 */
import type { HoursOverride, WeeklyHours } from '@/lib/db/schema';
import type { locations } from '@/lib/db/schema';

export type LocationContent = typeof locations.$inferInsert;

const daily = (open: string, close: string): WeeklyHours => ({
  monday: { open, close, closed: false },
  tuesday: { open, close, closed: false },
  wednesday: { open, close, closed: false },
  thursday: { open, close, closed: false },
  friday: { open, close, closed: false },
  saturday: { open, close, closed: false },
  sunday: { open, close, closed: false },
});

/** Holiday closures and special hours shared by every shop (business time zone dates). */
export const holidayOverrides: HoursOverride[] = [
  { date: '2026-11-26', label: 'Thanksgiving Day', closed: true },
  { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' },
  { date: '2026-12-25', label: 'Christmas Day', closed: true },
  { date: '2026-12-31', label: "New Year's Eve", closed: false, open: '08:30', close: '17:00' },
  { date: '2027-01-01', label: "New Year's Day", closed: true },
  { date: '2027-11-25', label: 'Thanksgiving Day', closed: true },
  { date: '2027-12-25', label: 'Christmas Day', closed: true },
];

const directions = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

type Shop = {
  slug: string;
  name: string;
  address1: string;
  city: string;
  zip: string;
  phone: string;
  lat: number;
  lng: number;
  hours?: WeeklyHours;
  rating?: [number, number];
};

const shops: Shop[] = [
  { slug: 'brentwood', name: 'Brentwood', address1: '2450 Sand Creek Rd', city: 'Brentwood', zip: '94513', phone: '(925) 555-0101', lat: 37.9365, lng: -121.7041,
    // Weekend hours differ here: the shop closes earlier on Saturday and Sunday.
    hours: { ...daily('08:30', '21:00'), saturday: { open: '09:00', close: '20:00', closed: false }, sunday: { open: '09:00', close: '19:00', closed: false } },
    rating: [4.6, 812] },
  { slug: 'concord', name: 'Concord', address1: '1820 Willow Pass Rd', city: 'Concord', zip: '94520', phone: '(925) 555-0102', lat: 37.9762, lng: -122.0368, rating: [4.5, 1204] },
  { slug: 'hercules', name: 'Hercules', address1: '1560 Sycamore Ave', city: 'Hercules', zip: '94547', phone: '(510) 555-0103', lat: 38.0152, lng: -122.2851, rating: [4.4, 689] },
  { slug: 'martinez', name: 'Martinez', address1: '615 Arnold Dr', city: 'Martinez', zip: '94553', phone: '(925) 555-0104', lat: 38.0071, lng: -122.1302, rating: [4.6, 745] },
  { slug: 'pleasant-hill', name: 'Pleasant Hill', address1: '60 Crescent Plaza', city: 'Pleasant Hill', zip: '94523', phone: '(925) 555-0105', lat: 37.9466, lng: -122.0627, rating: [4.5, 958] },
  { slug: 'walnut-creek-parkside', name: 'Walnut Creek Parkside', address1: '1510 Parkside Dr', city: 'Walnut Creek', zip: '94596', phone: '(925) 555-0106', lat: 37.8889, lng: -122.0689, rating: [4.7, 1033] },
  { slug: 'walnut-creek-ygnacio', name: 'Walnut Creek Ygnacio', address1: '2950 Ygnacio Valley Rd', city: 'Walnut Creek', zip: '94598', phone: '(925) 555-0107', lat: 37.9187, lng: -122.0334, rating: [4.6, 877] },
];

export const locationContent: LocationContent[] = shops.map((s, i) => ({
  id: `loc_${s.slug.replace(/-/g, '_')}`,
  slug: s.slug,
  name: s.name,
  address1: s.address1,
  address2: null,
  city: s.city,
  state: 'CA',
  zip: s.zip,
  phoneNumber: s.phone,
  latitude: s.lat,
  longitude: s.lng,
  googleDirectionsUrl: directions(`${s.address1}, ${s.city}, CA ${s.zip}`),
  websiteUrl: `/locations/${s.slug}`,
  pickupUrl: `https://order.example.com/kinders-${s.slug}/pickup`,
  deliveryUrl: `https://delivery.example.com/store/kinders-${s.slug}`,
  photoSrc: `/images/locations/${s.slug}.webp`,
  hours: s.hours ?? daily('08:30', '21:00'),
  hoursOverrides: holidayOverrides,
  ratingAverage: s.rating?.[0] ?? null,
  ratingCount: s.rating?.[1] ?? null,
  cateringEmail: `catering+${s.slug}@example.com`,
  sortOrder: i,
}));
