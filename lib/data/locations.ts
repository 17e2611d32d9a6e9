import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { locations, type LocationRow } from '@/lib/db/schema';
import { centroid, distanceMiles, FALLBACK_MAP_CENTER, type LatLng } from '@/lib/domain/distance';
import { getOpenStatus, nextStatusChange, type OpenStatus } from '@/lib/domain/hours';
import { findLocation } from '@/lib/domain/slug';
import { business } from '@/lib/content/copy/business';
import { shopsInRegion } from '@/lib/domain/number';
import { cachedRead } from './cache';
import { readOr } from './read';

export { FALLBACK_MAP_CENTER };

export type Location = {
  _id: string;
  slug: string;
  name: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  phoneNumber: string;
  coordinates: LatLng;
  googleDirectionsUrl: string;
  websiteUrl: string;
  pickupUrl: string;
  deliveryUrl: string;
  photoSrc: string;
  hours: LocationRow['hours'];
  hoursOverrides: LocationRow['hoursOverrides'];
  rating?: { average: number; count: number };
  cateringEmail: string | null;
};
export type LocationWithStatus = Location & { currentStatus: OpenStatus };

function toLocation(row: LocationRow): Location {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip: row.zip },
    phoneNumber: row.phoneNumber,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    googleDirectionsUrl: row.googleDirectionsUrl,
    websiteUrl: row.websiteUrl,
    pickupUrl: row.pickupUrl,
    deliveryUrl: row.deliveryUrl,
    photoSrc: row.photoSrc,
    hours: row.hours,
    hoursOverrides: row.hoursOverrides,
    ...(row.ratingAverage != null && row.ratingCount != null ? { rating: { average: row.ratingAverage, count: row.ratingCount } } : {}),
    cateringEmail: row.cateringEmail,
  };
}

export const listLocations = cachedRead('locations', async (): Promise<Location[]> => {
  const db = await getDb();
  const rows = await db.select().from(locations).orderBy(asc(locations.sortOrder), asc(locations.name));
  return rows.map(toLocation);
}, []);

/**
 * The shops in running text ("seven East Bay shops"), counted from the content, for the pages'
 * descriptions; the region alone when the shops cannot be read.
 */
export async function ourShops(): Promise<string> {
  const { value } = await readOr('the shop count', listLocations(), []);
  return shopsInRegion(value.length, business.region);
}

/** Open status is clock-dependent, so it is added per request, never cached. */
export function withStatus(location: Location, now: Date = new Date()): LocationWithStatus {
  return { ...location, currentStatus: getOpenStatus(location.hours, location.hoursOverrides, now) };
}

/** For OpenStatusWatch: `now` and these shops' first status change after it, in milliseconds. */
export function statusWatch(shops: Location[], now: Date): { renderedAt: number; changesAt: number | null } {
  return { renderedAt: now.getTime(), changesAt: nextStatusChange(shops, now)?.getTime() ?? null };
}

/** By _id, by slug, or by name in any case with spaces or dashes (findLocation). */
export async function getLocation(key: string): Promise<Location | null> {
  return findLocation(await listLocations(), key);
}

export async function getMapCenter(): Promise<LatLng> {
  const all = await listLocations();
  const c = centroid(all.map((l) => l.coordinates));
  return c ? { latitude: Number(c.latitude.toFixed(5)), longitude: Number(c.longitude.toFixed(5)) } : FALLBACK_MAP_CENTER;
}

export async function listDistances(from: LatLng): Promise<{ _id: string; distance: number }[]> {
  const all = await listLocations();
  return all
    .map((l) => ({ _id: l._id, distance: Math.round(distanceMiles(from, l.coordinates) * 100) / 100 }))
    .sort((a, b) => a.distance - b.distance);
}
