/** @jest-environment jsdom */
import { lastPoint, POINT_MAX_AGE_MS, POINT_STORAGE_KEY } from './last-point';

beforeEach(() => localStorage.clear());

describe('lastPoint', () => {
  it('keeps a searched place with its name, and a device position rounded to about 100 m', () => {
    lastPoint.set({ source: 'place', latitude: 37.99303, longitude: -122.03525, label: '94520 (Concord)' }, 1000);
    expect(lastPoint.get(2000)).toEqual({ source: 'place', latitude: 37.99303, longitude: -122.03525, label: '94520 (Concord)' });
    lastPoint.set({ source: 'device', latitude: 37.912345, longitude: -122.065678 }, 1000);
    expect(JSON.parse(localStorage.getItem(POINT_STORAGE_KEY)!)).toEqual({ source: 'device', latitude: 37.912, longitude: -122.066, savedAt: 1000 });
    expect(lastPoint.get(2000)).toEqual({ source: 'device', latitude: 37.912, longitude: -122.066 });
  });

  it('forgets a point after 30 days, and drops it from the device', () => {
    lastPoint.set({ source: 'device', latitude: 37.9, longitude: -122 }, 0);
    expect(POINT_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(lastPoint.get(POINT_MAX_AGE_MS)).not.toBeNull();
    expect(lastPoint.get(POINT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(POINT_STORAGE_KEY)).toBeNull();
  });

  it('reads anything else as nothing: broken JSON, bad coordinates, a place without a name, an unknown source', () => {
    for (const raw of ['{', '"x"', JSON.stringify({ source: 'device', latitude: 91, longitude: 0, savedAt: 1 }), JSON.stringify({ source: 'place', latitude: 1, longitude: 1, savedAt: 1 }), JSON.stringify({ source: 'gps', latitude: 1, longitude: 1, savedAt: 1 }), JSON.stringify({ source: 'device', latitude: 1, longitude: 1 })]) {
      localStorage.setItem(POINT_STORAGE_KEY, raw);
      expect(lastPoint.get(2)).toBeNull();
    }
  });

  it('clear() forgets it', () => {
    lastPoint.set({ source: 'device', latitude: 37.9, longitude: -122 });
    lastPoint.clear();
    expect(lastPoint.get()).toBeNull();
  });

  it('never throws where the browser refuses storage', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => lastPoint.set({ source: 'device', latitude: 37.9, longitude: -122 })).not.toThrow();
    expect(lastPoint.get()).toBeNull();
    expect(() => lastPoint.clear()).not.toThrow();
    spy.mockRestore();
  });
});
