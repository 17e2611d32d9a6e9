/**
 * The Google map's life cycle, kept pure so it can be unit-tested: loading until the Maps
 * JavaScript API has loaded (ready), or one of three failures. Failures are
 * final for this page view: the placeholder then says the shops are still in the list.
 */
import { FALLBACK_MAP_CENTER, type LatLng } from '@/lib/domain/distance';
import { deadline } from '@/lib/deadline';
import { LOCATIONS_TEXT } from './fixed-text';

/** The map gives up loading after 10 s and opens at zoom 11. */
export const MAP_LOAD_TIMEOUT_MS = 10_000;
export const MAP_ZOOM = 11;

export type MapStatus = 'loading' | 'ready' | 'timeout' | 'service-failed' | 'init-failed';
export type MapEvent = 'loaded' | 'timeout' | 'service-error' | 'init-error';

export function mapStatusReducer(state: MapStatus, event: MapEvent): MapStatus {
  switch (event) {
    case 'loaded':
      return state === 'loading' ? 'ready' : state;
    case 'timeout':
      return state === 'loading' ? 'timeout' : state;
    case 'service-error':
      return state === 'loading' ? 'service-failed' : state;
    case 'init-error':
      // A rejected key or a map that throws can happen after the API has loaded.
      return state === 'loading' || state === 'ready' ? 'init-failed' : state;
  }
}

export function mapFailureMessage(status: MapStatus): string | null {
  if (status === 'timeout') return LOCATIONS_TEXT.mapTimeout;
  if (status === 'service-failed') return LOCATIONS_TEXT.mapServiceFailed;
  if (status === 'init-failed') return LOCATIONS_TEXT.mapInitFailed;
  return null;
}

/**
 * How long the map waits for its center: a request that hung would leave the loaded map's box
 * empty for good, when the fixed center serves as well.
 */
export const MAP_CENTER_TIMEOUT_MS = 5_000;

/** GET /api/locations/map/center; the fixed fallback center on any failure or after MAP_CENTER_TIMEOUT_MS. */
export async function fetchMapCenter(fetcher: typeof fetch = fetch): Promise<LatLng> {
  const limit = deadline(MAP_CENTER_TIMEOUT_MS);
  try {
    const res = await fetcher('/api/locations/map/center', { signal: limit.signal });
    const body = (await res.json()) as { success?: boolean; data?: { center?: { latitude?: unknown; longitude?: unknown } } };
    const c = body?.data?.center;
    if (res.ok && body.success && typeof c?.latitude === 'number' && typeof c?.longitude === 'number') return { latitude: c.latitude, longitude: c.longitude };
    console.error('Map center unavailable, using the default center:', res.status);
  } catch (error) {
    console.error('Map center unavailable, using the default center:', error);
  } finally {
    limit.done();
  }
  return FALLBACK_MAP_CENTER;
}
