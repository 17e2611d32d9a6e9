import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkProblems } from './site-links';
import { PAGE_REDIRECTS } from '@/lib/site-redirects';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bbq-links-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("the content's own button links all lead to its pages", () => {
  expect(linkProblems(root)).toEqual([]);
});

it('names a link to a page that does not exist, with its file and field, and takes a trailing slash', () => {
  const hero = readdirSync(path.join(root, 'content/home-heroes')).sort()[0];
  const rel = `content/home-heroes/${hero}`;
  const data = JSON.parse(readFileSync(path.join(root, rel), 'utf8'));
  writeFileSync(path.join(root, rel), JSON.stringify({ ...data, buttonUrl: '/specials' }));
  expect(linkProblems(root)).toEqual([expect.stringMatching(new RegExp(`^${rel}: buttonUrl: "/specials" is not a page of this site`))]);
  writeFileSync(path.join(root, rel), JSON.stringify({ ...data, buttonUrl: '/menu/' }));
  expect(linkProblems(root)).toEqual([]);
  // An old address the site sends on to a page counts as that page.
  for (const { source } of PAGE_REDIRECTS) {
    writeFileSync(path.join(root, rel), JSON.stringify({ ...data, buttonUrl: source }));
    expect(linkProblems(root)).toEqual([]);
  }
});

it('names a button that led to a category once the category is renamed, and takes it at its new address', () => {
  const slug = readdirSync(path.join(root, 'content/menu')).sort()[0].slice(0, -'.json'.length);
  const hero = readdirSync(path.join(root, 'content/home-heroes')).sort()[0];
  const rel = `content/home-heroes/${hero}`;
  const data = JSON.parse(readFileSync(path.join(root, rel), 'utf8'));
  writeFileSync(path.join(root, rel), JSON.stringify({ ...data, buttonUrl: `/menu/${slug}` }));
  expect(linkProblems(root)).toEqual([]);

  renameSync(path.join(root, `content/menu/${slug}.json`), path.join(root, `content/menu/${slug}-renamed.json`));
  const problems = linkProblems(root);
  expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${rel}: buttonUrl: "/menu/${slug}" is not a page of this site`)));
  writeFileSync(path.join(root, rel), JSON.stringify({ ...data, buttonUrl: `/menu/${slug}-renamed` }));
  expect(linkProblems(root)).toEqual(problems.filter((p) => !p.startsWith(`${rel}:`)));
});
