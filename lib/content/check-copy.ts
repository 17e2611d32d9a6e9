/**
 * Checks the page copy and the long-copy documents under a content folder against their schemas
 * (lib/content/schemas/copy.ts) and returns one line per problem, naming the file and the field:
 *   content/pages/home.json: generations.headline: Headline is required.
 * The build, the tests and the server's document reader all use it; no 'server-only' marker, so
 * scripts run it too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Markdoc, { type Node } from '@markdoc/markdoc';
import type { z } from 'zod';
import { splitFrontMatter } from './front-matter';
import { ANCHOR_PATTERN, ANCHOR_RULE, anchorFor } from './legal-sections';
import { describeIssues } from './problems';
import { copyFiles, documentFiles } from './schemas/copy';

/** The problems of one copy file's text: not JSON, or fields that break its schema. */
export function copyFileProblems(file: string, source: string, schema: z.ZodType): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${file}: is not valid JSON (${error instanceof Error ? error.message : String(error)}).`];
  }
  const result = schema.safeParse(data);
  return result.success ? [] : describeIssues(file, data, result.error);
}

export type ParsedDocument<T> = { frontMatter: T; ast: Node };

/** A document's front matter, checked, and its Markdoc tree, or the problems that stop it. */
export function parseDocument<T>(file: string, source: string, frontMatter: z.ZodType<T>): { problems: string[]; document?: ParsedDocument<T> } {
  let split;
  try {
    split = splitFrontMatter(source);
  } catch (error) {
    return { problems: [`${file}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const checked = frontMatter.safeParse(split.frontMatter);
  const problems = checked.success ? [] : describeIssues(file, split.frontMatter, checked.error, 'front matter > ');
  const ast = Markdoc.parse(split.body);
  const line = (lines: number[]) => split.bodyLine + (lines[0] ?? 0);
  for (const e of Markdoc.validate(ast)) {
    if (e.error.level === 'error' || e.error.level === 'critical') problems.push(`${file}: line ${line(e.lines)}: ${e.error.message}`);
  }
  for (const node of ast.walk()) {
    const anchor: unknown = node.attributes.id;
    if (node.type !== 'heading' || typeof anchor !== 'string' || ANCHOR_PATTERN.test(anchor)) continue;
    const words = [...node.walk()].flatMap((n) => (n.type === 'text' && typeof n.attributes.content === 'string' ? [n.attributes.content] : [])).join('');
    const example = anchorFor(anchor) || anchorFor(words) || 'contact';
    problems.push(`${file}: line ${line(node.lines)}: the anchor "${anchor}" of the heading "${words.trim()}" ${ANCHOR_RULE}, such as ${example}.`);
  }
  return checked.success && problems.length === 0 ? { problems, document: { frontMatter: checked.data, ast } } : { problems };
}

/** The `.mdoc` files of a content folder, by slug (the file name without `.mdoc`), sorted. */
export function documentSlugs(dirPath: string): string[] {
  if (!existsSync(dirPath)) return [];
  return readdirSync(dirPath)
    .filter((f) => f.endsWith('.mdoc'))
    .map((f) => f.slice(0, -'.mdoc'.length))
    .sort();
}

/** Every problem of the copy files and documents under `root`/content, as lines; none when all is well. */
export function checkCopy(root: string): string[] {
  const problems: string[] = [];
  for (const { file, schema } of copyFiles) {
    const full = path.join(root, 'content', file);
    if (!existsSync(full)) problems.push(`content/${file}: is missing.`);
    else problems.push(...copyFileProblems(`content/${file}`, readFileSync(full, 'utf8'), schema));
  }
  for (const { dir, frontMatter, required, only } of documentFiles) {
    const dirPath = path.join(root, 'content', dir);
    const slugs = documentSlugs(dirPath);
    if (slugs.length === 0) problems.push(`content/${dir}: has no .mdoc document.`);
    for (const slug of required) if (!slugs.includes(slug)) problems.push(`content/${dir}/${slug}.mdoc: is missing; its page needs it.`);
    for (const slug of only ? slugs.filter((s) => !required.includes(s)) : []) {
      problems.push(`content/${dir}/${slug}.mdoc: no page shows it; the site's pages here are ${required.join(', ')} (rename it back to one of them, or delete it).`);
    }
    for (const slug of slugs) {
      const file = `content/${dir}/${slug}.mdoc`;
      problems.push(...parseDocument(file, readFileSync(path.join(dirPath, `${slug}.mdoc`), 'utf8'), frontMatter).problems);
    }
  }
  return problems;
}
