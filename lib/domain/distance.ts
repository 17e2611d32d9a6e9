import { formatInteger } from './number';

export const FEET_PER_MILE = 5280;
const EARTH_RADIUS_MILES = 3958.7613;

export type LatLng = { latitude: number; longitude: number };

/**
 * The map center when the shops' own center cannot be computed (server) or
 * fetched (the map in the browser). Lives here, not in lib/data, so client code can import it.
 */
export const FALLBACK_MAP_CENTER: LatLng = { latitude: 37.957, longitude: -122.312 };

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Under a mile in feet, otherwise miles to one decimal. */
export function formatDistance(miles: number): string {
  if (miles < 1) return `${formatInteger(miles * FEET_PER_MILE)} ft`;
  return `${miles.toFixed(1)} mi`;
}

export function isValidLatLng(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

export function centroid(points: LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const sum = points.reduce((acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }), { latitude: 0, longitude: 0 });
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}
