import { listShopChoices } from './shops';
import { listLocations } from '@/lib/data/locations';
import { LOCATION_OPTIONS } from '@/lib/validation/fields';

jest.mock('@/lib/data/locations', () => ({ listLocations: jest.fn() }));
const mocked = listLocations as jest.MockedFunction<typeof listLocations>;

const row = (slug: string, name: string, phoneNumber: string) => ({ slug, name, phoneNumber }) as Awaited<ReturnType<typeof listLocations>>[number];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("offers the database's shops (current names and phones), only those the schema accepts", async () => {
  mocked.mockResolvedValue([row('concord', 'Concord Downtown', '(925) 555-0199'), row('atlantis', 'Atlantis', '(000) 555-0000')]);
  expect(await listShopChoices()).toEqual([{ slug: 'concord', name: 'Concord Downtown', phoneNumber: '(925) 555-0199' }]);
});

it('falls back to the built-in list when the database is unavailable, so the form still works', async () => {
  mocked.mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  const shops = await listShopChoices();
  expect(shops).toHaveLength(7);
  expect(shops).toEqual(LOCATION_OPTIONS.map(({ slug, name, phoneNumber }) => ({ slug, name, phoneNumber })));
  expect(console.error).toHaveBeenCalled();
});

it('does not hide a bug behind the built-in list', async () => {
  mocked.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'slug')"));
  await expect(listShopChoices()).rejects.toThrow(TypeError);
});

it('falls back to the built-in list when the database has no shops', async () => {
  mocked.mockResolvedValue([]);
  expect((await listShopChoices()).map((s) => s.slug)).toEqual(LOCATION_OPTIONS.map((l) => l.slug));
});
