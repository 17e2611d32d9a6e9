/**
 * The rules that span files name the file at fault, and only it: a broken shop file is that
 * file's problem, not also every job at that shop's.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRecords } from './records';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bbq-records-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const json = (rel: string) => JSON.parse(readFileSync(path.join(root, rel), 'utf8'));

it('a shop file with a mistake is named once, and the jobs at that shop are not called shopless', () => {
  const job = readdirSync(path.join(root, 'content/careers')).map((n) => json(`content/careers/${n}`)).find((j) => j.shop);
  expect(job).toBeDefined();
  const shopFile = `content/shops/${job.shop}.json`;
  writeFileSync(path.join(root, shopFile), JSON.stringify({ ...json(shopFile), address: { ...json(shopFile).address, city: '   ' } }, null, 2));

  const problems = checkRecords(root);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.every((p) => p.startsWith(`${shopFile}: `))).toBe(true);
});

it('a job at a shop that has no file is named', () => {
  const name = readdirSync(path.join(root, 'content/careers')).find((n) => json(`content/careers/${n}`).shop)!;
  writeFileSync(path.join(root, `content/careers/${name}`), JSON.stringify({ ...json(`content/careers/${name}`), shop: 'no-such-shop' }, null, 2));
  expect(checkRecords(root)).toEqual([expect.stringMatching(new RegExp(`^content/careers/${name}: shop: "no-such-shop" is not a shop`))]);
});
