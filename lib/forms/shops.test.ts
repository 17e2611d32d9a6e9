import { listShopChoices } from './shops';
import { listLocations } from '@/lib/data/locations';

jest.mock('@/lib/data/locations', () => ({ listLocations: jest.fn() }));
const mocked = listLocations as jest.MockedFunction<typeof listLocations>;

const row = (slug: string, name: string, phoneNumber: string) => ({ slug, name, phoneNumber }) as Awaited<ReturnType<typeof listLocations>>[number];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("offers exactly the database's shops, with their current names and phones", async () => {
  mocked.mockResolvedValue([row('concord', 'Concord Downtown', '(925) 555-0199'), row('atlantis', 'Atlantis', '(000) 555-0000')]);
  expect(await listShopChoices()).toEqual([
    { slug: 'concord', name: 'Concord Downtown', phoneNumber: '(925) 555-0199' },
    { slug: 'atlantis', name: 'Atlantis', phoneNumber: '(000) 555-0000' },
  ]);
});

it('renders an empty list when the database is unavailable, and logs no personal data', async () => {
  mocked.mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 for maria@example.com'), { code: 'ECONNREFUSED' }));
  expect(await listShopChoices()).toEqual([]);
  expect(console.error).toHaveBeenCalledTimes(1);
  const line = (console.error as jest.Mock).mock.calls[0].join(' ');
  expect(line).toMatch(/database unavailable: code ECONNREFUSED/);
  expect(line).not.toMatch(/maria|127\.0\.0\.1/);
});

it('does not hide a bug behind an empty list', async () => {
  mocked.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'slug')"));
  await expect(listShopChoices()).rejects.toThrow(TypeError);
});
