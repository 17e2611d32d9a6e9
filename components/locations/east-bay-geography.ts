/**
 * Simplified East Bay landmarks for the keyless shop map, so the pins sit in a recognizable
 * place: the south shore of the Carquinez Strait and Suisun Bay, Mount Diablo, and the two
 * highways most visitors drive to us on. Hand-traced from public maps at roughly 1 km accuracy;
 * illustration only, never used for distances.
 */
import type { LatLng } from '@/lib/domain/distance';

const ll = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });

/** West to east; the map fills everything north of this line with water. */
export const SOUTH_SHORE: LatLng[] = [
  ll(37.985, -122.42), ll(38.0, -122.365), ll(38.004, -122.33), ll(38.02, -122.298), ll(38.036, -122.268),
  ll(38.055, -122.232), ll(38.058, -122.212), ll(38.05, -122.185), ll(38.036, -122.158), ll(38.03, -122.137),
  ll(38.04, -122.105), ll(38.046, -122.06), ll(38.05, -121.99), ll(38.042, -121.93), ll(38.036, -121.885),
  ll(38.022, -121.82), ll(38.02, -121.765), ll(38.028, -121.71), ll(38.035, -121.64), ll(38.03, -121.56),
];

export const WATER_LABEL = { text: 'Suisun Bay', at: ll(38.062, -122.0) };

export const MOUNT_DIABLO = { text: 'Mt. Diablo', at: ll(37.8817, -121.9142) };

export const HIGHWAYS: { name: string; shieldAt: LatLng; path: LatLng[] }[] = [
  {
    name: '4',
    shieldAt: ll(38.012, -121.86),
    path: [
      ll(38.012, -122.275), ll(37.998, -122.22), ll(37.996, -122.135), ll(37.992, -122.075), ll(38.0, -122.03),
      ll(38.02, -121.95), ll(38.016, -121.88), ll(38.002, -121.8), ll(37.965, -121.745), ll(37.93, -121.7), ll(37.88, -121.66),
    ],
  },
  {
    name: '680',
    shieldAt: ll(37.975, -122.082),
    path: [ll(38.06, -122.125), ll(38.02, -122.11), ll(37.985, -122.085), ll(37.955, -122.064), ll(37.925, -122.059), ll(37.9, -122.063), ll(37.85, -122.03), ll(37.8, -121.99)],
  },
];

/** Neighboring towns without a shop, for orientation on the wide map. */
export const TOWNS = [
  { text: 'Pittsburg', at: ll(38.018, -121.889) },
  { text: 'Antioch', at: ll(37.996, -121.806) },
  { text: 'Lafayette', at: ll(37.886, -122.118) },
  { text: 'Pinole', at: ll(37.993, -122.3) },
];
