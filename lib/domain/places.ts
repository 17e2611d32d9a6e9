/**
 * The ZIP code and city search on /locations, fully offline: a visitor's words ("94520",
 * "Concord, CA", "walnut cr") become a point to measure the distance to each shop from, or a
 * reason why not. The points are the approximate centers in east-bay-places.json (geography,
 * not business content: it covers every ZIP code and town within `radiusMiles` of the shops).
 */
import data from './east-bay-places.json';
import type { LatLng } from './distance';

/** A point found for the visitor's words, with the name to show for it: "94520 (Concord)", "Concord". */
export type Place = LatLng & { label: string };

export type PlaceData = {
  radiusMiles: number;
  /** ZIP code -> [latitude, longitude, town]. */
  zips: Record<string, [number, number, string]>;
  /** Town -> [latitude, longitude]. */
  cities: Record<string, [number, number]>;
};

/**
 * empty: nothing typed; zipFormat: digits that are not a five-digit ZIP code; format: neither a
 * ZIP code nor a town's name; unknownZip / unknownCity: well formed but not within reach;
 * ambiguous: the start of several towns' names (see `suggestions`).
 */
export type PlaceProblem = 'empty' | 'zipFormat' | 'format' | 'unknownZip' | 'unknownCity' | 'ambiguous';
export type PlaceLookup = { ok: true; place: Place } | { ok: false; problem: PlaceProblem; suggestions: string[] };

// The shape is checked by places.test.ts; JSON imports type arrays loosely.
export const EAST_BAY_PLACES = data as unknown as PlaceData;

/** How many towns an ambiguous start offers at most. */
export const MAX_SUGGESTIONS = 5;
/** The shortest start of a name that may stand for the whole name. */
const MIN_PREFIX = 3;

/** "  Walnut-Creek. " -> "walnut creek": no accents, case, punctuation or extra spaces. */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** "Concord, CA", "Concord California" -> "Concord": the state adds nothing, every town is in California. */
const stripState = (value: string) => value.replace(/(,|\s)\s*(ca|calif|california)\.?\s*$/i, '').trim();

const problem = (p: PlaceProblem, suggestions: string[] = []): PlaceLookup => ({ ok: false, problem: p, suggestions });

export function findPlace(query: string, places: PlaceData = EAST_BAY_PLACES): PlaceLookup {
  const text = query.trim();
  if (!text) return problem('empty');

  // A five-digit ZIP code (or ZIP+4) anywhere wins: "Concord, CA 94520" means 94520.
  const zip = /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/.exec(text)?.[1];
  if (zip) {
    const entry = places.zips[zip];
    if (!entry) return problem('unknownZip');
    return { ok: true, place: { latitude: entry[0], longitude: entry[1], label: `${zip} (${entry[2]})` } };
  }
  if (/^[\d\s-]+$/.test(text)) return problem('zipFormat');
  const name = stripState(text);
  if (!name || !/^[\p{L}\s.'’-]+$/u.test(name)) return problem('format');

  const wanted = normalizePlaceName(name);
  const towns = Object.keys(places.cities);
  const exact = towns.find((town) => normalizePlaceName(town) === wanted);
  const starts = exact ? [exact] : wanted.length >= MIN_PREFIX ? towns.filter((town) => normalizePlaceName(town).startsWith(wanted)) : [];
  if (starts.length === 1) {
    const [latitude, longitude] = places.cities[starts[0]];
    return { ok: true, place: { latitude, longitude, label: starts[0] } };
  }
  if (starts.length > 1) return problem('ambiguous', [...starts].sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, MAX_SUGGESTIONS));
  return problem('unknownCity');
}
