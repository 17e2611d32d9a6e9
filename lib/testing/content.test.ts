/**
 * The tests' second content set (e2e/fixtures/content-alt) stays a proof: it passes every rule the
 * real content passes, its photos exist, and it differs from content/ wherever the API and page
 * checks could otherwise lean on a sample fact. Playwright's alt-content project serves it.
 * When the business's own content replaces the sample and a difference below is lost (a name the
 * two now share, the same number of shops), change the second set, not the check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentProblems } from '@/lib/content/check';
import { documentSlugs } from '@/lib/content/check-copy';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { ALT_CONTENT_ROOT as ALT_ROOT, testContent } from './content';

const PROJECT = path.resolve(__dirname, '../..');

const sample = testContent(PROJECT);
const alt = testContent(ALT_ROOT);

/** Every photo path the records of a set use. */
function photos({ rows }: typeof sample): string[] {
  return [
    ...rows.locations.map((l) => l.photoSrc),
    ...rows.menuCategories.map((c) => c.photoSrc),
    ...rows.menuItems.map((i) => i.photoSrc),
    ...rows.specials.flatMap((s) => [s.heroImageSrc, s.heroImageMobileSrc]),
    ...rows.homepageContent.flatMap((h) => [h.imageUrl, h.mobileImageUrl]),
  ].filter((p): p is string => !!p);
}

const overlap = <T>(a: T[], b: T[]) => a.filter((x) => b.includes(x));

/** The menu categories the page copy (content/pages, content/site) links to, sorted. */
function categoriesTheCopyLinks(): string[] {
  const slugs = new Set<string>();
  for (const dir of ['pages', 'site']) {
    for (const name of readdirSync(path.join(PROJECT, 'content', dir)).filter((n) => n.endsWith('.json'))) {
      for (const [, slug] of readFileSync(path.join(PROJECT, 'content', dir, name), 'utf8').matchAll(/"\/menu\/([^"/#?]+)"/g)) slugs.add(slug);
    }
  }
  return [...slugs].sort();
}

describe('the second content set', () => {
  it('passes every content rule, as npm run content:check applies them', () => expect(contentProblems(ALT_ROOT, [path.join(ALT_ROOT, 'public'), path.join(PROJECT, 'public')])).toEqual([]));

  it('uses only photos that exist in public/ (and so does content/)', () => {
    for (const set of [alt, sample]) {
      for (const p of photos(set)) expect(existsSync(path.join(PROJECT, 'public', p)) ? p : `missing: ${p}`).toBe(p);
    }
  });

  it('has other shops: another number of them, and no name, slug, street, ZIP, phone or position in common', () => {
    const [a, b] = [alt.rows.locations, sample.rows.locations];
    expect(a.length).not.toBe(b.length);
    for (const key of ['name', 'slug', 'address1', 'zip', 'phoneNumber', 'latitude', 'longitude'] as const) {
      expect(overlap(a.map((l) => l[key]), b.map((l) => l[key]))).toEqual([]);
    }
  });

  it('has other hours: a closed weekday, and no shop with the same week as a sample shop', () => {
    const weeks = (set: typeof sample) => set.rows.locations.map((l) => JSON.stringify(l.hours));
    expect(overlap(weeks(alt), weeks(sample))).toEqual([]);
    expect(alt.rows.locations.some((l) => WEEKDAYS.some((d) => l.hours[d].closed))).toBe(true);
  });

  it('has other holidays: shared ones on other dates, a shop-only special-hours day and a shop replacing a shared date', () => {
    const dates = (set: typeof sample) => set.records.holidays.map((h) => h.date);
    expect(overlap(dates(alt), dates(sample))).toEqual([]);
    expect(alt.records.holidays.some((h) => h.hours.closed)).toBe(true);
    expect(alt.records.holidays.some((h) => !h.hours.closed)).toBe(true);
    const own = alt.records.shops.flatMap((s) => s.data.holidays ?? []);
    expect(own.some((h) => !h.hours.closed && !dates(alt).includes(h.date))).toBe(true);
    expect(own.some((h) => dates(alt).includes(h.date))).toBe(true);
  });

  it('has another menu: other items, a price per pound, an item without a photo and one without a price', () => {
    const items = (set: typeof sample) => set.rows.menuItems;
    expect(overlap(items(alt).map((i) => i.name), items(sample).map((i) => i.name))).toEqual([]);
    expect(items(alt).some((i) => i.priceUnit === 'lb')).toBe(true);
    expect(items(alt).some((i) => !i.photoSrc)).toBe(true);
    expect(items(alt).some((i) => i.priceCents == null)).toBe(true);
    // The only categories shared are those the page copy links to, which the second set uses as is
    // (see the set's README).
    expect(overlap(alt.rows.menuCategories.map((c) => c.slug), sample.rows.menuCategories.map((c) => c.slug)).sort()).toEqual(categoriesTheCopyLinks());
  });

  it('has other specials: a day without any and a day with three', () => {
    const names = (set: typeof sample) => set.rows.specials.map((s) => s.name);
    expect(overlap(names(alt), names(sample))).toEqual([]);
    const perDay = WEEKDAYS.map((d) => alt.rows.specials.filter((s) => s.dayOfWeek === d).length);
    expect(perDay).toContain(0);
    expect(perDay).toContain(3);
  });

  it('has its own story chapters and legal pages, which the server reads from the set at run time', () => {
    const files = (root: string, dir: string) => documentSlugs(path.join(root, 'content', dir));
    expect(overlap(files(ALT_ROOT, 'story'), files(PROJECT, 'story'))).toEqual([]);
    expect(files(ALT_ROOT, 'legal')).toEqual(files(PROJECT, 'legal'));
  });

  it('has other job openings, a dated home hero and catering menus', () => {
    expect(overlap(alt.rows.careerOpenings.map((o) => o.id), sample.rows.careerOpenings.map((o) => o.id))).toEqual([]);
    expect(overlap(alt.rows.careerOpenings.map((o) => o.position), sample.rows.careerOpenings.map((o) => o.position))).toEqual([]);
    expect(alt.rows.homepageContent.some((h) => h.startsOn && h.endsOn)).toBe(true);
    expect(overlap(alt.rows.homepageContent.map((h) => h.headingOne), sample.rows.homepageContent.map((h) => h.headingOne))).toEqual([]);
    expect(alt.rows.cateringMenus.length).toBeGreaterThan(0);
    expect(overlap(alt.rows.cateringMenus.map((m) => m.title), sample.rows.cateringMenus.map((m) => m.title))).toEqual([]);
  });

  it('fills every content table, so every check has something to look at', () => {
    for (const [table, rows] of Object.entries(alt.rows)) expect([table, rows.length > 0]).toEqual([table, true]);
  });
});
