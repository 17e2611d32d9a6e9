// Shared drawing helpers for the generated artwork: palette, seeded randomness, SVG
// document assembly with per-document defs (gradients, filters) and smooth-path maths.

export const C = {
  red: '#8B1E1E', redDeep: '#5C1010', redHot: '#B3261E',
  char: '#2E2E2E', charDeep: '#1C1A19', black: '#111111',
  cream: '#FAF5EE', creamDeep: '#EFE3D0',
  amber: '#F2A341', amberDeep: '#D9822B', gold: '#F6C453',
  smoke: '#E8E2D9', smokeMid: '#B9B2A8', smokeDark: '#6E6862',
  wood: '#7A4A2A', woodLight: '#A86F40', woodDark: '#4A2A16', woodDeep: '#2E1A0E',
  ember: '#FF6A1A', emberHot: '#FFB238', emberDeep: '#C2410C',
  bark: '#3B1D0E', meat: '#C7665A', meatLight: '#E09A88', smokeRing: '#9E2E22',
  bun: '#D28A3E', bunLight: '#F2C27A', bunDark: '#9A5422', crumb: '#F5E1B8',
  lettuce: '#6DAE3C', lettuceDark: '#3F7A22', tomato: '#D8392B', cheese: '#F5C342',
  steel: '#C9CDD2', steelDark: '#7D848C', navy: '#23304F',
};

/** Deterministic PRNG (mulberry32) so the artwork is reproducible run to run. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

const hexToRgb = (h) => {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const rgbToHex = (r, g, b) =>
  '#' + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');

export function mix(a, b, t) {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
/** Positive f lightens toward white, negative darkens toward black. */
export const shade = (c, f) => (f >= 0 ? mix(c, '#ffffff', f) : mix(c, '#000000', -f));

// ---- per-document defs -------------------------------------------------------------
let defs = [];
let blurCache = new Map();
let counter = 0;
export const uid = (p = 'i') => `${p}${(++counter).toString(36)}`;

export function def(s) {
  defs.push(s);
}

const stopsXml = (stops) =>
  stops
    .map((s, i) => {
      const [o, c, op] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1];
      return `<stop offset="${o}" stop-color="${c}"${op === 1 || op === undefined ? '' : ` stop-opacity="${op}"`}/>`;
    })
    .join('');

/** Linear gradient in bounding-box units; returns the url() to use as a fill. */
export function lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = '') {
  const id = uid('l');
  def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopsXml(stops)}</linearGradient>`);
  return `url(#${id})`;
}
/** Linear gradient in user space (for gradients that must span several shapes). */
export function linU(stops, x1, y1, x2, y2) {
  return lin(stops, x1, y1, x2, y2, ' gradientUnits="userSpaceOnUse"');
}
export function rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, extra = '') {
  const id = uid('r');
  def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${extra}>${stopsXml(stops)}</radialGradient>`);
  return `url(#${id})`;
}
export function radU(stops, cx, cy, r) {
  return rad(stops, cx, cy, r, cx, cy, ' gradientUnits="userSpaceOnUse"');
}
/** Gaussian blur filter attribute, one def per blur size per document. */
export function blur(sd) {
  const key = String(sd);
  if (!blurCache.has(key)) {
    const id = uid('b');
    def(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    blurCache.set(key, id);
  }
  return `filter="url(#${blurCache.get(key)})"`;
}
export function clip(inner) {
  const id = uid('c');
  def(`<clipPath id="${id}">${inner}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/**
 * Wrap a body in an SVG document of the given pixel size, flushing the collected defs. A scene
 * drawn on a fixed canvas (vw x vh) and written smaller passes that canvas as the view box.
 */
export function doc(w, h, body, vw = w, vh = h) {
  const d = defs.join('');
  defs = [];
  blurCache = new Map();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><defs>${d}</defs>${body}</svg>`;
}

// ---- geometry ----------------------------------------------------------------------
const f1 = (n) => (Math.round(n * 10) / 10).toString();
export const pt = (p) => `${f1(p[0])} ${f1(p[1])}`;

/** Smooth Catmull-Rom curve through points, as an SVG path (closed or open). */
export function smooth(points, closed = true, tension = 1) {
  const n = points.length;
  if (n < 3) return `M${points.map(pt).join('L')}`;
  const get = (i) => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${pt(points[0])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1), p1 = get(i), p2 = get(i + 1), p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return closed ? d + 'Z' : d;
}

/** Organic closed blob around (cx, cy). */
export function blob(cx, cy, rx, ry, r, n = 9, jitter = 0.18, rot = 0) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const k = 1 + (r() * 2 - 1) * jitter;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

/** A ribbon between a top edge and a bottom edge (both given left to right). */
export function ribbon(top, bottom) {
  const t = smooth(top, false);
  const b = smooth([...bottom].reverse(), false).replace(/^M/, 'L');
  return `${t}${b}Z`;
}

export const g = (body, attrs = '') => `<g ${attrs}>${body}</g>`;
export const at = (x, y, s = 1, body = '', rot = 0) =>
  `<g transform="translate(${f1(x)} ${f1(y)})${rot ? ` rotate(${f1(rot)})` : ''}${s !== 1 ? ` scale(${s})` : ''}">${body}</g>`;
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`;
export const circle = (x, y, r, fill, extra = '') =>
  `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (x, y, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;
export const poly = (pts, fill, extra = '') => `<polygon points="${pts.map(pt).join(' ')}" fill="${fill}" ${extra}/>`;

/** Soft contact shadow under an object sitting at (x, y). */
export const shadow = (x, y, rx, ry, op = 0.35) => ellipse(x, y, rx, ry, '#000', `opacity="${op}" ${blur(Math.max(2, ry * 0.5))}`);

/** Full-frame vignette: darkens edges; strength 0..1. */
export function vignette(w, h, strength = 0.55, color = '#000') {
  const u = rad([[0.55, color, 0], [1, color, strength]], 0.5, 0.5, 0.75);
  return rect(0, 0, w, h, u);
}
/** Darken one side so headline text stays readable (side: 'left' | 'top' | 'bottom'). */
export function scrim(w, h, side = 'left', strength = 0.6, reach = 0.6) {
  const dir = { left: [0, 0, 1, 0], right: [1, 0, 0, 0], top: [0, 0, 0, 1], bottom: [0, 1, 0, 0] }[side];
  const u = lin([[0, '#000', strength], [reach, '#000', 0]], ...dir);
  return rect(0, 0, w, h, u);
}
