/**
 * The last point this device measured distances from (its own position or a searched ZIP code or
 * town), kept in localStorage so the order dialog can list the shops nearest first and /locations
 * can sort again after a reload. It stays on the device: never in a URL, a cookie or a log. A
 * device position is kept rounded to about a city block, and any point is forgotten after
 * POINT_MAX_AGE_MS.
 */
import { isValidLatLng, type LatLng } from '@/lib/domain/distance';
import { deviceStorage } from './device-storage';

export const POINT_STORAGE_KEY = 'kinders:last-point';
export const POINT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type KnownPoint = (LatLng & { source: 'device' }) | (LatLng & { source: 'place'; label: string });
type Stored = KnownPoint & { savedAt: number };

/** Three decimals: about 100 m, plenty to tell which shop is nearest. */
const coarse = (n: number) => Math.round(n * 1000) / 1000;

const store = deviceStorage('local');

function parse(raw: string | null, now: number): KnownPoint | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    if (!isValidLatLng(v.latitude, v.longitude) || typeof v.savedAt !== 'number' || now - v.savedAt > POINT_MAX_AGE_MS) return null;
    const point = { latitude: v.latitude as number, longitude: v.longitude as number };
    if (v.source === 'device') return { ...point, source: 'device' };
    if (v.source === 'place' && typeof v.label === 'string' && v.label) return { ...point, source: 'place', label: v.label };
    return null;
  } catch {
    return null;
  }
}

export const lastPoint = {
  get(now: number = Date.now()): KnownPoint | null {
    const point = parse(store.get(POINT_STORAGE_KEY), now);
    if (!point) lastPoint.clear(); // expired or unreadable: drop it
    return point;
  },
  set(point: KnownPoint, now: number = Date.now()) {
    const kept: Stored =
      point.source === 'device'
        ? { source: 'device', latitude: coarse(point.latitude), longitude: coarse(point.longitude), savedAt: now }
        : { source: 'place', latitude: point.latitude, longitude: point.longitude, label: point.label, savedAt: now };
    store.set(POINT_STORAGE_KEY, JSON.stringify(kept));
  },
  clear() {
    store.remove(POINT_STORAGE_KEY);
  },
};
