import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { cateringMenus } from '@/lib/db/schema';
import { cachedRead } from './cache';

export type CateringMenu = {
  _id: string;
  service: 'pickup-delivery' | 'onsite';
  title: string;
  summary: string;
  body: string[];
  availableFrom: string | null;
  availableTo: string | null;
  /** Dollars per guest, when the menu has a set price. */
  pricePerPerson: number | null;
  minimumGuests: number | null;
};

export const listCateringMenus = cachedRead('catering-menus', async (): Promise<CateringMenu[]> => {
  const db = await getDb();
  const rows = await db.select().from(cateringMenus).orderBy(asc(cateringMenus.sortOrder));
  return rows.map((r) => ({
    _id: r.id,
    service: r.service,
    title: r.title,
    summary: r.summary,
    body: r.body,
    availableFrom: r.availableFrom,
    availableTo: r.availableTo,
    pricePerPerson: r.pricePerPersonCents == null ? null : r.pricePerPersonCents / 100,
    minimumGuests: r.minimumGuests,
  }));
}, []);
