/**
 * The visitor's distance to each shop, in the browser: the geolocation options the site
 * fixes, the call to POST /api/locations/distances, nearest-first ordering, and a per-tab memory
 * of a denial so the page never nags (no "prompt storm").
 */
import { deadline } from '@/lib/deadline';
import { deviceStorage } from './device-storage';

export type DistanceResult = { _id: string; distance: number };

/** High accuracy, 10 s timeout, a cached position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

export const DENIED_STORAGE_KEY = 'kinders:geolocation-denied';
/** GeolocationPositionError.PERMISSION_DENIED */
export const PERMISSION_DENIED = 1;

/**
 * How long the distances may take before the list says they are not available, with Try Again:
 * a request that hangs would otherwise keep "Finding your location..." on screen for good. The
 * server answers from its own shop list in well under a second.
 */
export const DISTANCES_TIMEOUT_MS = 15_000;

export async function fetchDistances(position: { latitude: number; longitude: number }, fetcher: typeof fetch = fetch): Promise<DistanceResult[]> {
  const limit = deadline(DISTANCES_TIMEOUT_MS);
  try {
    const res = await fetcher('/api/locations/distances', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latitude: position.latitude, longitude: position.longitude }),
      signal: limit.signal,
    });
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown; message?: string } | null;
    if (!res.ok || !body?.success || !Array.isArray(body.data)) throw new Error(body?.message ?? `Failed to load distances: ${res.status}`);
    return body.data.filter((d): d is DistanceResult => typeof d?._id === 'string' && typeof d?.distance === 'number' && Number.isFinite(d.distance));
  } catch (error) {
    throw limit.expired() ? new Error(`Distances took longer than ${DISTANCES_TIMEOUT_MS / 1000} s`) : error;
  } finally {
    limit.done();
  }
}

/**
 * Nearest first when distances are known (shops without a distance keep their order, after
 * the others); the server's order otherwise. Never mutates its input.
 */
export function orderByDistance<T extends { _id: string }>(items: T[], distances: ReadonlyMap<string, number> | null): T[] {
  if (!distances) return items;
  return items
    .map((item, index) => ({ item, index, d: distances.get(item._id) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .map((x) => x.item);
}

const tab = deviceStorage('session');
export const deniedMemory = {
  get: () => tab.get(DENIED_STORAGE_KEY) === '1',
  set: () => tab.set(DENIED_STORAGE_KEY, '1'),
  clear: () => tab.remove(DENIED_STORAGE_KEY),
};

/** The Permissions API's answer for geolocation, or 'unknown' where it is missing (older Safari). */
export async function geolocationPermission(): Promise<PermissionState | 'unknown'> {
  try {
    if (!navigator.permissions?.query) return 'unknown';
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}
