/**
 * Numbers the database could not keep, and wages in the wrong unit, are refused where they are
 * typed, with a message for the editor: they used to pass and then fail the seed (every page) or
 * tell applicants something false.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MOST_COUNT, MOST_DOLLARS, typedPriceProblem } from '../rules';
import { jsonFilesIn } from '../records';
import { contentRootWith } from '@/lib/testing/content';
import { cateringRequestSchema } from '@/lib/validation/catering';
import { careerSchema, cateringMenuSchema, homeHeroSchema, LEAST_PER_YEAR, MENU_TITLE_MOST, MENU_TITLE_TOO_LONG, menuCategorySchema, MOST_PER_HOUR } from './records';

/**
 * The first record of a content folder, as its editor saved it: the business's, or the tests'
 * second content set's when the business has none of the kind (no job open, say).
 */
const first = (dir: string) => {
  const root = contentRootWith((r) => jsonFilesIn(r, dir).length > 0);
  return JSON.parse(readFileSync(path.join(root, 'content', dir, jsonFilesIn(root, dir)[0]), 'utf8'));
};
const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('numbers the database keeps', () => {
  it('a price of at most MOST_DOLLARS is taken, one cent more is not', () => {
    const category = first('menu');
    const priced = (price: number) => ({ ...category, items: [{ ...category.items[0], price }] });
    expect(messages(menuCategorySchema, priced(MOST_DOLLARS))).toEqual([]);
    expect(messages(menuCategorySchema, priced(MOST_DOLLARS + 0.01))).toEqual([`items.0.price: Price is at most ${MOST_DOLLARS.toLocaleString('en-US')} dollars.`]);
  });

  it('counts are whole numbers up to MOST_COUNT: guests, people served, a hero priority either way', () => {
    const menu = first('catering-menus');
    expect(messages(cateringMenuSchema, { ...menu, minimumGuests: MOST_COUNT })).toEqual([]);
    expect(messages(cateringMenuSchema, { ...menu, minimumGuests: MOST_COUNT + 1 })).toEqual([`minimumGuests: Minimum guests is at most ${MOST_COUNT.toLocaleString('en-US')}.`]);
    const hero = first('home-heroes');
    expect(messages(homeHeroSchema, { ...hero, priority: -MOST_COUNT })).toEqual([]);
    expect(messages(homeHeroSchema, { ...hero, priority: 3e9 })).toEqual([`priority: Priority is at most ${MOST_COUNT.toLocaleString('en-US')}.`]);
    const category = first('menu');
    expect(messages(menuCategorySchema, { ...category, items: [{ ...category.items[0], unit: 'serves', serves: MOST_COUNT + 1 }] })).toEqual([
      `items.0.serves: Serves is at most ${MOST_COUNT.toLocaleString('en-US')}.`,
    ]);
  });

  it('the editor refuses a typed price over MOST_DOLLARS next to the field', () => {
    expect(typedPriceProblem('Price', String(MOST_DOLLARS), true)).toBeUndefined();
    expect(typedPriceProblem('Price', `${MOST_DOLLARS}.01`, true)).toBe(`Price is at most ${MOST_DOLLARS.toLocaleString('en-US')} dollars.`);
  });
});

describe("a job's pay", () => {
  const job = { ...first('careers'), payMin: 20, payMax: 24, payUnit: 'HOUR' };

  it('is more than zero, in the files and next to the editor\'s field alike', () => {
    expect(messages(careerSchema, { ...job, payMin: 0, payMax: 0 })).toEqual(['payMin: Lowest pay must be more than zero.']);
    expect(typedPriceProblem('Lowest pay', '0', true, true)).toBe('Lowest pay must be more than zero.');
    expect(typedPriceProblem('Lowest pay', '0.01', true, true)).toBeUndefined();
    expect(typedPriceProblem('Price', '0', true)).toBeUndefined();
  });

  it('per hour is at most MOST_PER_HOUR, and per year at least LEAST_PER_YEAR: a salary left at "per hour" is caught', () => {
    expect(messages(careerSchema, { ...job, payMax: MOST_PER_HOUR })).toEqual([]);
    expect(messages(careerSchema, { ...job, payMin: 65000, payMax: 78000 })).toEqual([
      `payUnit: Pay over ${MOST_PER_HOUR.toLocaleString('en-US')} dollars an hour reads as a yearly wage: is the pay per YEAR?`,
    ]);
    expect(messages(careerSchema, { ...job, payMin: 65000, payMax: 78000, payUnit: 'YEAR' })).toEqual([]);
    expect(messages(careerSchema, { ...job, payMin: LEAST_PER_YEAR - 1, payMax: LEAST_PER_YEAR, payUnit: 'YEAR' })).toEqual([
      `payUnit: Pay under ${LEAST_PER_YEAR.toLocaleString('en-US')} dollars a year reads as an hourly wage: is the pay per HOUR?`,
    ]);
  });
});

describe('what a posting and a button say', () => {
  it('a job has at least one responsibility and one qualification', () => {
    const job = first('careers');
    expect(messages(careerSchema, { ...job, responsibilities: [], qualifications: [] })).toEqual([
      'responsibilities: A job needs at least one responsibility.',
      'qualifications: A job needs at least one qualification.',
    ]);
  });

  it("a label of only spaces counts as none, so the button keeps its own word", () => {
    const category = first('menu');
    const parsed = menuCategorySchema.parse({ ...category, label: '   ' });
    expect(parsed.label).toBeUndefined();
    expect(menuCategorySchema.parse({ ...category, label: ' See all ' }).label).toBe('See all');
  });
});

describe("a catering menu's title", () => {
  const menu = first('catering-menus');
  const titleOf = (length: number) => menu.title.padEnd(length, '.');

  it('is at most as long as the quote form takes it, which sends the chosen title', () => {
    expect(messages(cateringMenuSchema, { ...menu, title: titleOf(MENU_TITLE_MOST) })).toEqual([]);
    expect(cateringRequestSchema.shape.cateringMenu.safeParse(titleOf(MENU_TITLE_MOST)).success).toBe(true);
    expect(messages(cateringMenuSchema, { ...menu, title: titleOf(MENU_TITLE_MOST + 1) })).toEqual([`title: ${MENU_TITLE_TOO_LONG}`]);
  });
});
