/**
 * The long copy as the server reads it (content/story/*.mdoc, content/legal/*.mdoc under
 * CONTENT_ROOT), so the specs expect what the content says instead of today's sample words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderableTreeNode } from '@markdoc/markdoc';
import { documentSlugs, parseDocument } from '../../lib/content/check-copy';
import { writtenDate } from '../../lib/content/dates';
import { splitFrontMatter } from '../../lib/content/front-matter';
import { legalSections, renderableNodes, textOf } from '../../lib/content/legal-sections';
import { contentRoot } from '../../lib/content/paths';
import { legalSchema, type StoryChapterFrontMatter } from '../../lib/content/schemas/copy';

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

/**
 * A legal page's front matter, the date as the page writes it, and its intro and sections cut as
 * the page cuts them (lib/content/legal-sections.ts): each section's heading, anchor and the plain
 * words of each of its blocks (a paragraph, a whole list).
 */
export function legalPage(slug: string) {
  const file = `content/legal/${slug}.mdoc`;
  const { problems, document } = parseDocument(file, readFileSync(path.join(contentRoot(), file), 'utf8'), legalSchema);
  if (!document) throw new Error(problems.join('\n'));
  const { intro, sections } = legalSections(renderableNodes(document.ast));
  const words = (nodes: RenderableTreeNode[]) => nodes.map((n) => textOf(n).trim()).filter(Boolean);
  return {
    ...document.frontMatter,
    dateText: writtenDate(document.frontMatter.date),
    intro: words(intro),
    sections: sections.map((s) => ({ id: s.id, heading: s.heading, blocks: words(s.body) })),
  };
}

