/**
 * A long-copy document (content/story/*.mdoc, content/legal/*.mdoc) as the editor writes it: a
 * line `---`, the front matter as JSON, a line `---`, then the Markdoc body.
 */
export type SplitDocument = {
  frontMatter: unknown;
  body: string;
  /** The file's line number (from 1) on which the body starts, to point at a line of the body. */
  bodyLine: number;
};

const FENCE = '---\n';

/** The front matter (parsed JSON) and the body of a document; throws, in words, when it has no such front matter. */
export function splitFrontMatter(source: string): SplitDocument {
  const text = source.replace(/\r\n/g, '\n');
  if (!text.startsWith(FENCE)) throw new Error('must start with a line "---", the JSON front matter and another line "---".');
  const end = text.indexOf(`\n${FENCE}`, FENCE.length - 1);
  const close = end === -1 && text.endsWith('\n---') ? text.length - 4 : end;
  if (close === -1) throw new Error('has no closing "---" line after its front matter.');
  const json = text.slice(FENCE.length, close + 1);
  let frontMatter: unknown;
  try {
    frontMatter = JSON.parse(json);
  } catch (error) {
    throw new Error(`has a front matter that is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const bodyStart = close + 1 + FENCE.length;
  return { frontMatter, body: text.slice(bodyStart), bodyLine: text.slice(0, bodyStart).split('\n').length };
}
