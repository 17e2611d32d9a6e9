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

/**
 * "Links to Other Sites" -> "links-to-other-sites": a section's anchor, made from the heading's
 * words or from the anchor the heading names. An id holds no space (aria-labelledby would read
 * "Contact Us-title" as two ids), so an anchor typed as "Contact Us" becomes "contact-us" too.
 */
export const anchorFor = (words: string) =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What a heading's anchor must be, in the editor and in the content check: none, or lower-case
 * letters and digits with single hyphens between them (what anchorFor leaves as it is), so the
 * anchor a link names is the section's id.
 */
export const ANCHOR_PATTERN = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const ANCHOR_RULE = 'must be lower-case letters (a-z), digits and hyphens between them';

export type LegalSection = { id: string; heading: string; body: RenderableTreeNode[] };

/** Ids the legal page already uses: the skip link's target and the table of contents' heading. */
export const PAGE_IDS: readonly string[] = ['main', 'legal-contents'];

/**
 * What stands before the first `##` heading, and one section per `##` heading; its id is the
 * heading's `{% #id %}` or made from its words, both through anchorFor. Every id is one of a kind on the page: a heading
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
      const given = typeof node.attributes.id === 'string' ? anchorFor(node.attributes.id) : '';
      const wanted = given || anchorFor(heading) || 'section';
      let id = wanted;
      for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
      taken.add(id);
      sections.push({ id, heading, body: [] });
    } else (sections.at(-1)?.body ?? intro).push(node);
  }
  return { intro, sections };
}
