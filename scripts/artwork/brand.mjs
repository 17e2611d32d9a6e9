// The logo (wordmark + flame roundel) and the square app icon. The logo is the only artwork
// with text in it. textLength pins each line's width so it looks the same whichever serif the
// visitor's system substitutes for Georgia.
import { C } from './lib.mjs';

const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Arial, Helvetica, sans-serif";
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
    `<text x="76" y="41" font-family="${SERIF}" font-weight="700" font-size="37" textLength="158" lengthAdjust="spacingAndGlyphs" fill="${word}">Kinder\u2019s</text>` +
    `<text x="77" y="58" font-family="${SANS}" font-weight="700" font-size="10.5" textLength="156" lengthAdjust="spacing" fill="${sub}">MEATS \u00B7 DELI \u00B7 BBQ</text>` +
    `<path d="M77 68.5H118M193 68.5H233" stroke="${rule}" stroke-width="1.2"/>` +
    `<text x="155.5" y="72" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="8.5" textLength="64" lengthAdjust="spacing" fill="${rule}">SINCE 1946</text>`;
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
