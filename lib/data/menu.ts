import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { menuCategories, menuItems, type MenuCategoryRow, type MenuItemRow } from '@/lib/db/schema';
import type { PriceUnit } from '@/lib/domain/price';
import { cachedRead } from './cache';

export type MenuCategory = {
  _id: string;
  slug: string;
  category: string;
  description: string;
  websiteUrl: string;
  photoSrc: string;
  photos: string[];
  label?: string;
};
export type MenuItem = {
  _id: string;
  name: string;
  description: string;
  orderBy: number;
  photoSrc: string | null;
  photos: string[];
  image: string | null;
  price: number | null;
  /** What the price buys: each, lb, half-lb, dozen, tray, or serves `serves` people. */
  priceUnit: PriceUnit;
  serves: number | null;
  dietaryTags: string[];
};

const toCategory = (r: MenuCategoryRow): MenuCategory => ({
  _id: r.id,
  slug: r.slug,
  category: r.category,
  description: r.description,
  websiteUrl: `/menu/${r.slug}`,
  photoSrc: r.photoSrc,
  photos: r.photos,
  ...(r.label ? { label: r.label } : {}),
});

const toItem = (r: MenuItemRow): MenuItem => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  orderBy: r.orderBy,
  photoSrc: r.photoSrc,
  photos: r.photos,
  image: r.photoSrc ?? r.photos[0] ?? null,
  price: r.priceCents == null ? null : r.priceCents / 100,
  priceUnit: r.priceUnit,
  serves: r.serves,
  dietaryTags: r.dietaryTags,
});

export const listMenuCategories = cachedRead('menu-categories', async (): Promise<MenuCategory[]> => {
  const db = await getDb();
  const rows = await db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder));
  return rows.map(toCategory);
}, []);

/** Among `all`, the category a slug names, in any case. */
export const findMenuCategory = <C extends Pick<MenuCategory, 'slug'>>(all: C[], slug: string): C | null => all.find((c) => c.slug === slug.toLowerCase()) ?? null;

export async function getMenuCategory(slug: string): Promise<MenuCategory | null> {
  return findMenuCategory(await listMenuCategories(), slug);
}

/**
 * Every category's items, sorted by orderBy, under the category's slug. One read for the whole
 * menu, not one per slug asked for: the data cache keys an entry by its arguments and keeps it,
 * so a read keyed by the slug in the address would store an entry for every unknown slug anyone
 * types, without end.
 */
const listItemsByCategory = cachedRead('menu-items', async (): Promise<Record<string, MenuItem[]> | null> => {
  const db = await getDb();
  const rows = await db
    .select({ slug: menuCategories.slug, item: menuItems })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
    .orderBy(asc(menuItems.orderBy), asc(menuItems.name));
  const bySlug: Record<string, MenuItem[]> = Object.fromEntries((await db.select({ slug: menuCategories.slug }).from(menuCategories)).map((c) => [c.slug, []]));
  // A category the editor added between the two reads gets its items all the same.
  for (const { slug, item } of rows) (bySlug[slug] ??= []).push(toItem(item));
  return bySlug;
}, null);

/** A category's items sorted by orderBy, or null when the category does not exist. */
export async function listMenuItems(slug: string): Promise<MenuItem[] | null> {
  const bySlug = await listItemsByCategory();
  // No items at all (the "empty" test fault): every category there is has none.
  if (bySlug === null) return (await getMenuCategory(slug)) ? [] : null;
  const key = slug.toLowerCase();
  return Object.hasOwn(bySlug, key) ? bySlug[key] : null;
}
