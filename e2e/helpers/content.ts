/**
 * The long copy as the server reads it (content/story/*.mdoc, content/legal/*.mdoc under
 * CONTENT_ROOT), so the specs expect what the content says instead of today's sample words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentSlugs } from '../../lib/content/check-copy';
import { writtenDate } from '../../lib/content/dates';
import { splitFrontMatter } from '../../lib/content/front-matter';
import { contentRoot } from '../../lib/content/paths';
import type { LegalFrontMatter, StoryChapterFrontMatter } from '../../lib/content/schemas/copy';

function frontMatters<T>(dir: 'story' | 'legal'): { slug: string; data: T; body: string }[] {
  const folder = path.join(contentRoot(), 'content', dir);
  return documentSlugs(folder).map((slug) => {
    const { frontMatter, body } = splitFrontMatter(readFileSync(path.join(folder, `${slug}.mdoc`), 'utf8'));
    return { slug, data: frontMatter as T, body };
  });
}

/** The story's chapters in page order. */
export function storyChapters(): (StoryChapterFrontMatter & { slug: string; paragraphs: string[] })[] {
  return frontMatters<StoryChapterFrontMatter>('story')
    .map((d) => ({ ...d.data, slug: d.slug, paragraphs: d.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean) }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** A legal page's front matter, the date as the page writes it, and its section headings and anchors. */
export function legalPage(slug: string) {
  const doc = frontMatters<LegalFrontMatter>('legal').find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdoc is missing`);
  const sections = [...doc.body.matchAll(/^## (.+?)(?:\s*\{% #([\w-]+) %\})?\s*$/gm)].map((m) => ({ heading: m[1], id: m[2] }));
  return { ...doc.data, dateText: writtenDate(doc.data.date), sections, body: doc.body };
}

/** Content words inside a RegExp, taken literally ("$15", "(925)"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
