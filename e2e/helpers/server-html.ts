import { expect, type APIRequestContext } from '@playwright/test';
import { escapeRegExp } from './content';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words a visitor reads in the server's HTML, before any script runs: scripts (including the
 * RSC payload, which repeats the text), styles and tags removed, entities decoded.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
    )
    .replace(/\s+/g, ' ');
}

/** A picture's path in public/ as next/image writes it into a srcSet, ready for a RegExp. */
export const inSrcSet = (url: string) => escapeRegExp(encodeURIComponent(url));

/** Every JSON-LD object in the HTML (arrays flattened). */
export function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  return blocks.flat();
}

/**
 * The page's data as the browser hydrates from it (the RSC payload Next writes into the HTML in
 * `self.__next_f.push([1, "…"])` scripts), decoded: each value in it appears as JSON.
 */
export function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as unknown[])
    .filter((chunk) => chunk[0] === 1 && typeof chunk[1] === 'string')
    .map((chunk) => chunk[1] as string)
    .join('');
}

/** GET a page as a crawler would (no JavaScript) and return its status, raw HTML and visible text. */
export async function serverPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const html = await response.text();
  expect(html, 'the page must not wait for the browser to fill it in').not.toContain('<template id="B:');
  return { status: response.status(), html, text: visibleText(html), jsonLd: jsonLd(html) };
}

/** The page's <main> element, without the header and footer every page shares. */
export function mainElement(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('the page has no <main> element');
  return html.slice(start, end);
}

/**
 * How the server's HTML asks for each picture of `sources` (paths in public/, as the content
 * names them), in page order: `loading` and `fetchpriority` as written on its <img> ("lazy",
 * "eager", "high"; null when absent).
 */
export function imageLoading(html: string, sources: string[]): { src: string; loading: string | null; fetchPriority: string | null }[] {
  const tags = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  return tags.flatMap((tag) => {
    const src = sources.find((s) => tag.includes(`url=${encodeURIComponent(s)}&`));
    return src ? [{ src, loading: attr(tag, 'loading'), fetchPriority: attr(tag, 'fetchpriority') }] : [];
  });
}
