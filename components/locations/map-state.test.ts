import { FALLBACK_MAP_CENTER } from '@/lib/domain/distance';
import { fetchMapCenter, mapFailureMessage, mapStatusReducer, MAP_CENTER_TIMEOUT_MS, MAP_LOAD_TIMEOUT_MS, MAP_ZOOM } from './map-state';

describe('mapStatusReducer', () => {
  it('goes from loading to ready when the API has loaded', () => expect(mapStatusReducer('loading', 'loaded')).toBe('ready'));
  it('times out only while loading', () => {
    expect(mapStatusReducer('loading', 'timeout')).toBe('timeout');
    expect(mapStatusReducer('ready', 'timeout')).toBe('ready');
  });
  it('records a service failure while loading and keeps a timeout as it is', () => {
    expect(mapStatusReducer('loading', 'service-error')).toBe('service-failed');
    expect(mapStatusReducer('timeout', 'service-error')).toBe('timeout');
  });
  it('turns a rejected key or a throwing map into an initialization failure, even after loading', () => {
    expect(mapStatusReducer('loading', 'init-error')).toBe('init-failed');
    expect(mapStatusReducer('ready', 'init-error')).toBe('init-failed');
  });
  it('keeps failures final', () => {
    expect(mapStatusReducer('timeout', 'loaded')).toBe('timeout');
    expect(mapStatusReducer('service-failed', 'loaded')).toBe('service-failed');
  });
});

describe('mapFailureMessage', () => {
  it('says what failed in fixed words, and that the list still works', () => {
    expect(mapFailureMessage('timeout')).toBe('Map loading timeout - locations still available');
    expect(mapFailureMessage('init-failed')).toBe('Map initialization failed');
    expect(mapFailureMessage('service-failed')).toMatch(/failed to load.*locations still available/);
    expect(mapFailureMessage('loading')).toBeNull();
    expect(mapFailureMessage('ready')).toBeNull();
  });
});

describe('constants', () => {
  it('waits 10 s for the map and opens it at zoom 11', () => {
    expect(MAP_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(MAP_ZOOM).toBe(11);
  });
});

describe('fetchMapCenter', () => {
  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => jest.restoreAllMocks());

  it('reads data.center from the API', async () => {
    const fetcher = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data: { center: { latitude: 37.95, longitude: -122.05 } } }) })) as unknown as typeof fetch;
    await expect(fetchMapCenter(fetcher)).resolves.toEqual({ latitude: 37.95, longitude: -122.05 });
    expect(fetcher).toHaveBeenCalledWith('/api/locations/map/center', { signal: expect.any(AbortSignal) });
  });
  it('falls back to 37.957, -122.312 on an error answer', async () => {
    quiet();
    const fetcher = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({ success: false, message: 'down' }) })) as unknown as typeof fetch;
    await expect(fetchMapCenter(fetcher)).resolves.toEqual(FALLBACK_MAP_CENTER);
    expect(FALLBACK_MAP_CENTER).toEqual({ latitude: 37.957, longitude: -122.312 });
  });
  it('falls back on a network error or a malformed body', async () => {
    quiet();
    await expect(fetchMapCenter(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).resolves.toEqual(FALLBACK_MAP_CENTER);
    const odd = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data: { center: { latitude: 'x' } } }) })) as unknown as typeof fetch;
    await expect(fetchMapCenter(odd)).resolves.toEqual(FALLBACK_MAP_CENTER);
  });
  it('falls back when the answer does not come within the time limit', async () => {
    quiet();
    jest.useFakeTimers();
    try {
      const hangs = jest.fn((_url: string, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
      let center: unknown = null;
      void fetchMapCenter(hangs).then((c) => (center = c));
      await jest.advanceTimersByTimeAsync(MAP_CENTER_TIMEOUT_MS - 1);
      expect(center).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(center).toEqual(FALLBACK_MAP_CENTER);
    } finally {
      jest.useRealTimers();
    }
  });
});
