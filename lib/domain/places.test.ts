import path from 'node:path';
import { testContent } from '@/lib/testing/content';
import { distanceMiles, isValidLatLng } from './distance';
import { EAST_BAY_PLACES, findPlace, MAX_SUGGESTIONS, normalizePlaceName, type PlaceData } from './places';

/** A made-up map, so the rules are tested apart from the real geography. */
const MAP: PlaceData = {
  radiusMiles: 25,
  zips: {
    '90001': [38, -122, 'Alpha Town'],
    '90002': [38.1, -122.1, 'Alpha Town'],
    '90003': [38.2, -122.2, 'Béta'],
  },
  cities: {
    'Alpha Town': [38.05, -122.05],
    Béta: [38.2, -122.2],
    'San Uno': [37.1, -121.1],
    'San Dos': [37.2, -121.2],
    'Santa Tres': [37.3, -121.3],
    'San Cuatro Heights': [37.4, -121.4],
    'San Cinco': [37.5, -121.5],
    'San Seis': [37.6, -121.6],
    'Point-Green Point': [37.7, -121.7],
  },
};
const find = (q: string) => findPlace(q, MAP);
const placeOf = (q: string) => {
  const r = find(q);
  if (!r.ok) throw new Error(`${q}: ${r.problem}`);
  return r.place;
};
const problemOf = (q: string) => {
  const r = find(q);
  if (r.ok) throw new Error(`${q} was found`);
  return r.problem;
};

describe('findPlace: ZIP codes', () => {
  it('finds a five-digit ZIP code and names it with its town', () => {
    expect(placeOf('90002')).toEqual({ latitude: 38.1, longitude: -122.1, label: '90002 (Alpha Town)' });
  });
  it('takes a ZIP+4, and a ZIP code inside an address line', () => {
    expect(placeOf(' 90001-1234 ').label).toBe('90001 (Alpha Town)');
    expect(placeOf('Alpha Town, CA 90003').label).toBe('90003 (Béta)');
  });
  it('says a well-formed ZIP code is unknown, and digits that are not a ZIP code are malformed', () => {
    expect(problemOf('90009')).toBe('unknownZip');
    expect(problemOf('9000')).toBe('zipFormat');
    expect(problemOf('900011')).toBe('zipFormat');
    expect(problemOf('90 00')).toBe('zipFormat');
  });
});

describe('findPlace: towns', () => {
  it('finds a town whatever its case, accents, dashes, dots and a trailing state', () => {
    expect(placeOf('alpha town')).toEqual({ latitude: 38.05, longitude: -122.05, label: 'Alpha Town' });
    expect(placeOf('  ALPHA   TOWN, CA ').label).toBe('Alpha Town');
    expect(placeOf('Alpha Town California').label).toBe('Alpha Town');
    expect(placeOf('Alpha-Town.').label).toBe('Alpha Town');
    expect(placeOf('beta').label).toBe('Béta');
    expect(placeOf('point green point').label).toBe('Point-Green Point');
  });
  it('takes the start of a name when only one town starts so (three letters at least)', () => {
    expect(placeOf('alp').label).toBe('Alpha Town');
    expect(placeOf('santa').label).toBe('Santa Tres');
    expect(problemOf('al')).toBe('unknownCity');
  });
  it('offers the towns an ambiguous start could mean, shortest names first, a few at most', () => {
    const r = find('san');
    expect(r).toEqual({ ok: false, problem: 'ambiguous', suggestions: ['San Dos', 'San Uno', 'San Seis', 'San Cinco', 'Santa Tres'] });
    expect(r.ok || r.suggestions.length).toBe(MAX_SUGGESTIONS);
  });
  it('says an unknown town is unknown, and refuses what is neither a ZIP code nor a name', () => {
    expect(problemOf('Gamma')).toBe('unknownCity');
    expect(problemOf('')).toBe('empty');
    expect(problemOf('   ')).toBe('empty');
    expect(problemOf('Alpha 12')).toBe('format');
    expect(problemOf('<script>')).toBe('format');
    expect(problemOf(', CA')).toBe('format');
  });
});

describe('normalizePlaceName', () => {
  it('drops case, accents, punctuation and extra spaces', () => {
    expect(normalizePlaceName("  Walnut-Creek.  O'Neil’s ")).toBe('walnut creek oneils');
    expect(normalizePlaceName('Béta')).toBe('beta');
  });
});

describe('the shipped geography (east-bay-places.json)', () => {
  const { zips, cities, radiusMiles } = EAST_BAY_PLACES;

  it('says what it is, and holds well-formed ZIP codes and towns with real points', () => {
    const about = (EAST_BAY_PLACES as unknown as { about: string }).about;
    expect(about).toMatch(/^Approximate geography, not business content/);
    expect(radiusMiles).toBeGreaterThanOrEqual(25);
    expect(Object.keys(zips).length).toBeGreaterThan(100);
    for (const [zip, entry] of Object.entries(zips)) {
      expect(zip).toMatch(/^\d{5}$/);
      expect(entry).toHaveLength(3);
      expect(isValidLatLng(entry[0], entry[1])).toBe(true);
      expect(typeof entry[2]).toBe('string');
    }
    for (const [name, entry] of Object.entries(cities)) {
      expect(name.trim()).toBe(name);
      expect(entry).toHaveLength(2);
      expect(isValidLatLng(entry[0], entry[1])).toBe(true);
    }
  });

  it('has no two towns that read the same once normalized (each name finds one place)', () => {
    const names = Object.keys(cities).map(normalizePlaceName);
    expect(new Set(names).size).toBe(names.length);
  });

  // Both content sets: a business that adds a shop far from the others must regenerate the file.
  const roots = [process.cwd(), path.join(process.cwd(), 'e2e/fixtures/content-alt')];
  for (const root of roots) {
    it(`finds every shop's own ZIP code and town near the shop (${path.relative(process.cwd(), root) || 'content/'})`, () => {
      for (const shop of testContent(root).rows.locations) {
        const at = { latitude: shop.latitude, longitude: shop.longitude };
        const byZip = findPlace(shop.zip);
        const byCity = findPlace(shop.city);
        expect(byZip.ok && byCity.ok).toBe(true);
        if (!byZip.ok || !byCity.ok) continue;
        expect(distanceMiles(at, byZip.place)).toBeLessThan(10);
        expect(distanceMiles(at, byCity.place)).toBeLessThan(10);
        expect(byCity.place.label).toBe(shop.city);
      }
    });
  }
});
