// The logo (wordmark + flame roundel) and the square app icon. The logo is the only artwork
// with words in it. They are drawn as outlines from fonts shipped with the project (Gelasio, a
// Georgia-metric serif, and the site's Source Sans 3), not as SVG text: the logo looks the same on
// every system instead of taking whatever serif the visitor's has, and the browser neither looks up
// fonts nor shapes text to draw it on every page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { C } from './lib.mjs';

const require = createRequire(import.meta.url);
const font = (file) => {
  const bytes = fs.readFileSync(require.resolve(file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
export const SERIF = font('@fontsource/gelasio/files/gelasio-latin-700-normal.woff');
export const SANS = font('@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff');

/**
 * Where each glyph of one line starts, kerned, with `spacing` added between glyphs, and the line's
 * width. Glyph by glyph from the character map: the logo's words need no ligatures, and
 * opentype.js's shaper stops at lookups these fonts use.
 */
function layOut(font, text, size, spacing = 0) {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((c) => {
    const glyph = font.charToGlyph(c);
    // Glyph 0 is the font's blank box for a character it lacks: the logo would show a hole.
    if (!glyph || glyph.index === 0) throw new Error(`the font ${font.names.fontFamily?.en ?? ''} has no glyph for "${c}"`);
    return glyph;
  });
  const placed = [];
  let x = 0;
  glyphs.forEach((glyph, i) => {
    placed.push({ glyph, x });
    x += glyph.advanceWidth * scale;
    if (i < glyphs.length - 1) x += font.getKerningValue(glyph, glyphs[i + 1]) * scale + spacing;
  });
  return { placed, width: x };
}

/**
 * One line of text as a filled path, fitted to `width` as SVG's textLength would: `glyphs`
 * stretches the glyphs and their spacing, `spacing` spreads the gaps between glyphs only. `x` is
 * where the line starts, or its middle with anchor 'middle'; `y` is the baseline.
 */
export function textPath(text, { font, x, y, size, width, fit = 'spacing', anchor = 'start', fill }) {
  const natural = layOut(font, text, size);
  const gaps = Math.max(1, natural.placed.length - 1);
  const { placed } = fit === 'glyphs' ? natural : layOut(font, text, size, (width - natural.width) / gaps);
  const left = anchor === 'middle' ? x - width / 2 : x;
  const line = new opentype.Path();
  for (const { glyph, x: at } of placed) line.extend(glyph.getPath(at, 0, size));
  const stretch = fit === 'glyphs' ? +(width / natural.width).toFixed(4) : 1;
  return `<path transform="matrix(${stretch} 0 0 1 ${left} ${y})" d="${pathData(line.commands)}" fill="${fill}"/>`;
}

/**
 * SVG path data in relative commands, to a tenth of a unit (a fifth of a pixel at the header's
 * size on a 3x screen). Written here because opentype.js's own writer drops the space before a
 * small negative number that rounds to 0, which runs two numbers together and breaks the glyph.
 * Positions are rounded first and the steps taken between rounded positions, so nothing drifts.
 */
export function pathData(commands) {
  const tenths = (v) => Math.round(v * 10);
  let at = [0, 0];
  let start = at;
  let d = '';
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'z';
      at = start;
      continue;
    }
    const points = [[c.x1, c.y1], [c.x2, c.y2], [c.x, c.y]].filter(([x]) => x !== undefined).map(([x, y]) => [tenths(x), tenths(y)]);
    const steps = points.flatMap(([x, y]) => [(x - at[0]) / 10, (y - at[1]) / 10]);
    d += c.type.toLowerCase() + steps.join(' ').replace(/ -/g, '-');
    at = points.at(-1);
    if (c.type === 'M') start = at;
  }
  return d;
}

const FLAME = 'M0 0C-13 0 -17 -11 -13 -19C-11 -15 -8 -14 -7 -16C-9 -24 -3 -31 3 -34C1 -27 12 -22 11 -11C11 -4 6 0 0 0Z';
const TONGUE = 'M0 -2C-6 -2 -7 -8 -4 -12C-2 -9 0 -9 1 -10C0 -15 3 -18 5 -20C4 -15 8 -12 7 -7C7 -4 4 -2 0 -2Z';

/** The flame roundel, centered on (0,0), radius 30. */
export function roundel(dark = false) {
  const disc = dark ? C.amber : C.red;
  const ring = dark ? C.black : C.cream;
  const flame = dark ? C.red : C.amber;
  const tongue = dark ? C.amber : C.cream;
  return `<circle r="30" fill="${disc}"/><circle r="25.5" fill="none" stroke="${ring}" stroke-width="1.6"/>` +
    `<g transform="translate(0 9) scale(1.05)"><path d="${FLAME}" fill="${flame}"/><path d="${TONGUE}" fill="${tongue}"/></g>` +
    `<path d="M-13 14.5H13M-10 19H10" stroke="${ring}" stroke-width="2.2" stroke-linecap="round"/>`;
}

/** Logo body in a 240 x 80 box. dark = for black backgrounds (cream and amber). */
export function logo(dark = false) {
  const word = dark ? C.cream : C.red;
  const sub = dark ? C.amber : C.char;
  const rule = dark ? C.amber : C.red;
  return `<g transform="translate(36 40)">${roundel(dark)}</g>` +
    textPath('Kinder\u2019s', { font: SERIF, x: 76, y: 41, size: 37, width: 158, fit: 'glyphs', fill: word }) +
    textPath('MEATS \u00B7 DELI \u00B7 BBQ', { font: SANS, x: 77, y: 58, size: 10.5, width: 156, fill: sub }) +
    `<path d="M77 68.5H118M193 68.5H233" stroke="${rule}" stroke-width="1.2"/>` +
    textPath('SINCE 1946', { font: SANS, x: 155.5, y: 72, size: 8.5, width: 64, anchor: 'middle', fill: rule });
}

export function logoSvg(dark = false) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-labelledby="t">` +
    `<title id="t">Kinder\u2019s Meats, Deli &amp; BBQ, since 1946</title>${logo(dark)}</svg>\n`;
}

/** Square K-and-flame mark for the favicon and the Apple touch icon. */
export function iconSvg(size = 64, { rounded = true } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
    `<rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${C.red}"/>` +
    `<path d="M13 12H24V29L36 12H47L33 31L48 52H36L24 35V52H13Z" fill="${C.cream}"/>` +
    `<g transform="translate(50 41) scale(0.62)"><path d="${FLAME}" fill="${C.amber}"/><path d="${TONGUE}" fill="${C.cream}"/></g>` +
    `</svg>\n`;
}

/** A neutral food placeholder: a plate with a cloche and a flame, in brand cream and greys. */
export function placeholderSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Food photo coming soon">` +
    `<rect width="400" height="300" fill="${C.cream}"/>` +
    `<rect x="12" y="12" width="376" height="276" rx="14" fill="none" stroke="#E5D8C6" stroke-width="2" stroke-dasharray="8 8"/>` +
    `<ellipse cx="200" cy="212" rx="120" ry="16" fill="#E5D8C6"/>` +
    `<path d="M104 204a96 86 0 0 1 192 0z" fill="#D9CDBB"/>` +
    `<path d="M124 186a80 70 0 0 1 40-52" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    `<rect x="188" y="106" width="24" height="14" rx="7" fill="#C9BBA6"/>` +
    `<g transform="translate(200 186) scale(1.3)"><path d="${FLAME}" fill="#C9BBA6"/><path d="${TONGUE}" fill="${C.cream}"/></g>` +
    `</svg>\n`;
}
