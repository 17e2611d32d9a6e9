/**
 * Writes the content records into the database. Idempotent: every content row is upserted by its
 * stable id (made from the file names) and rows the content no longer has are deleted, all in one
 * transaction. Submissions are never touched. The content's hash is stored so a start only
 * reseeds when the files changed.
 */
import { eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { idPart } from '@/lib/content/rules';
import { contentRoot } from '@/lib/content/paths';
import { readRecords, recordsHash, type Records } from '@/lib/content/records';
import type { HolidayEntry } from '@/lib/content/schemas/records';
import type { HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import type { Db } from './index';
import * as s from './schema';

const CONTENT_HASH_KEY = 'content_hash';

const cents = (dollars: number) => Math.round(dollars * 100);
const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

function override(h: HolidayEntry): HoursOverride {
  return h.hours.closed
    ? { date: h.date, label: h.label, closed: true }
    : { date: h.date, label: h.label, closed: false, open: h.hours.open, close: h.hours.close };
}

/** A shop's own entry for a date replaces the shared one for that shop. */
function mergeHolidays(shared: HolidayEntry[], own: HolidayEntry[] = []): HoursOverride[] {
  const byDate = new Map(shared.map((h) => [h.date, h]));
  for (const h of own) byDate.set(h.date, h);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)).map(override);
}

const directions = (address: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** The database rows of each content table, parents first. */
export function contentRows(r: Records) {
  const locations: (typeof s.locations.$inferInsert)[] = r.shops.map(({ slug, data: d }, i) => ({
    id: `loc_${idPart(slug)}`,
    slug,
    name: d.name,
    address1: d.address1,
    address2: orNull(d.address2),
    city: d.city,
    state: d.state,
    zip: d.zip,
    phoneNumber: d.phone,
    latitude: d.latitude,
    longitude: d.longitude,
    googleDirectionsUrl: directions(`${d.address1}, ${d.city}, ${d.state} ${d.zip}`),
    websiteUrl: `/locations/${slug}`,
    pickupUrl: d.pickupUrl,
    deliveryUrl: d.deliveryUrl,
    photoSrc: d.photo,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const h = d.hours[day];
        return [day, h.closed ? { open: h.open ?? '00:00', close: h.close ?? '00:00', closed: true } : { open: h.open!, close: h.close!, closed: false }];
      }),
    ) as WeeklyHours,
    hoursOverrides: mergeHolidays(r.holidays, d.holidays),
    ratingAverage: d.rating?.average ?? null,
    ratingCount: d.rating?.count ?? null,
    cateringEmail: orNull(d.cateringEmail),
    sortOrder: i,
  }));

  const menuCategories: (typeof s.menuCategories.$inferInsert)[] = r.menu.map(({ slug, data: d }, i) => ({
    id: `cat_${idPart(slug)}`,
    slug,
    category: d.category,
    description: d.description,
    label: orNull(d.label),
    photoSrc: d.photo,
    photos: [d.photo],
    sortOrder: i,
  }));

  const menuItems: (typeof s.menuItems.$inferInsert)[] = r.menu.flatMap(({ slug, data: d }) =>
    d.items.map((item, i) => ({
      // Two underscores part the category from the name: idPart never makes two in a row, so
      // "bbq" + "Sandwich Sampler" and "bbq-sandwich" + "Sampler" stay two records.
      id: `item_${idPart(slug)}__${idPart(item.name)}`,
      categoryId: `cat_${idPart(slug)}`,
      name: item.name,
      description: item.description,
      // Spaced by ten so a hand-written row can slot between two others.
      orderBy: (i + 1) * 10,
      photoSrc: orNull(item.photo),
      photos: item.photo ? [item.photo] : [],
      priceCents: item.price === undefined ? null : cents(item.price),
      priceUnit: item.unit ?? 'each',
      serves: orNull(item.serves),
      dietaryTags: item.diet ?? [],
    })),
  );

  const specials: (typeof s.specials.$inferInsert)[] = WEEKDAYS.flatMap((day) =>
    r.specials[day].map((sp, i) => ({
      id: `sp_${day}_${i + 1}`,
      dayOfWeek: day,
      name: sp.name,
      description: sp.description,
      heroImageSrc: orNull(sp.photo),
      heroImageMobileSrc: orNull(sp.mobilePhoto),
      label: orNull(sp.label),
      priceCents: sp.price === undefined ? null : cents(sp.price),
      sortOrder: i,
    })),
  );

  // The home page's "Today's Special" line is the day's first special.
  const homepageSpecials: (typeof s.homepageSpecials.$inferInsert)[] = WEEKDAYS.flatMap((day) => {
    const first = r.specials[day][0];
    return first ? [{ id: `hs_${day}`, dayOfWeek: day, description: `${first.name}: ${first.description}` }] : [];
  });

  const careerOpenings: (typeof s.careerOpenings.$inferInsert)[] = r.careers.map(({ slug, data: d }, i) => ({
    id: `job_${idPart(slug)}`,
    position: d.position,
    employmentType: d.employmentType,
    locationId: d.shop ? `loc_${idPart(d.shop)}` : null,
    locationLabel: d.locationLabel,
    salaryMin: cents(d.payMin),
    salaryMax: cents(d.payMax),
    salaryUnit: d.payUnit,
    applyUrl: d.applyUrl,
    datePosted: d.datePosted,
    description: d.description,
    responsibilities: d.responsibilities,
    qualifications: d.qualifications,
    sortOrder: i,
  }));

  const homepageContent: (typeof s.homepageContent.$inferInsert)[] = r.homeHeroes.map(({ slug, data: d }) => ({
    id: `home_${idPart(slug)}`,
    imageUrl: d.image,
    mobileImageUrl: orNull(d.mobileImage),
    headingOne: d.headingOne,
    headingTwo: d.headingTwo,
    headingThree: d.headingThree,
    buttonLabel: orNull(d.buttonLabel),
    buttonUrl: orNull(d.buttonUrl),
    priority: d.priority,
    startsOn: orNull(d.startsOn),
    endsOn: orNull(d.endsOn),
    active: d.active,
  }));

  const cateringMenus: (typeof s.cateringMenus.$inferInsert)[] = r.cateringMenus.map(({ slug, data: d }, i) => ({
    id: `cm_${idPart(slug)}`,
    service: d.service,
    title: d.title,
    summary: d.summary,
    body: d.body,
    availableFrom: orNull(d.availableFrom),
    availableTo: orNull(d.availableTo),
    pricePerPersonCents: d.pricePerPerson === undefined ? null : cents(d.pricePerPerson),
    minimumGuests: orNull(d.minimumGuests),
    sortOrder: i,
  }));

  return [
    [s.locations, locations],
    [s.menuCategories, menuCategories],
    [s.menuItems, menuItems],
    [s.specials, specials],
    [s.homepageSpecials, homepageSpecials],
    [s.careerOpenings, careerOpenings],
    [s.homepageContent, homepageContent],
    [s.cateringMenus, cateringMenus],
  ] as const;
}

const idColumn = (table: PgTable) => (table as unknown as { id: PgColumn }).id;

function excludedColumns(table: PgTable) {
  const set: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Seeds the content found under `root` (default: the project's, or CONTENT_ROOT's). */
export async function seed(db: Db, root: string = contentRoot()): Promise<{ rows: number; hash: string }> {
  const hash = recordsHash(root);
  const tables = contentRows(readRecords(root));
  let rows = 0;
  await db.transaction(async (tx) => {
    // Children first for deletes, parents first for inserts.
    for (const [table, content] of [...tables].reverse()) {
      const ids = content.map((r) => r.id as string);
      await tx.delete(table).where(ids.length ? notInArray(idColumn(table), ids) : sql`true`);
    }
    for (const [table, content] of tables) {
      if (content.length === 0) continue;
      await tx
        .insert(table)
        .values(content as never)
        .onConflictDoUpdate({ target: idColumn(table), set: excludedColumns(table) as never });
      rows += content.length;
    }
    await tx
      .insert(s.meta)
      .values({ key: CONTENT_HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: s.meta.key, set: { value: hash } });
  });
  return { rows, hash };
}

/** Seeds only when the files differ from what the database was last seeded with. */
export async function seedIfChanged(db: Db, root: string = contentRoot()): Promise<boolean> {
  const [row] = await db.select().from(s.meta).where(eq(s.meta.key, CONTENT_HASH_KEY));
  if (row?.value === recordsHash(root)) return false;
  await seed(db, root);
  return true;
}
