/**
 * Every stylesheet parses, and every declaration stands inside a rule, never loose in the sheet
 * or swallowed into the next rule's selector. The build only warns about a stylesheet it cannot
 * parse, and drops the broken rule: a declaration pasted above a rule's selector once took the
 * whole rule, and the layout it held, out of the built site.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const ROOT = path.join(__dirname, '..');
const FOLDERS = ['app', 'components'];

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return stylesheets(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

const SHEETS = FOLDERS.flatMap((folder) => stylesheets(path.join(ROOT, folder)));

it('finds the stylesheets', () => {
  expect(SHEETS.map((file) => path.relative(ROOT, file))).toContain(path.join('app', 'globals.css'));
});

it.each(SHEETS.map((file) => [path.relative(ROOT, file), file]))('%s parses, with every declaration inside a rule', (_name, file) => {
  const root = postcss.parse(readFileSync(file, 'utf8'), { from: file });
  const stray: string[] = [];
  root.walkDecls((decl) => {
    // A declaration belongs to a style rule, or to an at-rule that holds declarations itself
    // (@font-face, @page); one directly in the sheet or in a grouping at-rule applies to nothing.
    const parent = decl.parent;
    const inRule = parent?.type === 'rule' || (parent?.type === 'atrule' && ['font-face', 'page', 'property', 'counter-style'].includes((parent as postcss.AtRule).name));
    if (!inRule) stray.push(`line ${decl.source?.start?.line}: ${decl.toString()}`);
  });
  // A declaration pasted above a rule without its semicolon becomes part of the rule's selector.
  root.walkRules((rule) => {
    if (/(^|\n)\s*-{0,2}[a-z][\w-]*\s*:\s+\S/i.test(rule.selector)) stray.push(`line ${rule.source?.start?.line}: a declaration in the selector "${rule.selector}"`);
  });
  expect(stray).toEqual([]);
});
