// Food-led compositions: menu categories, rewards, the sauce still life, the home heroes and
// the sizzle loop (the menu items and the daily specials have files of their own). Each export returns a complete SVG document for the given size.
import {
  C, rng, mix, lin, rad, radU, blur, blob, clip, g, at, rect, circle, ellipse, path, line, poly, vignette, scrim,
} from './lib.mjs';
import * as F from './food.mjs';
import * as D from './dishes.mjs';
import * as P from './props.mjs';
import { sky, hills, diablo, sun } from './places.mjs';

// ---- backdrops -------------------------------------------------------------------------
export function backdrop(w, h, kind, seed = 1) {
  const r = rng(seed);
  switch (kind) {
    case 'darkwood':
      return P.planks(0, 0, w, h, { base: '#5A3620', plank: w / 9, vertical: true, seed, grain: 0.4 }) + rect(0, 0, w, h, '#1A0C06', 'opacity="0.35"');
    case 'brick':
      return P.bricks(0, 0, w, h, { base: '#7A3424', mortar: '#2A1610', seed, bw: 90, bh: 36 }) + rect(0, 0, w, h, '#1A0C06', 'opacity="0.3"');
    case 'tiles':
      return P.tiles(0, 0, w, h, { tw: 90, th: 44 }) + rect(0, 0, w, h, lin([[0, '#000', 0.05], [1, '#000', 0.2]]));
    case 'red':
      return rect(0, 0, w, h, rad([[0, C.redHot], [1, C.redDeep]], 0.5, 0.3, 0.9)) + stripes(w, h, '#000', 0.06);
    case 'amber':
      return rect(0, 0, w, h, rad([[0, '#FFD58A'], [0.6, C.amber], [1, C.amberDeep]], 0.5, 0.35, 0.85)) + rays(w / 2, h * 0.35, w, '#fff', 0.12, 18);
    case 'cream':
      return rect(0, 0, w, h, C.cream) + doodles(w, h, r, '#E8D9C4', 1);
    case 'sage':
      return rect(0, 0, w, h, rad([[0, '#E9EEDC'], [1, '#B9C7A0']], 0.5, 0.3, 0.9)) + doodles(w, h, r, '#A7B88A', 0.5);
    case 'chalk':
    default:
      return rect(0, 0, w, h, rad([[0, '#3A3634'], [1, '#1E1C1B']], 0.5, 0.3, 0.9)) + doodles(w, h, r, '#F4EFE6', 0.16);
  }
}
function stripes(w, h, col, op) {
  let s = '';
  for (let x = -h; x < w; x += 60) s += line(x, h, x + h, 0, col, 18, `opacity="${op}"`);
  return s;
}
export function rays(cx, cy, rr, col, op, n = 16) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2, a1 = a0 + Math.PI / n;
    s += poly([[cx, cy], [cx + Math.cos(a0) * rr * 2, cy + Math.sin(a0) * rr * 2], [cx + Math.cos(a1) * rr * 2, cy + Math.sin(a1) * rr * 2]], col, `opacity="${op}"`);
  }
  return s;
}
/** Chalk-style doodles (flames, stars, swirls, pig snouts): texture, not text. */
function doodles(w, h, r, col, op) {
  let s = '';
  for (let i = 0; i < Math.round((w * h) / 60000); i++) {
    const x = r() * w, y = r() * h * 0.7, k = r.range(0.5, 1);
    const kind = r.int(0, 3);
    if (kind === 0) s += at(x, y, k * 0.8, P.flameMark('none').replace('fill="none"', `fill="none" stroke="${col}" stroke-width="4"`));
    else if (kind === 1) s += P.star(x, y, 14 * k, col);
    else if (kind === 2) s += path(`M${x} ${y}c20 -30 50 -30 60 0s-30 30 -40 10`, 'none', `stroke="${col}" stroke-width="4" stroke-linecap="round"`);
    else s += path(`M${x} ${y}l40 0m-12 -10l12 10l-12 10`, 'none', `stroke="${col}" stroke-width="4" stroke-linecap="round"`);
  }
  return g(s, `opacity="${op}"`);
}
/** Back wall + table top + warm overhead light, the stage for food shots. */
export function stage(w, h, { wall = 'darkwood', top = C.woodLight, ty = 0.62, seed = 1, light = 0.35 } = {}) {
  const y = h * ty;
  return backdrop(w, y, wall, seed) + rect(0, y - 14, w, 14, '#000', 'opacity="0.35"') +
    P.table(0, y, w, h - y, { base: top, seed }) + rect(0, y, w, h - y, lin([[0, '#000', 0], [1, '#000', 0.35]])) +
    ellipse(w / 2, h * 0.2, w * 0.6, h * 0.5, radU([[0, '#FFE2A8', light], [1, '#FFE2A8', 0]], w / 2, h * 0.25, w * 0.6));
}
export const paper = (x, y, w, h, rot = -3) => rect(x, y, w, h, '#F3E9D6', `transform="rotate(${rot} ${x + w / 2} ${y + h / 2})"`) +
  rect(x, y, w, h, 'none', `stroke="#D8C8AE" stroke-width="3" transform="rotate(${rot} ${x + w / 2} ${y + h / 2})"`);

// ---- menu categories (1200 x 900) ----------------------------------------------------------
export const MENU = {
  'bbq-sandwiches': (w, h) => stage(w, h, { wall: 'darkwood', top: '#9A6A3E', seed: 3, ty: 0.56 }) +
    at(1040, 560, 0.95, P.sauceBottle({ heat: 1, cap: C.amber })) + at(1140, 575, 0.95, P.sauceBottle({ heat: 3, cap: C.redHot })) +
    at(860, 640, 0.95, F.slicedRoast({ seed: 4 })) +
    at(380, 845, 1.6, F.sandwich({ bread: 'dutch', layers: ['beef', 'sauce', 'lettuce', 'tomato'], seed: 5 })) +
    at(910, 870, 1.2, F.sandwich({ bread: 'roll', layers: ['pulled', 'slaw'], seed: 6 })) + vignette(w, h, 0.45),
  'deli-sandwiches': (w, h) => stage(w, h, { wall: 'tiles', top: '#B88A58', seed: 7, light: 0.2, ty: 0.52 }) +
    paper(50, 540, 1100, 330) +
    at(800, 650, 1.0, F.sandwich({ bread: 'wheat', layers: ['ham', 'cheese', 'lettuce'], seed: 9 })) +
    at(330, 820, 1.35, F.sandwich({ bread: 'sourdough', layers: ['turkey', 'cheese', 'lettuce', 'tomato'], seed: 8 })) +
    at(880, 880, 1.2, F.sandwich({ bread: 'dutch', layers: ['salami', 'roastbeef', 'ham', 'lettuce', 'onion'], seed: 10 })) +
    at(560, 885, 1.0, F.pickle({ len: 170, rot: -8 })) + vignette(w, h, 0.35),
  salads: (w, h) => stage(w, h, { wall: 'sage', top: '#C9A474', seed: 11, light: 0.25, ty: 0.5 }) +
    at(290, 630, 1.2, F.bowl({ w: 300, fill: 'caesar', seed: 12, color: '#FFFFFF' })) +
    at(910, 630, 1.2, F.bowl({ w: 300, fill: 'cobb', seed: 13, color: '#FFFFFF' })) +
    at(130, 880, 1.25, F.bowl({ w: 220, fill: 'greens', seed: 16, color: '#FFFFFF' })) +
    at(1090, 880, 1.0, F.bowl({ w: 160, fill: 'potato', seed: 15, color: '#FFFFFF' }).replace(/#F1DFA8/g, '#F4EEDD')) +
    at(600, 880, 1.65, F.bowl({ w: 320, fill: 'salad', seed: 14, color: C.cream, rim: C.red })) + vignette(w, h, 0.3),
  'bbq-by-the-pound': (w, h) => stage(w, h, { wall: 'brick', top: '#8A5A34', seed: 17, ty: 0.5 }) +
    paper(40, 500, 1120, 380, 2) +
    at(330, 690, 1.25, F.ribs({ seed: 18 })) + at(880, 690, 1.1, F.slicedRoast({ seed: 19 })) +
    at(640, 790, 1.3, F.sausage({ len: 260, r: 24, rot: -6 })) + at(690, 850, 1.3, F.sausage({ len: 240, r: 24, rot: 4 })) +
    at(230, 890, 1.15, F.bowl({ w: 240, fill: 'beans', seed: 20, color: C.red })) +
    at(1010, 895, 1.05, pulledPile(330, 21)) + vignette(w, h, 0.45),
  sides: (w, h) => stage(w, h, { wall: 'chalk', top: '#A87A4A', seed: 22, ty: 0.5 }) +
    at(210, 640, 1.15, F.fries({ seed: 23 })) + at(990, 640, 1.15, F.tots({ seed: 24 })) +
    at(600, 630, 1.1, F.bowl({ w: 260, fill: 'mac', seed: 25, color: C.cream })) +
    at(210, 885, 1.25, F.bowl({ w: 260, fill: 'potato', seed: 26, color: '#FFFFFF' })) +
    at(600, 895, 1.3, F.bowl({ w: 260, fill: 'beans', seed: 27, color: C.red })) +
    at(990, 885, 1.25, F.bowl({ w: 260, fill: 'slaw', seed: 28, color: '#FFFFFF' })) + vignette(w, h, 0.4),
  burgers: (w, h) => stage(w, h, { wall: 'red', top: '#8A5A34', seed: 29, light: 0.2, ty: 0.55 }) +
    at(1030, 640, 1.25, F.drinkCup({ color: C.red })) + at(170, 690, 1.2, F.fries({ seed: 30 })) +
    at(600, 880, 1.85, F.sandwich({ w: 360, bread: 'sesame', layers: ['lettuce', 'tomato', 'patty', 'cheese', 'onion', 'patty', 'cheese'], seed: 31, topH: 0.34 })) + vignette(w, h, 0.4),
  // Cuts laid out on the butcher's block, ready for the grill: not the glass case, which the
  // butcher band below the menu shows.
  'butcher-counter': (w, h) => stage(w, h, { wall: 'tiles', top: '#B27A45', seed: 27, ty: 0.5, light: 0.25 }) + paper(70, 500, 1060, 360, -2) +
    at(370, 640, 1.0, D.marinatedCut({ w: 440, shape: 'tri', seed: 28 })) + at(800, 560, 0.7, D.rawLinks({ n: 4, len: 150, seed: 30 }), -7) +
    at(840, 740, 0.85, D.marinatedCut({ w: 420, shape: 'ball', seed: 29 })) + at(330, 800, 0.9, D.rosemary({ len: 220, rot: 8 })) +
    at(560, 790, 1, D.garlicClove({ s: 1.3, rot: 20 })) + at(610, 805, 1, D.garlicClove({ s: 1.1, rot: -30 })) +
    at(1010, 420, 0.75, P.spiceJar({ spice: '#B8401E' })) + at(1120, 430, 0.7, P.spiceJar({ spice: '#6A4A2A', lidCol: C.red })) +
    at(190, 440, 0.5, P.cleaver({ rot: 0 })) + vignette(w, h, 0.35),
  'family-meals': (w, h) => stage(w, h, { wall: 'darkwood', top: '#B88A58', ty: 0.4, seed: 32 }) + P.checkerCloth(0, h * 0.42, w, h * 0.58, { col: C.red, size: 70 }) +
    rect(0, h * 0.42, w, h * 0.58, lin([[0, '#000', 0.1], [1, '#000', 0.35]])) +
    at(600, 610, 1.15, P.board({ w: 620, h: 80 })) + at(430, 560, 0.95, F.ribs({ seed: 33 })) + at(800, 555, 0.85, F.slicedRoast({ seed: 34 })) +
    at(110, 600, 0.85, F.bowl({ w: 240, fill: 'potato', seed: 35, color: '#FFFFFF' })) + at(1100, 600, 0.85, F.bowl({ w: 240, fill: 'beans', seed: 36, color: C.red })) +
    at(260, 870, 1.05, F.chickenHalf({ s: 0.8, seed: 37 })) + at(640, 870, 0.9, rollBasket()) +
    at(1000, 870, 1.05, F.bowl({ w: 260, fill: 'slaw', seed: 39, color: '#FFFFFF' })) + vignette(w, h, 0.45),
  kids: (w, h) => rect(0, 0, w, h, rad([[0, '#FFE3A6'], [1, C.amber]], 0.5, 0.35, 0.85)) + rays(w / 2, h * 0.4, w, '#fff', 0.18, 20) + confetti(w, h, 40) +
    rect(0, 560, w, 340, '#C0282A') + rect(0, 560, w, 16, '#000', 'opacity="0.2"') + P.checkerCloth(0, 576, w, 324, { col: C.redHot, size: 56 }) +
    at(560, 720, 1.3, P.tray({ w: 640, col: C.char })) + at(400, 700, 0.95, D.linkInRoll({ len: 380, link: 'frank', toppings: ['ketchup', 'mustard'], seed: 41 })) +
    at(790, 700, 0.72, D.stripsBasket({ seed: 42 })) + at(1060, 800, 1.25, F.juiceBox({ col: '#2F8E6A' })) + at(180, 850, 1.2, F.appleSlices()) + at(600, 870, 1.2, F.cookie({ r: 55 })) + vignette(w, h, 0.25),
  'drinks-and-desserts': (w, h) => stage(w, h, { wall: 'amber', top: '#8A5A34', seed: 43, light: 0.1, ty: 0.5 }) +
    at(200, 700, 1.3, F.drinkCup({ color: C.red })) + at(470, 710, 1.25, F.lemonade({})) + at(720, 700, 1.2, F.icedTea({})) +
    at(1000, 740, 1.25, cookieStack(44)) + at(300, 880, 1.25, F.brownie({ w: 140 })) + at(780, 890, 1.3, F.cookie({ r: 70, seed: 45 })) + at(1090, 890, 1.1, F.brownie({ w: 120 })) + vignette(w, h, 0.35),
};

export function pulledPile(w, seed) {
  const r = rng(seed);
  let s = P.plate({ w: w * 1.2 }) + ellipse(0, -w * 0.13, w * 0.42, w * 0.12, '#7A3A1A');
  for (let i = 0; i < 90; i++) {
    const x = r.range(-w * 0.38, w * 0.38), y = -w * 0.1 - r.range(0, w * 0.16) * (1 - Math.abs(x) / (w * 0.45));
    const a = r.range(0, Math.PI * 2), len = r.range(14, 30);
    s += line(x, y, x + Math.cos(a) * len, y + Math.sin(a) * len * 0.4, r.pick(['#B8703C', '#9C5024', '#D08A50', '#6B2A10']), r.range(4, 7), 'stroke-linecap="round"');
  }
  return s;
}
export function rollBasket() {
  let s = path('M-170 -90L170 -90L140 0L-140 0Z', '#A8743E') + path('M-170 -90L170 -90L140 0L-140 0Z', 'none', 'stroke="#6A4220" stroke-width="4"');
  for (let i = 0; i < 6; i++) s += line(-160 + i * 64, -86, -130 + i * 56, -4, '#6A4220', 3, 'opacity="0.6"');
  s = at(0, -60, 1, P.checkerCloth(-150, -70, 300, 50, { col: C.red, size: 30 })) + s;
  for (let i = 0; i < 4; i++) s = s + at(-110 + i * 75, -86 - (i % 2) * 14, 1.1, F.roll({ w: 110 }));
  return s;
}
export function cookieStack(seed) {
  let s = '';
  for (let i = 0; i < 4; i++) s += at((i % 2) * 8 - 4, -i * 26, 1, F.cookie({ r: 62, seed: seed + i }));
  return s;
}
export function confetti(w, h, n, seed = 46) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r() * w, y = r() * h * 0.65;
    s += r() < 0.5 ? at(x, y, r.range(0.3, 0.6), P.flameMark(r.pick([C.red, C.cream, '#fff']))) : P.star(x, y, r.range(6, 12), r.pick([C.cream, C.red, '#fff']));
  }
  return g(s, 'opacity="0.55"');
}
function hookRail(w, y, n) {
  let s = rect(0, y - 12, w, 14, '#8A9099') + rect(0, y - 12, w, 4, '#D8DDE2');
  for (let i = 0; i < n; i++) s += at(80 + (i * (w - 160)) / (n - 1), y, 1, P.hangingLinks({ n: 3 + (i % 3), len: 70, col: i % 2 ? '#9A3A22' : '#B85A3A', rr: 18 }));
  return s;
}

// ---- butcher hero --------------------------------------------------------------------
export function butcherHero(w, h) {
  const portrait = h > w;
  if (portrait) {
    return backdrop(w, h, 'tiles') + hookRail(w, 80, 6) +
      at(w / 2, h + 10, 0.62, P.meatCase({ w: 1500, h: 560 })) + scrim(w, h, 'top', 0.55, 0.55) + vignette(w, h, 0.4);
  }
  return backdrop(w, h, 'tiles') + hookRail(w, 60, 11) + at(w / 2 + 240, h + 20, 0.95, P.meatCase({ w: 1600, h: 500 })) +
    at(150, h + 10, 0.9, P.butcherBlock({})) + at(180, h - 350, 0.55, P.cleaver({ rot: 20 })) + scrim(w, h, 'left', 0.65, 0.6) + vignette(w, h, 0.4);
}

// ---- light through a window (the Sunday special) ---------------------------------------
export function windowLight(w, h) {
  return poly([[w * 0.55, 0], [w * 0.8, 0], [w * 0.6, h * 0.62], [w * 0.3, h * 0.62]], '#FFE6B0', `opacity="0.12" ${blur(20)}`);
}

// ---- rewards -------------------------------------------------------------------------
export function rewardsHero(w, h) {
  const portrait = h > w;
  const bg = rect(0, 0, w, h, rad([[0, '#B3261E'], [1, '#4A0C0C']], 0.7, 0.45, 0.9)) + rays(portrait ? w / 2 : w * 0.68, portrait ? h * 0.62 : h * 0.5, Math.max(w, h), C.amber, 0.1, 22) + confetti(w, h, portrait ? 30 : 50, 70);
  if (portrait) {
    return bg + rect(0, h * 0.82, w, h * 0.18, '#2A0E0A') +
      at(w / 2 - 250, h * 0.44, 0.9, P.punchCard({}), -8) + at(w * 0.15, h * 0.97, 0.9, F.fries({ seed: 71 })) + at(w * 0.7, h * 0.93, 1.05, F.tots({ seed: 72 })) +
      scrim(w, h, 'top', 0.55, 0.45) + vignette(w, h, 0.35);
  }
  return bg + rect(0, h * 0.8, w, h * 0.2, '#2A0E0A') +
    at(w * 0.55, h * 0.18, 1.0, P.punchCard({}), -8) + at(w * 0.88, h * 0.92, 1.2, F.fries({ seed: 71 })) + at(w * 0.66, h * 0.94, 1.2, F.tots({ seed: 72 })) +
    scrim(w, h, 'left', 0.6, 0.5) + vignette(w, h, 0.35);
}

// ---- sauces and spices still life ------------------------------------------------------
export function sauces(w, h) {
  return stage(w, h, { wall: 'darkwood', top: '#9A6A3E', seed: 80, ty: 0.5 }) + at(w / 2 - 30, 800, 1.25, P.board({ w: 900, h: 70, seed: 81 })) +
    at(260, 730, 1.6, P.sauceBottle({ heat: 1, cap: C.amber, sauce: '#7A2410' })) + at(480, 720, 1.75, P.sauceBottle({ heat: 2, cap: C.redHot, sauce: '#5E160C' })) +
    at(700, 730, 1.6, P.sauceBottle({ heat: 3, cap: C.char, sauce: '#3E0E06' })) +
    at(885, 735, 1.3, P.spiceJar({ spice: '#B8401E' })) + at(1060, 740, 1.2, P.spiceJar({ spice: '#7A5A3A', lidCol: C.red })) +
    at(150, 870, 1.3, P.chili({ len: 150, rot: -10 })) + at(360, 885, 1.1, P.chili({ len: 130, col: '#E0781E', rot: 6 })) +
    at(1030, 890, 1.3, P.garlic({})) + at(680, 890, 1.3, spicePile(82)) + vignette(w, h, 0.45);
}
function spicePile(seed) {
  const r = rng(seed);
  let s = ellipse(0, -16, 110, 24, '#9A3A1A');
  for (let i = 0; i < 80; i++) s += circle(r.range(-100, 100), r.range(-34, -4), r.range(1.5, 3.5), r.pick(['#C8561E', '#6A2A0E', '#E8A04A', '#3A1A08']));
  return s;
}

// ---- sizzle loop: one frame at time t in [0,1) ---------------------------------------------
// Everything that moves is a periodic function of t, so frame 0 follows the last frame.
export function sizzle(w, h, t) {
  const portrait = h > w;
  const k = portrait ? w / 760 : w / 1280;
  const cx = w / 2;
  const cy = portrait ? h * 0.66 : h * 0.7; // center of the round grate
  const rx = portrait ? w * 0.5 : 600 * k, ry = rx * 0.36;
  const u = rx / 560; // meat and flames scale with the grate
  const r = rng(90);
  let s = rect(0, 0, w, h, rad([[0, '#5A2A12'], [0.5, '#1E0E08'], [1, '#0A0706']], 0.5, portrait ? 0.62 : 0.7, 0.85));
  s += P.smoke(cx, cy - ry * 0.6, { h: cy * 1.1, w: 560 * k, seed: 91, t, puffs: 18, op: 0.3, drift: 0.3, col: '#CFC6BA' });
  // kettle bowl below the rim
  s += path(`M${cx - rx * 1.02} ${cy}A${rx * 1.02} ${rx * 0.9} 0 0 0 ${cx + rx * 1.02} ${cy}Z`, lin([[0, '#2E2A28'], [0.5, '#121010'], [1, '#050505']], 0, 0, 1, 0.3));
  s += path(`M${cx - rx * 0.9} ${cy + ry * 0.6}Q${cx - rx * 0.8} ${cy + rx * 0.55} ${cx - rx * 0.3} ${cy + rx * 0.8}`, 'none', `stroke="#fff" stroke-width="${10 * k}" opacity="0.08" stroke-linecap="round"`);
  // coal bed inside the rim
  const inner = `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.97}" ry="${ry * 0.95}"/>`;
  let bed = ellipse(cx, cy, rx, ry, '#1A0804');
  for (let i = 0; i < 170; i++) {
    const a = r() * Math.PI * 2, d = Math.sqrt(r());
    const x = cx + Math.cos(a) * rx * d, y = cy + Math.sin(a) * ry * d;
    const glowK = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t * r.int(1, 3) + r()));
    const sz = r.range(14, 26) * u;
    bed += path(blob(x, y, sz, sz * 0.55, r, 6, 0.3), r() < 0.5 ? '#2A2220' : '#1A1412');
    bed += path(blob(x, y + sz * 0.1, sz * 0.6, sz * 0.3, r, 6, 0.3), mix('#3A1208', r() < 0.6 ? C.ember : C.emberHot, glowK * (1 - d * 0.4)));
  }
  bed += ellipse(cx, cy, rx, ry, radU([[0, '#FFB050', 0.35], [1, '#FFB050', 0]], cx, cy, rx));
  // flames between the cuts
  for (const [fx, fy, fwid, sd] of [[-0.7, 0.35, 150, 93], [-0.05, 0.1, 130, 94], [0.45, 0.55, 150, 95], [0.75, -0.1, 120, 96], [-0.4, -0.45, 110, 97], [0.2, -0.55, 110, 98]]) {
    bed += at(cx + fx * rx, cy + fy * ry, u, P.flames({ w: fwid, h: 70 + 40 * Math.sin(2 * Math.PI * t + sd), t, seed: sd }));
  }
  // grate bars
  for (let i = -12; i <= 12; i++) {
    const y = cy + (i / 12.5) * ry;
    bed += line(cx - rx, y, cx + rx, y, '#0A0A0A', 5 * k) + line(cx - rx, y - 2 * k, cx + rx, y - 2 * k, '#9A7A6A', 1.3 * k, 'opacity="0.5"');
  }
  s += g(bed, clip(inner));
  s += ellipse(cx, cy, rx, ry, 'none', `stroke="#2A2624" stroke-width="${16 * k}"`) + path(`M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`, 'none', `stroke="#E07A3A" stroke-width="${4 * k}" opacity="0.6"`);
  // meat on the grate: tri-tip, a second steak, ribs and links
  s += at(cx + 220 * u, cy - 36 * u, u * 0.9, F.ribs({ w: 420, seed: 98 }));
  s += at(cx - 210 * u, cy - 46 * u, u * 1.1, F.steak({ w: 300, seed: 99 }));
  s += at(cx - 190 * u, cy + 96 * u, u * 1.55, F.steak({ w: 320, seed: 97 }));
  for (let i = 0; i < 3; i++) s += at(cx + (180 + i * 14) * u, cy + (126 - i * 48) * u, u * 1.2, F.sausage({ len: 230, r: 21, rot: -5 + i * 3 }));
  // glints of sizzling fat
  for (let i = 0; i < 10; i++) {
    const p = (r() + t * 3) % 1;
    s += circle(cx + r.range(-400, 400) * u, cy + r.range(-60, 80) * u, 3.5 * k, '#FFF3D0', `opacity="${(Math.sin(Math.PI * p) * 0.85).toFixed(2)}"`);
  }
  // smoke rising off the meat
  s += P.smoke(cx - 200 * u, cy - 20 * u, { h: cy * 0.95, w: 300 * k, seed: 100, t, puffs: 14, op: 0.5, drift: 0.5 });
  s += P.smoke(cx + 210 * u, cy - 40 * u, { h: cy * 0.9, w: 260 * k, seed: 101, t, puffs: 14, op: 0.42, drift: -0.4 });
  // rising sparks
  let sp = '';
  for (let i = 0; i < 30; i++) {
    const off = r(), speed = r.int(1, 2), p = (off + t * speed) % 1;
    const x = cx + r.range(-rx * 0.8, rx * 0.8) + Math.sin(p * 6 + i) * 24 * k;
    const y = cy - p * cy * 0.9;
    sp += circle(x, y, r.range(1.6, 3.4) * k, r() < 0.5 ? C.emberHot : '#FFE0A0', `opacity="${(Math.sin(Math.PI * p) * 0.95).toFixed(2)}"`);
  }
  s += g(sp, blur(0.6 * k));
  return s + vignette(w, h, 0.5);
}

// ---- home hero ------------------------------------------------------------------------
// The hero's headline is centered. On a desktop it covers the middle of the picture (from about
// 31% to 69% across and 23% to 69% down), so the food stands on the table to its left and right
// and along the bottom edge; on a phone the headline sits just below the middle, so the food
// stands above it, centered and large.

export function heroDefault(w, h) {
  const portrait = h > w;
  const hz = portrait ? h * 0.4 : h * 0.62;
  let s = sky(w, hz + 40, 'sunset', 101) + sun(portrait ? w * 0.74 : w * 0.5, hz - 40, portrait ? 60 : 80, '#FFD07A');
  s += diablo(portrait ? w * 0.3 : w * 0.36, hz, portrait ? w * 1.2 : w * 0.75, portrait ? 260 : 300, '#4A2A44') + hills(w, hz + 10, 60, '#3A1E2E', 102, 3) + hills(w, hz + 50, 40, '#2A1420', 103, 5);
  s += rect(0, hz + 40, w, h - hz, lin([[0, '#24120E'], [1, '#0E0806']]));
  s += P.stringLights(-20, portrait ? 80 : 60, w + 20, portrait ? 160 : 90, { sag: portrait ? 70 : 90, n: portrait ? 9 : 16 });
  if (portrait) {
    s += at(w * 0.62, h * 0.41, 0.8, P.smoker({ w: 640, seed: 104, smokeCol: '#EADCD4', smokeOp: 0.8, smokeH: 0.5 }));
    s += at(w * 0.5, h * 0.455, 1.0, P.board({ w: 640, h: 80, seed: 105 })) + at(w * 0.64, h * 0.455 - 40, 0.6, F.slicedRoast({ seed: 106 })) +
      at(w * 0.32, h * 0.455 - 20, 0.75, F.sandwich({ bread: 'dutch', layers: ['beef', 'sauce', 'lettuce'], seed: 107 })) + at(w * 0.8, h * 0.455 - 40, 0.55, P.sauceBottle({ heat: 2 }));
    s += at(w * 0.5, h + 10, 1.0, P.board({ w: 760, h: 80, seed: 108 })) + at(w * 0.55, h - 30, 0.8, F.ribs({ seed: 109 }));
    s += scrim(w, h, 'top', 0.35, 0.2);
  } else {
    s += at(w * 0.9, h * 0.8, 0.5, P.smoker({ w: 1000, seed: 104, smokeCol: '#EADCD4', smokeH: 0.45, smokeOp: 0.7 }));
    s += rect(0, h * 0.74, w, h * 0.26, lin([[0, '#3A1E12'], [1, '#1A0C06']]));
    s += at(w * 0.22, h * 0.78, 1.0, P.board({ w: 640, h: 90, seed: 105 })) + at(w * 0.28, h * 0.78 - 60, 0.8, F.slicedRoast({ seed: 106, w: 460 })) +
      at(w * 0.19, h * 0.78 - 48, 1.05, F.sandwich({ bread: 'dutch', layers: ['beef', 'sauce', 'lettuce'], seed: 107 }));
    s += at(w * 0.5, h + 20, 0.8, F.ribs({ seed: 109, w: 520 })) + at(w * 0.79, h * 0.8 + 10, 0.75, P.sauceBottle({ heat: 2 }));
  }
  return s + vignette(w, h, 0.5);
}

export function heroHoliday(w, h) {
  const portrait = h > w;
  const r = rng(110);
  let s = rect(0, 0, w, h, rad([[0, '#5A1A14'], [1, '#1A0806']], portrait ? 0.5 : 0.7, 0.4, 0.9));
  // bokeh lights
  let bk = '';
  for (let i = 0; i < 40; i++) bk += circle(r() * w, r() * h * 0.6, r.range(10, 40), r.pick([C.amber, '#FFD98A', C.redHot, '#F6E2B0']), `opacity="${r.range(0.1, 0.35).toFixed(2)}"`);
  s += g(bk, blur(6));
  for (let i = 0; i < 3; i++) s += P.stringLights(-20, 40 + i * 70, w + 20, 70 + i * 60, { sag: 60 + i * 15, n: portrait ? 8 : 14, seed: 111 + i, col: i === 1 ? '#FFB070' : '#FFE2A0' });
  const ty = portrait ? h * 0.4 : h * 0.6;
  s += rect(0, ty, w, h - ty, '#7A1616');
  // A cream runner on the desktop table; on a phone the headline sits on the cloth, so it stays dark red.
  if (!portrait) s += rect(0, ty + (h - ty) * 0.18, w, (h - ty) * 0.5, '#F4ECDF') + rect(0, ty + (h - ty) * 0.18, w, 10, C.amber, 'opacity="0.8"') + rect(0, ty + (h - ty) * 0.68 - 10, w, 10, C.amber, 'opacity="0.8"');
  s += rect(0, ty, w, h - ty, lin([[0, '#000', 0], [1, '#000', 0.3]]));
  s += garland(w, ty, r);
  if (portrait) {
    s += at(w * 0.5, ty + 50, 0.85, P.plate({ w: 640 })) + at(w * 0.5, ty + 18, 0.85, F.turkey({}));
    s += at(w * 0.24, h - 30, 0.62, P.plate({ w: 520 })) + at(w * 0.24, h - 50, 0.62, F.ham({})) + at(w * 0.78, h - 30, 0.9, F.bowl({ w: 220, fill: 'potato', color: '#FFFFFF' }));
  } else {
    s += candle(w * 0.06, ty + 30) + candle(w * 0.94, ty + 30);
    s += at(w * 0.82, h * 0.74, 0.78, P.plate({ w: 700 })) + at(w * 0.82, h * 0.74 - 34, 0.78, F.turkey({}));
    s += at(w * 0.18, h * 0.74, 0.78, P.plate({ w: 560 })) + at(w * 0.18, h * 0.74 - 26, 0.78, F.ham({}));
    s += at(w * 0.42, h + 10, 0.9, F.bowl({ w: 220, fill: 'potato', color: '#FFFFFF' })) + at(w * 0.59, h + 10, 0.85, F.bowl({ w: 200, fill: 'cranberry', color: C.cream }));
    s += at(w * 0.5, h + 14, 0.9, F.roll({ w: 130 })) + at(w * 0.66, h + 16, 0.9, F.roll({ w: 120 }));
  }
  return s + vignette(w, h, 0.5);
}
function garland(w, y, r) {
  let s = '';
  for (let x = -20; x < w + 20; x += 26) s += path(`M${x} ${y + 6}l18 -14l10 16Z`, r.pick(['#2E5A2A', '#3E6B32', '#1E4220']));
  for (let x = 10; x < w; x += r.range(50, 110)) s += circle(x, y - 4, 7, C.redHot) + circle(x + 10, y + 2, 6, '#D8302A');
  return s;
}
function candle(x, y) {
  return P.glow(x, y - 150, 120, '#FFD08A', 0.4) + rect(x - 14, y - 120, 28, 120, C.cream, 'rx="4"') + path(`M${x} ${y - 150}q-12 16 0 28q12 -12 0 -28Z`, C.emberHot);
}
