import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

/**
 * The web fonts are drawn only if they arrive by a page's first paint (font-display: optional,
 * app/fonts.ts), so every page must preload them. Next preloads the fonts of a page's layouts,
 * but app/global-not-found.tsx has no layout, and Next sends it no font preload: unknown
 * addresses were drawn in the fallback faces. This preloads, there, the files the build's font
 * manifest lists for the root not-found page, which has the root layout's fonts: the site's.
 */
const FONT_MANIFEST = path.join(/* turbopackIgnore: true */ process.cwd(), '.next/server/next-font-manifest.json');
const ROOT_NOT_FOUND_ENTRY = '[project]/app/_not-found/page';

let files: string[] | undefined;

/** The font files, read once; none when the manifest cannot be read (the fonts then load late). */
function siteFontFiles(): string[] {
  if (files) return files;
  try {
    const manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ FONT_MANIFEST, 'utf8')) as { app?: Record<string, unknown> };
    const entry = manifest.app?.[ROOT_NOT_FOUND_ENTRY];
    files = Array.isArray(entry) ? entry.filter((f): f is string => typeof f === 'string' && f.endsWith('.woff2')) : [];
  } catch {
    files = [];
  }
  return files;
}

/** Preloads the site's fonts in the page being rendered, as Next does for pages with a layout. */
export function preloadSiteFonts(): void {
  for (const file of siteFontFiles()) preload(`/_next/${file}`, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
