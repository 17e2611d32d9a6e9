/**
 * @jest-environment node
 */
// The data cache keeps one entry per distinct argument list. Recorded here, it shows how many
// entries the menu's reads can make: a bounded number, whatever slugs visitors type.
const entries = new Set<string>();
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...a: unknown[]) => unknown, keys: string[]) =>
    (...args: unknown[]) => {
      entries.add(JSON.stringify([keys[0], args]));
      return fn(...args);
    },
}));
// The test hook's fault for the items' read, set per test.
let mockItemsFault: string | null = null;
jest.mock('@/lib/testing/server-hooks', () => ({ testFault: async (name: string) => (name === 'menu-items' ? mockItemsFault : null) }));
afterEach(() => (mockItemsFault = null));

import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { listMenuCategories, listMenuItems } from './menu';

beforeAll(openTestDb);
afterAll(closeTestDb);

describe('listMenuItems', () => {
  it("gives each category's items, in any case, and null for a category that does not exist", async () => {
    const categories = await listMenuCategories();
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      const items = await listMenuItems(c.slug);
      expect(items).not.toBeNull();
      expect(await listMenuItems(c.slug.toUpperCase())).toEqual(items);
      expect(items!.map((i) => i.orderBy)).toEqual([...items!.map((i) => i.orderBy)].sort((a, b) => a - b));
    }
    expect(await listMenuItems('no-such-category')).toBeNull();
    expect(await listMenuItems('constructor')).toBeNull();
  });

  it('adds no cache entry for a slug nobody wrote, however many are asked for', async () => {
    await listMenuCategories();
    await listMenuItems((await listMenuCategories())[0].slug);
    const before = entries.size;
    for (let i = 0; i < 20; i++) expect(await listMenuItems(`made-up-${i}`)).toBeNull();
    expect(entries.size).toBe(before);
  });
});

describe('the "empty" test fault on the items', () => {
  it('leaves every category there is without items, and an unknown one unknown', async () => {
    mockItemsFault = 'empty';
    const [category] = await listMenuCategories();
    expect(await listMenuItems(category.slug)).toEqual([]);
    expect(await listMenuItems('no-such-category')).toBeNull();
  });
});
