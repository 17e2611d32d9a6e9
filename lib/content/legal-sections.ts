/**
 * A long-copy document's Markdoc tree, and a legal page cut into its intro and its sections, as
 * the page shows them. No 'server-only' marker: the tests read a legal page's sections, their ids
 * and their words exactly as the server does (lib/content/documents.ts).
 */
import Markdoc, { Tag, type Node, type RenderableTreeNode } from '@markdoc/markdoc';

/** The top-level nodes of a document's renderable tree, in order. */
export function renderableNodes(ast: Node): RenderableTreeNode[] {
  const root = Markdoc.transform(ast);
  return Tag.isTag(root) ? root.children : [root];
}

/** The plain text of a piece of the tree (a heading's words). */
export function textOf(node: RenderableTreeNode): string {
  if (node === null || typeof node !== 'object') return node == null ? '' : String(node);
  return Tag.isTag(node) ? node.children.map(textOf).join('') : '';
}

const isHeading = (node: RenderableTreeNode): node is Tag => Tag.isTag(node) && node.name === 'h2';

/** "Links to Other Sites" -> "links-to-other-sites": a section's anchor when the heading names none. */
const anchorFor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type LegalSection = { id: string; heading: string; body: RenderableTreeNode[] };

/** Ids the legal page already uses: the skip link's target and the table of contents' heading. */
export const PAGE_IDS: readonly string[] = ['main', 'legal-contents'];

/**
 * What stands before the first `##` heading, and one section per `##` heading; its id is the
 * heading's `{% #id %}` or made from its words. Every id is one of a kind on the page: a heading
 * of symbols only gets "section", and one whose id is taken (two headings of the same words, a
 * heading called "Main") gets a number after it, so each contents link reaches its own section.
 */
export function legalSections(nodes: RenderableTreeNode[]): { intro: RenderableTreeNode[]; sections: LegalSection[] } {
  const intro: RenderableTreeNode[] = [];
  const sections: LegalSection[] = [];
  const taken = new Set(PAGE_IDS);
  for (const node of nodes) {
    if (isHeading(node)) {
      const heading = textOf(node).trim();
      const wanted = (typeof node.attributes.id === 'string' ? node.attributes.id.trim() : anchorFor(heading)) || 'section';
      let id = wanted;
      for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
      taken.add(id);
      sections.push({ id, heading, body: [] });
    } else (sections.at(-1)?.body ?? intro).push(node);
  }
  return { intro, sections };
}
