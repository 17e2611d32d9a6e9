/**
 * The sitemap during a database outage: the routes that need no data are still listed and the
 * request does not fail (it answered 500 before; found by the db-outage drill).
 */
import sitemap from './sitemap';
import { listCareerOpenings } from '@/lib/data/careers';
import { listLocations } from '@/lib/data/locations';
import { listMenuCategories } from '@/lib/data/menu';

jest.mock('@/lib/data/locations', () => ({ listLocations: jest.fn() }));
jest.mock('@/lib/data/menu', () => ({ listMenuCategories: jest.fn() }));
jest.mock('@/lib/data/careers', () => ({ listCareerOpenings: jest.fn() }));

// What the database driver rejects with when the server cannot be reached.
const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
const paths = (entries: { url: string }[]) => entries.map((e) => new URL(e.url).pathname);

beforeEach(() => {
  process.env.SITE_URL = 'https://bbq.example.com';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('lists every static route and weekday when the database is down', async () => {
  jest.mocked(listLocations).mockImplementation(down);
  jest.mocked(listMenuCategories).mockImplementation(down);
  jest.mocked(listCareerOpenings).mockImplementation(down);
  const listed = paths(await sitemap());
  expect(listed).toEqual(expect.arrayContaining(['/', '/menu', '/locations', '/contact', '/careers', '/daily-specials/monday', '/daily-specials/sunday']));
  expect(listed.some((p) => p.startsWith('/locations/'))).toBe(false);
});

test('keeps the lists it can read when only one read fails', async () => {
  jest.mocked(listLocations).mockResolvedValue([{ slug: 'concord' }] as never);
  jest.mocked(listMenuCategories).mockImplementation(down);
  jest.mocked(listCareerOpenings).mockResolvedValue([{ _id: 'line-cook' }] as never);
  const listed = paths(await sitemap());
  expect(listed).toEqual(expect.arrayContaining(['/locations/concord', '/careers/line-cook']));
});
