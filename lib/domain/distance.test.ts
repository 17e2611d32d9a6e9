import { centroid, distanceMiles, formatDistance, isValidLatLng } from './distance';

describe('distanceMiles', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMiles({ latitude: 37.9, longitude: -122 }, { latitude: 37.9, longitude: -122 })).toBe(0);
  });
  it('matches the known great-circle distance San Francisco to Los Angeles (~347 mi)', () => {
    const d = distanceMiles({ latitude: 37.7749, longitude: -122.4194 }, { latitude: 34.0522, longitude: -118.2437 });
    expect(d).toBeGreaterThan(346);
    expect(d).toBeLessThan(349);
  });
  it('is symmetric', () => {
    const a = { latitude: 37.93, longitude: -121.7 };
    const b = { latitude: 38.01, longitude: -122.29 };
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 10);
  });
});

describe('formatDistance (feet under a mile, else miles to one decimal)', () => {
  it.each([
    [0.5, '2,640 ft'],
    [0.01, '53 ft'],
    [0.999, '5,275 ft'],
    [1, '1.0 mi'],
    [12.345, '12.3 mi'],
    [3.96, '4.0 mi'],
  ])('%p miles -> %p', (miles, text) => {
    expect(formatDistance(miles)).toBe(text);
  });
});

describe('isValidLatLng', () => {
  it('accepts numbers in range', () => expect(isValidLatLng(37.9, -122.1)).toBe(true));
  it.each([
    ['91', -122],
    [91, -122],
    [37, 181],
    [NaN, 0],
    [Infinity, 0],
    [null, null],
  ])('rejects %p, %p', (lat, lng) => expect(isValidLatLng(lat, lng)).toBe(false));
});

describe('centroid', () => {
  it('averages the points', () => {
    expect(centroid([{ latitude: 0, longitude: 0 }, { latitude: 2, longitude: 4 }])).toEqual({ latitude: 1, longitude: 2 });
  });
  it('is null for no points', () => expect(centroid([])).toBeNull());
});
