import type { MetadataRoute } from 'next';
import { listCareerOpenings } from '@/lib/data/careers';
import { listLocations } from '@/lib/data/locations';
import { listMenuCategories } from '@/lib/data/menu';
import { readOr } from '@/lib/data/read';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { siteUrl } from '@/lib/env';
import { STATIC_ROUTES } from '@/lib/content/site-links';

// Read from the database at request time, so it lists exactly what the site serves.
export const dynamic = 'force-dynamic';


const orNone = async <T,>(what: string, read: Promise<T[]>): Promise<T[]> => (await readOr(`sitemap: ${what}`, read, [])).value;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  // A database outage must not turn the sitemap into a 500: the routes that need no data are
  // always listed, and each list the database cannot give right now is left out until it can.
  const [locations, categories, openings] = await Promise.all([
    orNone('locations', listLocations()),
    orNone('menu categories', listMenuCategories()),
    orNone('career openings', listCareerOpenings()),
  ]);
  const paths = [
    ...STATIC_ROUTES,
    ...locations.map((l) => `/locations/${l.slug}`),
    ...categories.map((c) => `/menu/${c.slug}`),
    ...WEEKDAYS.map((d) => `/daily-specials/${d}`),
    ...openings.map((o) => `/careers/${o._id}`),
  ];
  return paths.map((p) => ({ url: `${base}${p === '/' ? '' : p}`, changeFrequency: p === '/' || p.startsWith('/daily-specials') ? 'daily' : 'weekly', priority: p === '/' ? 1 : 0.7 }));
}
