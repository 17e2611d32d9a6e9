/**
 * The rules that span files name the file at fault, and only it: a broken shop file is that
 * file's problem, not also every job at that shop's.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentRootWith } from '@/lib/testing/content';
import { checkRecords, jsonFilesIn } from './records';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/**
 * A scratch copy of the content to break: the business's, or the tests' second content set when
 * the business's has nothing of the kind a test breaks (no job at a shop, a single category).
 */
function scratchContent(has: (from: string) => boolean): string {
  const from = contentRootWith(has);
  root = mkdtempSync(path.join(tmpdir(), 'bbq-records-'));
  cpSync(path.join(from, 'content'), path.join(root, 'content'), { recursive: true, dereference: true });
  return root;
}

const readJson = (dir: string, rel: string) => JSON.parse(readFileSync(path.join(dir, rel), 'utf8'));
const json = (rel: string) => readJson(root!, rel);
const hasJobAtShop = (from: string) => jsonFilesIn(from, 'careers').some((n) => readJson(from, `content/careers/${n}`).shop);
const hasCateringMenu = (from: string) => jsonFilesIn(from, 'catering-menus').length > 0;

it('a shop file with a mistake is named once, and the jobs at that shop are not called shopless', () => {
  const root = scratchContent(hasJobAtShop);
  const job = readdirSync(path.join(root, 'content/careers')).map((n) => json(`content/careers/${n}`)).find((j) => j.shop);
  expect(job).toBeDefined();
  const shopFile = `content/shops/${job.shop}.json`;
  writeFileSync(path.join(root, shopFile), JSON.stringify({ ...json(shopFile), address: { ...json(shopFile).address, city: '   ' } }, null, 2));

  const problems = checkRecords(root);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.every((p) => p.startsWith(`${shopFile}: `))).toBe(true);
});

it('a job at a shop that has no file is named', () => {
  const root = scratchContent(hasJobAtShop);
  const name = readdirSync(path.join(root, 'content/careers')).find((n) => json(`content/careers/${n}`).shop)!;
  writeFileSync(path.join(root, `content/careers/${name}`), JSON.stringify({ ...json(`content/careers/${name}`), shop: 'no-such-shop' }, null, 2));
  expect(checkRecords(root)).toEqual([expect.stringMatching(new RegExp(`^content/careers/${name}: shop: "no-such-shop" is not a shop \\(shops are: .*\\): a shop renamed or removed leaves its jobs naming it, so set this job's Shop to another shop or none$`))]);
});

it('a second category or shop by a name another already has is named, with the first one', () => {
  const root = scratchContent((from) => jsonFilesIn(from, 'menu').length >= 2);
  const [first, second] = readdirSync(path.join(root, 'content/menu')).sort();
  writeFileSync(path.join(root, 'content/menu/zz-copy.json'), JSON.stringify({ ...json(`content/menu/${second}`), category: json(`content/menu/${first}`).category.toUpperCase() }, null, 2));
  const [shop] = readdirSync(path.join(root, 'content/shops')).sort();
  writeFileSync(path.join(root, 'content/shops/zz-copy.json'), JSON.stringify(json(`content/shops/${shop}`), null, 2));
  expect(checkRecords(root)).toEqual([
    `content/menu/zz-copy.json: the category "${json(`content/menu/${first}`).category.toUpperCase()}" reads as the same name as content/menu/${first} (case and punctuation do not count); give each category its own name`,
    `content/shops/zz-copy.json: the shop "${json(`content/shops/${shop}`).name}" reads as the same name as content/shops/${shop} (case and punctuation do not count); give each shop its own name`,
  ]);
});

describe('catering menu titles', () => {
  /** The first catering menu of a scratch copy of the content. */
  const firstMenu = () => {
    const root = scratchContent(hasCateringMenu);
    const name = jsonFilesIn(root, 'catering-menus')[0];
    return { root, first: { name, data: json(`content/catering-menus/${name}`) } };
  };

  it('a second menu of one service by a title another has is named, with the first one', () => {
    const { root, first } = firstMenu();
    const title = first.data.title.toUpperCase();
    writeFileSync(path.join(root, 'content/catering-menus/zz-copy.json'), JSON.stringify({ ...first.data, title }, null, 2));
    const what = first.data.service === 'onsite' ? 'on-site menu' : 'pickup and delivery menu';
    expect(checkRecords(root)).toEqual([
      `content/catering-menus/zz-copy.json: the ${what} "${title}" reads as the same name as content/catering-menus/${first.name} (case and punctuation do not count); give each ${what} its own name`,
    ]);
  });

  it('menus of two services may share a title', () => {
    const { root, first } = firstMenu();
    const service = first.data.service === 'onsite' ? 'pickup-delivery' : 'onsite';
    writeFileSync(path.join(root, 'content/catering-menus/zz-copy.json'), JSON.stringify({ ...first.data, service }, null, 2));
    expect(checkRecords(root)).toEqual([]);
  });
});

it('a holiday named "Closed ..." is refused with what to write instead: the site writes "Closed for" itself', () => {
  const file = 'content/holidays.json';
  const root = scratchContent((from) => existsSync(path.join(from, file)) && readJson(from, file).holidays.length > 0);
  const { holidays } = json(file);
  writeFileSync(path.join(root, file), JSON.stringify({ holidays: [{ ...holidays[0], label: 'Closed for Remodel' }, ...holidays.slice(1)] }, null, 2));
  expect(checkRecords(root)).toEqual([expect.stringMatching(/^content\/holidays\.json: .*Name the day only/)]);
  // A name that only contains the word is a name.
  writeFileSync(path.join(root, file), JSON.stringify({ holidays: [{ ...holidays[0], label: 'Enclosed Patio Day' }, ...holidays.slice(1)] }, null, 2));
  expect(checkRecords(root)).toEqual([]);
});
