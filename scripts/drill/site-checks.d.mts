// Types for site-checks.mjs, for the Playwright spec that imports it.
export type Broken = { kind: string; url: string; status: number; from: string };
export type CrawlResult = {
  pages: number;
  pagesOk: number;
  sitemapUrls: number;
  sitemapNot200: string[];
  assets: number;
  assetsByKind: Record<string, number>;
  /** Distinct next/image pictures fetched, each once at its narrowest width. */
  pictures: number;
  /** The site paths of the pictures pages show, through next/image or as they are (an SVG), each once, sorted. */
  picturePaths: string[];
  broken: Broken[];
};
export type StructuredDataRow = { path: string; status: number; blocks: number; types: string[]; errors: string[]; warnings: string[] };
export type NoJsRow = { path: string; h1: string[]; hasMain: boolean; mainWords: number; navLinks: number; jsonLd: number; waitsForJs: boolean; problems: string[]; notes: string[] };
export type HtmlRow = { path: string; status: number; errors: string[]; warnings: string[] };

export function listRoutes(base: string): Promise<{ pages: string[]; notFound: string[] }>;
export function crawlSite(base: string, options?: { concurrency?: number; maxPages?: number }): Promise<CrawlResult>;
export function checkStructuredData(base: string, paths: string[], options?: { concurrency?: number }): Promise<StructuredDataRow[]>;
export function checkNoJs(base: string, paths: string[], options?: { concurrency?: number }): Promise<NoJsRow[]>;
export function validateHtml(base: string, paths: string[], options?: { concurrency?: number }): Promise<HtmlRow[]>;
export function checkNode(node: unknown): { errors: string[]; warnings: string[] };
export function readJsonLd(html: string): { raw: string; error?: string; nodes: Record<string, unknown>[] }[];
export function vnuCommand(): { java: string; jar: string };
export const STRUCTURED_DATA_RULES: Record<string, unknown>;
export const PENDING_ROUTES: string[];
export function isPending(url: string): boolean;
