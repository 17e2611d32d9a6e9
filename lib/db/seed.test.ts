/**
 * The seed against a real database: embedded in-memory PGlite by default, or the PostgreSQL
 * server in TEST_DATABASE_URL (npm run test:all runs both).
 */
import { count, eq } from 'drizzle-orm';
import { closeDb, dbKind, getDb, type Db } from './index';
import { migrateDb } from './migrate';
import { contentRows, seed } from './seed';
import { readRecords } from '@/lib/content/records';
import * as s from './schema';
import { ALT_CONTENT_ROOT as ALT_ROOT, testContent } from '@/lib/testing/content';

const { rows } = testContent();
const locationContent = rows.locations;
const menuItemContent = rows.menuItems;

/** The tests' second content set: other shops, menu, holidays and specials. */

let db: Db;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    db = await getDb();
    await migrateDb(db, dbKind());
    await seed(db);
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
    db = await getDb(); // the embedded database migrates and seeds on first open
  }
}, 60_000);
afterAll(() => closeDb());

const countOf = async (table: typeof s.locations | typeof s.menuItems | typeof s.cateringRequests) =>
  (await db.select({ n: count() }).from(table))[0].n;

it('seeds every shop and menu item on first open', async () => {
  expect(await countOf(s.locations)).toBe(locationContent.length);
  expect(await countOf(s.menuItems)).toBe(menuItemContent.length);
});

it('is idempotent: seeding again changes no counts', async () => {
  await seed(db);
  await seed(db);
  expect(await countOf(s.locations)).toBe(locationContent.length);
  expect(await countOf(s.menuItems)).toBe(menuItemContent.length);
});

it('restores edited rows and removes rows content no longer has, leaving submissions alone', async () => {
  const first = locationContent[0];
  await db.update(s.locations).set({ name: 'Edited' }).where(eq(s.locations.id, first.id));
  await db.insert(s.locations).values({ ...locationContent[0], id: 'loc_stray', slug: 'stray' });
  const requestsBefore = await countOf(s.cateringRequests);
  await db.insert(s.cateringRequests).values({
    publicId: `cr_seed_test_${Date.now()}`, cateringOption: 'Pickup Catering', guestSize: 10, firstName: 'A', lastName: 'B', emailAddress: 'a@example.com', phoneNumber: '555-0100',
  });
  await seed(db);
  const [restored] = await db.select().from(s.locations).where(eq(s.locations.id, first.id));
  expect(restored.name).toBe(first.name);
  expect(await db.select().from(s.locations).where(eq(s.locations.id, 'loc_stray'))).toHaveLength(0);
  expect(await countOf(s.cateringRequests)).toBe(requestsBefore + 1);
});

it('replaces one content set with another and back: the database holds exactly the seeded files, submissions stay', async () => {
  const requestsBefore = await countOf(s.cateringRequests);
  const alt = testContent(ALT_ROOT).rows;
  const slugs = async () => (await db.select({ slug: s.locations.slug }).from(s.locations)).map((r) => r.slug).sort();
  const itemIds = async () => (await db.select({ id: s.menuItems.id }).from(s.menuItems)).map((r) => r.id).sort();

  await seed(db, ALT_ROOT);
  expect(await slugs()).toEqual(alt.locations.map((l) => l.slug).sort());
  expect(await itemIds()).toEqual(alt.menuItems.map((i) => i.id).sort());
  expect((await db.select().from(s.specials)).map((r) => r.id).sort()).toEqual(alt.specials.map((r) => r.id).sort());

  await seed(db);
  expect(await slugs()).toEqual(locationContent.map((l) => l.slug).sort());
  expect(await itemIds()).toEqual(menuItemContent.map((i) => i.id).sort());
  expect(await countOf(s.cateringRequests)).toBe(requestsBefore);
});

it("keeps apart two categories' items whose category and name run together the same way", () => {
  // "bbq" + "Sandwich Sampler" and "bbq-sandwich" + "Sampler": one id would fail the whole seed,
  // and with it every page.
  const records = readRecords();
  const [first, second] = records.menu;
  const category = (slug: string, from: typeof first, name: string) => ({ slug, data: { ...from.data, items: [{ ...from.data.items[0], name }] } });
  const tables = contentRows({ ...records, menu: [category('bbq', first, 'Sandwich Sampler'), category('bbq-sandwich', second, 'Sampler')] });
  const [, menuItems] = tables.find(([table]) => table === s.menuItems)!;
  expect(new Set(menuItems.map((i) => i.id)).size).toBe(2);
});
