import localFont from 'next/font/local';

// Self-hosted from @fontsource (no network at build time); next/font adds size-adjusted
// fallbacks so swapping in the web font causes no layout shift.
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/oswald/files/oswald-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Impact', 'Arial Narrow', 'sans-serif'],
});

export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
