import 'server-only';
/**
 * The long copy (content/story/*.mdoc, content/legal/*.mdoc), read from the content folder at run
 * time, checked against its schema and turned into Markdoc's renderable tree for the server
 * components (Markdoc.renderers.react). Read once per process; `npm run dev` rereads on every
 * request so an edit shows at once, and a save in the editor's local mode forgets what was read
 * (forgetDocuments, called by the reseed) so the next page view shows it under `npm start` too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderableTreeNode } from '@markdoc/markdoc';
import type { z } from 'zod';
import { documentSlugs, parseDocument } from './check-copy';
import { writtenDate } from './dates';
import { legalSections, renderableNodes, type LegalSection } from './legal-sections';
import { contentRoot } from './paths';
import { legalSchema, storyChapterSchema, type LegalFrontMatter, type StoryChapterFrontMatter } from './schemas/copy';

type Doc<T> = { slug: string; frontMatter: T; content: RenderableTreeNode[] };

const cache = new Map<string, Doc<unknown>[]>();

/** Drops every document read so far: the next read takes the files as they are now. */
export function forgetDocuments(): void {
  cache.clear();
}

function readAll<T>(dir: 'story' | 'legal', schema: z.ZodType<T>): Doc<T>[] {
  const dirPath = path.join(contentRoot(), 'content', dir);
  const cached = cache.get(dirPath);
  if (cached && process.env.NODE_ENV !== 'development') return cached as Doc<T>[];
  const docs = documentSlugs(dirPath).map((slug) => {
    const file = `content/${dir}/${slug}.mdoc`;
    const { problems, document } = parseDocument(file, readFileSync(path.join(dirPath, `${slug}.mdoc`), 'utf8'), schema);
    if (!document) throw new Error(`Content has problems (npm run content:check lists them all):\n  ${problems.join('\n  ')}`);
    return { slug, frontMatter: document.frontMatter, content: renderableNodes(document.ast) };
  });
  cache.set(dirPath, docs);
  return docs;
}

export type StoryChapter = StoryChapterFrontMatter & { slug: string; id: string; body: RenderableTreeNode[] };

/** The story's chapters, lowest `order` first (then by file name). */
export function getStoryChapters(): StoryChapter[] {
  return readAll('story', storyChapterSchema)
    .map((d) => ({ ...d.frontMatter, slug: d.slug, id: `story-${d.slug}`, body: d.content }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export type LegalDocument = LegalFrontMatter & {
  slug: string;
  /** The page's address, from the file name: /terms-of-use. */
  path: string;
  /** The date as the page shows it: "June 4, 2025". */
  dateText: string;
  /** What stands before the first `##` heading. */
  intro: RenderableTreeNode[];
  /** One per `##` heading; its id is the heading's `{% #id %}` or made from its words. */
  sections: LegalSection[];
};

/** The legal page stored as content/legal/<slug>.mdoc, cut into its intro and its sections. */
export function getLegalDocument(slug: string): LegalDocument {
  const doc = readAll('legal', legalSchema).find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${slug}.mdoc is missing.`);
  const { intro, sections } = legalSections(doc.content);
  const fm = doc.frontMatter;
  return { ...fm, slug, path: `/${slug}`, dateText: writtenDate(fm.date), intro, sections };
}
