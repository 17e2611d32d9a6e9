import localFont from 'next/font/local';
import './font-fallbacks.css';

// Self-hosted from @fontsource (no network at build time) and preloaded. A font that has not
// arrived by the page's first paint is not swapped in later (font-display: optional): the page
// keeps its fallback, and the next page, with the font cached, has it. Swapping it in moved the
// first screen by up to 100 px on a phone where a line wrapped differently in the two faces (a
// shop page's lead paragraph, a job's heading). The fallbacks are Arial's metrics scaled to each
// font (app/font-fallbacks.css), so such a page looks nearly the same.
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/oswald/files/oswald-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Display Fallback', 'Arial Narrow', 'sans-serif'],
});

export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Body Fallback', 'system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
