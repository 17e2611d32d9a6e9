// People-and-place compositions: shops, neighborhoods, family, community, catering, careers,
// the brand story, the gift card and the share image.
import {
  C, rng, mix, shade, lin, rad, blur, clip, def, uid, smooth, g, at, rect, circle, ellipse, path, line, poly, vignette, scrim,
} from './lib.mjs';
import * as F from './food.mjs';
import * as P from './props.mjs';
import { person, crowd, SKIN, HAIR } from './people.mjs';
import { sky, hills, diablo, oak, palm, lamp, storefront, street, sun, SKIES } from './places.mjs';
import { logo, roundel } from './brand.mjs';
import { backdrop, rays, confetti } from './scenes-food.mjs';

// ---- shop locations (1200 x 800) --------------------------------------------------------
const SHOPS = {
  brentwood: { time: 'golden', accent: C.amberDeep, wall: 'wood', wallCol: '#B98A5A', roof: 'gable', awning: 'solid', trees: 'orchard' },
  concord: { time: 'midday', accent: C.red, wall: 'stucco', wallCol: '#EADBC4', roof: 'parapet', awning: 'stripes', trees: 'palm', extra: 'smoker' },
  hercules: { time: 'fog', accent: C.navy, wall: 'brick', roof: 'flat', awning: 'stripes', trees: 'oak', bay: true, extra: 'gulls' },
  martinez: { time: 'sunset', accent: C.redHot, wall: 'brick', roof: 'parapet', awning: 'scallop', trees: 'lamp' },
  'pleasant-hill': { time: 'morning', accent: '#3E6B3A', wall: 'stucco', wallCol: '#F1E6D2', roof: 'gable', awning: 'stripes', trees: 'oak', extra: 'picnic' },
  'walnut-creek-parkside': { time: 'dusk', accent: C.char, wall: 'stucco', wallCol: '#D9C4A8', roof: 'parapet', awning: 'solid', trees: 'oak', lights: true },
  'walnut-creek-ygnacio': { time: 'night', accent: C.amberDeep, wall: 'wood', wallCol: '#6A4A34', roof: 'flat', awning: 'stripes', trees: 'palm', lights: true },
};
export const LOCATION_SLUGS = Object.keys(SHOPS);

function landscape(w, h, time, gy, seed, { bay = false, diabloX = 0.7 } = {}) {
  const p = SKIES[time];
  let s = sky(w, gy, time, seed);
  if (time === 'golden' || time === 'morning' || time === 'midday' || time === 'fog') s += sun(w * 0.15, gy * 0.3, 40, p.sun);
  if (time === 'sunset') s += sun(w * 0.2, gy * 0.78, 55, p.sun);
  if (time === 'night') s += circle(w * 0.82, gy * 0.22, 30, p.sun) + circle(w * 0.82 + 12, gy * 0.22 - 6, 26, p.sky[0]);
  s += diablo(w * diabloX, gy - 40, w * 0.8, gy * 0.45, p.far);
  s += hills(w, gy - 30, 50, p.hills[0], seed + 1, 3);
  if (bay) s += rect(0, gy - 60, w, 40, mix('#6E8EA8', p.sky[2], 0.3)) + line(0, gy - 58, w, gy - 58, '#fff', 2, 'opacity="0.5"');
  s += hills(w, gy - 6, 24, p.hills[1], seed + 2, 5);
  return s;
}

export function location(slug) {
  const o = SHOPS[slug];
  const seed = 200 + LOCATION_SLUGS.indexOf(slug) * 17;
  return (w, h) => {
    const night = SKIES[o.time].light;
    const gy = h * 0.82;
    let s = landscape(w, h, o.time, gy, seed, { bay: o.bay });
    const r = rng(seed);
    if (o.trees === 'palm') s += palm(w * 0.08, gy, 340, mix('#2E5A2A', '#0A1410', night)) + palm(w * 0.93, gy, 300, mix('#2E5A2A', '#0A1410', night));
    else if (o.trees === 'orchard') for (let i = 0; i < 9; i++) s += oak(i * 140 + 30, gy - 20, 90, mix('#5A7A2A', '#2A2A14', night), seed + i);
    else if (o.trees === 'oak') s += oak(w * 0.07, gy, 300, mix('#3E5A2A', '#0A1410', night), seed) + oak(w * 0.94, gy, 260, mix('#4A6A2A', '#0A1410', night), seed + 3);
    s += at(w / 2, gy, 1.05, storefront({ ...o, night, seed, w: 780, h: 470 }));
    if (o.trees === 'lamp') s += lamp(w * 0.06, gy, 320, true) + lamp(w * 0.9, gy, 320, true);
    if (o.trees === 'palm' && night > 0.5) s += lamp(w * 0.18, gy, 300, true);
    s += street(w, gy, { night });
    const carCols = ['#2F6E8E', '#B8B2AA', '#8E2F2A', '#3A3A3A', '#E8E2D9', '#4A6A3A', '#C9A040'];
    s += at(w * (0.2 + r() * 0.1), h - 8, 0.55, P.car({ col: mix(r.pick(carCols), '#0A0A14', night * 0.6) }));
    if (o.extra === 'smoker') s += at(w * 0.86, gy - 2, 0.36, P.smoker({ w: 520, seed }));
    if (o.extra === 'picnic') s += at(w * 0.86, gy + 4, 0.45, P.umbrella({ col: o.accent })) + at(w * 0.86, gy + 4, 0.42, P.picnicTable({}));
    if (o.extra === 'gulls') for (let i = 0; i < 4; i++) s += path(`M${w * (0.6 + i * 0.07)} ${80 + (i % 2) * 30}q12 -12 24 0q12 -12 24 0`, 'none', 'stroke="#4A4A50" stroke-width="3"');
    if (slug === 'martinez') s += at(w * 0.84, gy - 4, 0.5, person({ skin: SKIN[0], hair: 'bald', hairCol: '#B8B2AA', hat: 'cap', hatCol: C.navy, mustache: true, shirt: '#6A4A34', armR: 'forward', holdR: 'sandwich' })) + at(w * 0.77, gy - 4, 0.32, person({ skin: SKIN[0], hair: 'pony', hairCol: HAIR[3], shirt: C.redHot, armL: 'up' }));
    if (slug === 'brentwood') s += at(w * 0.85, gy - 4, 0.5, person({ shirt: C.navy, hair: 'short', armR: 'forward', holdR: 'box' })) + at(w * 0.78, gy - 4, 0.48, person({ skin: SKIN[3], hair: 'long', hairCol: HAIR[4], shirt: C.amber, dress: '#2F6E8E' }));
    if (slug === 'concord') s += at(w * 0.83, gy - 4, 0.5, person({ skin: SKIN[4], hair: 'curly', shirt: '#3E6B3A', armR: 'forward', holdR: 'cup' }));
    if (night > 0.5) s += crowd(w * 0.84, gy - 2, 2, { seed, col: '#0C0C14', scale: 0.4, spacing: 46 });
    return s + vignette(w, h, 0.35);
  };
}

// ---- home: neighborhood scenes (1200 x 800) -------------------------------------------
export const HOME_LOCATIONS = [
  // 1: a sunny main-street corner with Mount Diablo behind
  (w, h) => {
    const gy = h * 0.8;
    let s = landscape(w, h, 'midday', gy, 300, { diabloX: 0.45 });
    s += at(w * 0.13, gy, 0.75, neighbor({ col: '#B8C9D6', awn: '#2F6E8E', seed: 301 }));
    s += at(w * 0.88, gy, 0.75, neighbor({ col: '#E8C9A0', awn: '#4A6A3A', seed: 302 }));
    s += at(w * 0.5, gy, 0.82, storefront({ accent: C.red, wall: 'brick', roof: 'parapet', seed: 303, w: 760, h: 470 }));
    s += street(w, gy) + at(w * 0.25, gy - 2, 0.4, person({ shirt: C.amber, hair: 'pony', hairCol: HAIR[2], dress: '#2F6E8E', armL: 'forward', holdL: 'box' }));
    s += at(w * 0.68, gy - 2, 0.42, person({ shirt: '#3E6B3A', skin: SKIN[4], hair: 'short', hat: 'cap', hatCol: C.navy, armR: 'up' })) + at(w * 0.73, gy - 2, 0.3, person({ shirt: C.redHot, skin: SKIN[4], hair: 'curly' }));
    s += palm(w * 0.19, gy + 30, 360) + palm(w * 0.81, gy + 30, 330);
    return s + at(w * 0.78, h - 4, 0.6, P.car({ col: '#8E2F2A' })) + vignette(w, h, 0.3);
  },
  // 2: the patio at sunset: umbrellas, picnic tables and neighbors eating
  (w, h) => {
    const gy = h * 0.62;
    let s = landscape(w, h, 'sunset', gy, 310);
    s += at(w * 0.5, gy + 40, 0.8, storefront({ accent: C.amberDeep, wall: 'wood', wallCol: '#8A5A3A', roof: 'gable', night: 0.3, seed: 311, w: 900, h: 470, lights: true }));
    s += rect(0, gy + 40, w, h, lin([[0, '#6A4A3A'], [1, '#2A1A14']]));
    for (let i = 0; i < 12; i++) s += line(0, gy + 60 + i * 26, w, gy + 60 + i * 26, '#000', 2, 'opacity="0.15"');
    s += P.stringLights(-10, gy - 200, w + 10, gy - 150, { sag: 50, n: 14 });
    for (const [x, sc, cols] of [[0.2, 0.9, [C.redHot, C.cream]], [0.8, 0.9, [C.amber, C.cream]]]) {
      s += at(w * x, h - 40, sc, P.umbrella({ col: cols[0], col2: cols[1] }));
      s += at(w * x - 110 * sc, h - 40, 0.55 * sc, person({ skin: SKIN[(x * 10) % 6 | 0], hair: 'long', shirt: C.navy, armR: 'raise', holdR: 'glass' }));
      s += at(w * x + 110 * sc, h - 40, 0.55 * sc, person({ skin: SKIN[2], hair: 'short', hat: 'cap', shirt: '#3E6B3A', armL: 'forward', holdL: 'sandwich' }));
      s += at(w * x, h - 20, 0.85 * sc, P.picnicTable({ w: 380 }));
      s += at(w * x - 50, h - 120 * sc, 0.25, F.tots({})) + at(w * x + 50, h - 120 * sc, 0.22, F.drinkCup({}));
    }
    s += at(w * 0.5, h - 10, 0.5, person({ skin: SKIN[0], hair: 'bun', hairCol: HAIR[2], shirt: C.redHot, apron: C.char, armL: 'forward', armR: 'forward', trayBoth: ' ' }));
    return s + vignette(w, h, 0.4);
  },
  // 3: inside the shop: menu boards, bread rack, counter and crew
  (w, h) => {
    let s = P.planks(0, 0, w, h * 0.62, { base: '#6A4228', plank: 80, vertical: true, seed: 320 });
    for (let i = 0; i < 3; i++) {
      const x = 120 + i * 340;
      s += rect(x, 60, 300, 200, '#221E1C', 'rx="6" stroke="#4A2A16" stroke-width="10"');
      s += at(x + 40, 110, 0.5, P.flameMark(C.amber));
      for (let k = 0; k < 6; k++) s += rect(x + 70, 90 + k * 26, 120 + ((k * 53) % 60), 6, C.cream, 'opacity="0.75" rx="3"') + rect(x + 240, 90 + k * 26, 36, 6, C.amber, 'rx="3"');
    }
    for (let i = 0; i < 3; i++) s += line(250 + i * 350, 0, 250 + i * 350, 290, '#222', 3) + path(`M${220 + i * 350} 320L${280 + i * 350} 320L${270 + i * 350} 290L${230 + i * 350} 290Z`, C.red) + P.glow(250 + i * 350, 330, 120, '#FFE0A0', 0.4);
    s += at(90, 500, 1, breadRack());
    s += at(w * 0.46, h * 0.9, 1.05, person({ skin: SKIN[1], hair: 'short', hat: 'cap', shirt: C.char, apron: C.red, armL: 'forward', armR: 'up' }));
    s += at(w * 0.74, h * 0.9, 1.0, person({ skin: SKIN[4], hair: 'bun', shirt: C.char, apron: C.red, armR: 'forward', holdR: 'sandwich', armL: 'hip' }));
    const cy = h * 0.64;
    s += rect(0, cy, w, h - cy, lin([[0, '#7A4A2A'], [1, '#4A2A16']]));
    for (let i = 0; i < 9; i++) s += rect(i * 140 + 10, cy + 50, 120, h - cy - 60, '#000', 'opacity="0.12" rx="6"');
    s += rect(0, cy, w, 26, '#C9B8A0') + rect(0, cy + 26, w, 14, C.red);
    s += at(w * 0.86, cy + 2, 0.55, P.sauceBottle({ heat: 1, cap: C.amber })) + at(w * 0.92, cy + 2, 0.55, P.sauceBottle({ heat: 3 })) + at(w * 0.25, cy + 4, 0.3, F.sandwich({ bread: 'dutch', seed: 321 }));
    s += at(w * 0.6, cy + 2, 0.55, register()) + at(w * 0.36, cy + 2, 0.35, F.drinkCup({}));
    return s + vignette(w, h, 0.35);
  },
  // 4: a warm night: the shop lit up, smoke from the pit out back, a line at the door
  (w, h) => {
    const gy = h * 0.8;
    let s = landscape(w, h, 'night', gy, 330, { diabloX: 0.25 });
    s += P.smoke(w * 0.82, gy - 420, { h: 500, w: 200, seed: 331, op: 0.3, col: '#9A94A8' });
    s += rect(w * 0.8, gy - 460, 30, 80, '#111');
    s += at(w * 0.5, gy, 0.95, storefront({ accent: C.red, wall: 'brick', roof: 'parapet', night: 0.85, seed: 332, w: 800, h: 440, lights: true }));
    s += street(w, gy, { night: 0.85 }) + lamp(w * 0.06, gy, 360, true) + lamp(w * 0.94, gy, 360, true);
    s += crowd(w * 0.16, gy - 2, 4, { seed: 333, col: '#0C0A10', scale: 0.48, spacing: 56 }) + crowd(w * 0.7, gy - 2, 3, { seed: 334, col: '#0C0A10', scale: 0.5, spacing: 60 });
    return s + vignette(w, h, 0.45);
  },
];

function neighbor({ col, awn, w = 520, h = 420 }) {
  let s = rect(-w / 2, -h, w, h, col) + rect(-w / 2 - 10, -h - 30, w + 20, 34, shade(col, -0.3));
  s += path(`M${-w * 0.45} ${-h * 0.6}L${w * 0.45} ${-h * 0.6}L${w * 0.5} ${-h * 0.45}L${-w * 0.5} ${-h * 0.45}Z`, awn);
  s += rect(-w * 0.4, -h * 0.4, w * 0.5, h * 0.4 - 14, '#3A4A58') + rect(w * 0.16, -h * 0.4, w * 0.22, h * 0.4 - 14, '#2A3440');
  s += rect(-w * 0.38, -h * 0.9, w * 0.2, h * 0.2, '#3A4A58') + rect(w * 0.1, -h * 0.9, w * 0.2, h * 0.2, '#3A4A58');
  return s + path(`M${-w * 0.3} ${-h * 0.38}L${-w * 0.1} ${-h * 0.38}L${-w * 0.25} ${-18}L${-w * 0.4} ${-18}Z`, '#fff', 'opacity="0.12"');
}
function breadRack() {
  let s = rect(0, -300, 200, 300, '#5A3418') + rect(8, -292, 184, 284, '#3A2212');
  for (let k = 0; k < 4; k++) {
    s += rect(8, -292 + k * 72 + 60, 184, 8, '#6A4228');
    for (let i = 0; i < 3; i++) s += at(40 + i * 62, -292 + k * 72 + 60, 0.5, F.roll({ w: 110 }));
  }
  return s;
}
function register() {
  return rect(-80, -60, 160, 60, '#2A2A2A', 'rx="8"') + rect(-60, -130, 120, 70, '#3A3A3A', 'rx="6"') + rect(-50, -122, 100, 44, '#7AA8C8') + rect(-40, -112, 50, 8, '#fff', 'opacity="0.5"');
}

// ---- home: family and community (1200 x 900) ------------------------------------------------
export function threeGenerations(w, h) {
  const gy = h * 0.84;
  let s = sky(w, h, 'sunset', 340) + sun(w * 0.5, gy - 120, 110, '#FFD07A') + rays(w * 0.5, gy - 120, w, '#FFE0A0', 0.08, 24);
  s += hills(w, gy - 40, 60, '#5A2830', 341, 3) + hills(w, gy, 30, '#2A1018', 342, 5) + rect(0, gy, w, h - gy, '#1A0A0C');
  const sil = '#140808';
  s += at(w * 0.58, gy, 0.95, P.smoker({ w: 620, seed: 343 }).replace(/#5A5A5A|#3A3A3A|#1E1E1E/g, '#1A0C0C'));
  s += at(w * 0.2, gy, 1.05, person({ silhouette: sil, hat: 'cowboy', beard: true, armL: 'down', armR: 'hip' }));
  s += at(w * 0.34, gy, 1.12, person({ silhouette: sil, hat: 'cap', apron: sil, armL: 'shoulder', armR: 'out', holdR: 'tongs' }));
  s += at(w * 0.45, gy, 0.62, person({ silhouette: sil, hair: 'pony', armL: 'up', armR: 'reach' }));
  // warm rim light on the ground
  s += rect(0, gy, w, 6, C.amber, 'opacity="0.45"');
  return s + vignette(w, h, 0.45);
}

export function community(w, h) {
  const gy = h * 0.6;
  let s = landscape(w, h, 'morning', gy, 350, { diabloX: 0.55 });
  s += flagPole(w * 0.3, gy - 100, 360);
  s += oak(w * 0.06, gy + 20, 380, '#3E5A2A', 351) + oak(w * 0.95, gy + 10, 340, '#4A6A2A', 352);
  s += rect(0, gy, w, h - gy, lin([[0, '#8DB04A'], [1, '#5E8A2A']]));
  // fence dressed with flag bunting
  s += rect(0, gy - 120, w, 16, '#F4EFE6') + rect(0, gy - 60, w, 14, '#F4EFE6');
  for (let x = 20; x < w; x += 90) s += rect(x, gy - 150, 18, 150, '#F4EFE6') + poly([[x, gy - 150], [x + 9, gy - 164], [x + 18, gy - 150]], '#F4EFE6');
  for (const x of [140, 400, 800, 1060]) s += P.fanBunting(x, gy - 118, 72);
  s += P.pennants(0, 40, w, 60, { n: 18, sag: 40 });
  // the grill with its cook, then the picnic tables up front
  s += at(w * 0.46, gy + 170, 1.0, P.kettle({ w: 220, seed: 353, smokeCol: '#A8A29A' }));
  s += at(w * 0.46 + 170, gy + 190, 0.95, person({ skin: SKIN[2], hair: 'short', hat: 'cap', shirt: C.char, apron: C.red, armL: 'out', holdL: 'tongs' }));
  for (const [x, sc, seed] of [[0.19, 1.1, 354], [0.81, 1.1, 355]]) {
    const y = h * 1.0;
    s += at(w * x - 120 * sc, y - 60, 0.68 * sc, person({ skin: SKIN[seed % 6], hair: seed % 2 ? 'long' : 'short', hat: seed % 2 ? undefined : 'cap', hatCol: C.navy, shirt: seed % 2 ? C.redHot : C.navy, armR: 'raise', holdR: 'cup' }));
    s += at(w * x + 120 * sc, y - 60, 0.68 * sc, person({ skin: SKIN[(seed + 3) % 6], hair: 'bald', hairCol: '#B8B2AA', mustache: true, shirt: '#3E6B3A', hat: 'cap', hatCol: C.navy, armL: 'forward', holdL: 'sandwich' }));
    s += at(w * x, y, sc, P.picnicTable({ w: 420 })) + P.checkerCloth(w * x - 210 * sc, y - 142 * sc, 420 * sc, 30 * sc, { col: C.redHot, size: 24 });
    s += at(w * x - 70 * sc, y - 138 * sc, 0.4 * sc, F.bowl({ fill: 'potato' })) + at(w * x + 70 * sc, y - 138 * sc, 0.34 * sc, F.ribs({}));
  }
  return s + vignette(w, h, 0.3);
}
function flagPole(x, y, hgt) {
  let s = line(x, y, x, y - hgt, '#D8D4CC', 8) + circle(x, y - hgt - 6, 8, C.amber);
  const fw = 170, fh = 100, fx = x + 4, fy = y - hgt + 6;
  let f = '';
  for (let i = 0; i < 7; i++) f += rect(fx, fy + (i * fh) / 7, fw, fh / 14, i % 2 ? '#FFFFFF' : C.redHot);
  for (let i = 0; i < 7; i++) f += rect(fx, fy + ((i + 0.5) * fh) / 7, fw, fh / 14, '#FFFFFF');
  f += rect(fx, fy, fw * 0.42, fh * 0.54, C.navy);
  for (let i = 0; i < 12; i++) f += P.star(fx + 12 + (i % 4) * 16, fy + 12 + Math.floor(i / 4) * 16, 4, '#fff');
  return s + `<g transform="translate(${fx} ${fy}) skewY(-4) translate(${-fx} ${-fy})">${f}</g>`;
}

// ---- catering -------------------------------------------------------------------------
export function cateringHero(w, h) {
  const portrait = h > w;
  const r = rng(360);
  let s = rect(0, 0, w, h, rad([[0, '#4A2418'], [1, '#120806']], 0.6, 0.3, 0.9));
  let bk = '';
  for (let i = 0; i < 30; i++) bk += circle(r() * w, r() * h * 0.5, r.range(10, 36), r.pick([C.amber, '#FFD98A']), `opacity="${r.range(0.1, 0.3).toFixed(2)}"`);
  s += g(bk, blur(6));
  // tent canopy
  s += path(`M0 0L${w} 0L${w} ${h * 0.08}Q${w * 0.75} ${h * 0.16} ${w / 2} ${h * 0.08}Q${w * 0.25} ${h * 0.16} 0 ${h * 0.08}Z`, '#F4EFE6', 'opacity="0.9"');
  s += P.stringLights(-10, h * 0.1, w + 10, h * 0.12, { sag: 40, n: portrait ? 8 : 16 });
  const ty = portrait ? h * 0.56 : h * 0.6;
  s += rect(0, ty, w, h - ty, '#F8F4EE') + rect(0, ty, w, 30, '#E9E2D6') + rect(0, ty + 30, w, h - ty, lin([[0, '#000', 0], [1, '#000', 0.4]]));
  for (let x = 40; x < w; x += 120) s += path(`M${x} ${ty + 60}Q${x + 10} ${h * 0.8} ${x - 4} ${h}`, 'none', 'stroke="#D8D0C2" stroke-width="4"');
  s += rect(0, ty + 30, w, 30, C.red);
  const fills = ['beef', 'pork', 'chicken', 'beans', 'mac'];
  if (portrait) {
    s += at(w * 0.27, ty + 30, 1.2, P.chafing({ fill: 'beef', seed: 361 })) + at(w * 0.75, ty + 30, 1.2, P.chafing({ fill: 'pork', seed: 362, lid: false }));
    s += at(w * 0.5, ty + 250, 1.25, F.sandwichPlatter({}));
    s += at(w * 0.12, h - 20, 1.0, F.bowl({ w: 240, fill: 'salad', color: '#FFFFFF' })) + at(w * 0.9, h - 20, 1.0, F.bowl({ w: 240, fill: 'potato', color: '#FFFFFF' }));
    s += scrim(w, h, 'top', 0.6, 0.5);
  } else {
    for (let i = 0; i < 3; i++) s += at(w * (0.5 + i * 0.19), ty + 40, 1.45, P.chafing({ fill: fills[i], seed: 363 + i, lid: i !== 1 }));
    s += at(w * 0.62, h - 20, 1.5, F.sandwichPlatter({})) + at(w * 0.93, h - 20, 1.1, F.bowl({ w: 300, fill: 'salad', color: '#FFFFFF' }));
    s += at(w * 0.34, h - 20, 1.05, F.bowl({ w: 280, fill: 'potato', color: '#FFFFFF' }));
    s += scrim(w, h, 'left', 0.85, 0.55);
  }
  return s + vignette(w, h, 0.4);
}

export const CATERING = {
  pickup: (w, h) => {
    let s = backdrop(w, h, 'tiles');
    s += at(w * 0.72, h * 0.9, 1.05, person({ skin: SKIN[2], hair: 'short', hat: 'cap', shirt: C.char, apron: C.red, armL: 'forward', armR: 'up' }));
    s += rect(0, h * 0.64, w, h * 0.36, '#8A5A34') + rect(0, h * 0.64, w, 14, '#5A3418') + rect(0, h * 0.64 + 14, w, 8, C.red);
    s += at(w * 0.56, h * 0.66, 1.1, boxStack(3)) + at(w * 0.22, h * 0.66, 1.1, boxStack(2)) + at(w * 0.22, h * 0.66 - 128, 1.1, cateringBag());
    s += at(w * 0.45, h * 0.99, 0.85, F.sandwichPlatter({}));
    return s + vignette(w, h, 0.35);
  },
  delivery: (w, h) => {
    const gy = h * 0.78;
    let s = landscape(w, h, 'golden', gy, 370);
    s += rect(0, gy, w, h - gy, '#4A4A50') + rect(0, gy + 40, w, 8, '#F2D27A') + oak(w * 0.9, gy, 200, '#4A5A2A', 371);
    for (let i = 0; i < 5; i++) s += line(w * 0.02, gy - 60 - i * 30, w * 0.18, gy - 60 - i * 30, '#fff', 6, 'stroke-linecap="round" opacity="0.6"');
    s += at(w * 0.48, gy + 30, 0.95, P.van({ col: C.red, accent: C.cream }));
    return s + vignette(w, h, 0.3);
  },
  onsite: (w, h) => {
    const gy = h * 0.78;
    let s = landscape(w, h, 'golden', gy, 380);
    s += rect(0, gy, w, h - gy, lin([[0, '#9AB05A'], [1, '#6A8A3A']]));
    s += tent(w * 0.72, gy + 10, 360, 240) + P.pennants(w * 0.52, gy - 230, w * 0.95, gy - 230, { n: 10, sag: 20 });
    s += at(w * 0.3, gy + 60, 0.5, P.trailerSmoker({ w: 700, seed: 381 }));
    s += crowd(w * 0.58, gy + 50, 5, { seed: 382, col: '#2A2420', scale: 0.34, spacing: 60 });
    return s + vignette(w, h, 0.3);
  },
};
function boxStack(n) {
  let s = '';
  for (let i = 0; i < n; i++) s += rect(-90 + (i % 2) * 8, -(i + 1) * 58, 180, 56, '#E2C89A', 'rx="4" stroke="#B89A68" stroke-width="3"') + rect(-90 + (i % 2) * 8, -(i + 1) * 58 + 22, 180, 12, C.red) + at((i % 2) * 8 + 60, -(i + 1) * 58 + 34, 0.3, P.flameMark(C.amber));
  return s;
}
function cateringBag() {
  return path('M-60 0L60 0L52 -130L-52 -130Z', '#C8A878') + path('M-30 -130Q0 -170 30 -130', 'none', 'stroke="#8A6A40" stroke-width="6"') + at(0, -50, 0.7, P.flameMark(C.red, C.amber));
}
function tent(x, y, w, h) {
  return poly([[x - w / 2, y - h * 0.7], [x, y - h], [x + w / 2, y - h * 0.7]], '#F4EFE6') + rect(x - w / 2, y - h * 0.7, w, 24, C.red) +
    line(x - w / 2 + 6, y - h * 0.7, x - w / 2 + 6, y, '#CFC6BA', 6) + line(x + w / 2 - 6, y - h * 0.7, x + w / 2 - 6, y, '#CFC6BA', 6) + rect(x - w / 2 + 10, y - 90, w - 20, 14, '#F8F4EE');
}

export function pitmaster(w, h) {
  const gy = h * 0.86;
  let s = sky(w, gy, 'dusk', 390) + hills(w, gy - 40, 50, '#2E2440', 391, 3) + rect(0, gy - 20, w, h, '#1E140E');
  s += P.stringLights(-10, 60, w + 10, 100, { sag: 50, n: 10 });
  s += at(w * 0.3, gy, 1.0, P.smoker({ w: 640, seed: 392 }));
  s += at(w * 0.74, gy + 60, 1.75, person({ skin: SKIN[3], hair: 'short', hat: 'cowboy', hatCol: '#3A2418', beard: true, hairCol: HAIR[0], shirt: '#3A3A3A', apron: C.red, armL: 'forward', holdL: 'plate', armR: 'out', holdR: 'tongs' }));
  s += P.glow(w * 0.2, gy - 200, 300, C.ember, 0.25);
  return s + vignette(w, h, 0.45);
}

export const GUESTS = [
  // wedding under string lights
  (w, h) => {
    const gy = h * 0.9;
    let s = sky(w, h, 'dusk', 400) + hills(w, gy - 200, 40, '#2E2440', 401, 3) + rect(0, gy - 180, w, h, '#2A2030');
    for (let i = 0; i < 3; i++) s += P.stringLights(-10, 40 + i * 40, w + 10, 80 + i * 40, { sag: 60, n: 12, seed: 402 + i });
    s += crowd(40, gy - 160, 12, { seed: 403, col: '#1A1420', scale: 0.4, spacing: 95 });
    s += at(w * 0.14, h + 120, 1.5, person({ skin: SKIN[4], hair: 'curly', shirt: C.amber, dress: C.amberDeep, armR: 'forward', holdR: 'plate' }));
    s += at(w * 0.86, h + 120, 1.5, person({ skin: SKIN[0], hair: 'short', hairCol: HAIR[3], shirt: C.navy, armL: 'forward', holdL: 'plate', glasses: true }));
    s += at(w * 0.41, h + 60, 1.55, person({ skin: SKIN[1], hair: 'short', shirt: '#2A2A34', pants: '#2A2A34', armL: 'down', armR: 'raise', holdR: 'glass' }));
    s += at(w * 0.59, h + 60, 1.5, person({ skin: SKIN[3], hair: 'bun', hairCol: HAIR[0], shirt: '#FFFFFF', dress: '#FFFFFF', armL: 'raise', holdL: 'glass', armR: 'down' }));
    return s + vignette(w, h, 0.4);
  },
  // backyard birthday around a picnic table
  (w, h) => {
    const gy = h * 0.72;
    let s = landscape(w, h, 'golden', gy, 410) + rect(0, gy, w, h, lin([[0, '#9AB05A'], [1, '#5E7A2A']]));
    s += P.pennants(0, 60, w, 80, { n: 16, cols: [C.amber, C.redHot, C.cream, '#2F8E6A'] }) + oak(w * 0.92, gy + 20, 340, '#4A6A2A', 411);
    s += at(w * 0.22, h * 0.86, 0.95, person({ skin: SKIN[2], hair: 'long', hairCol: HAIR[1], shirt: C.redHot, armL: 'up', armR: 'forward', holdR: 'cup' }));
    s += at(w * 0.6, h * 0.86, 1.0, person({ skin: SKIN[3], hair: 'short', shirt: '#2F6E8E', beard: true, hairCol: HAIR[0], armR: 'forward', holdR: 'plate', armL: 'raise', holdL: 'glass' }));
    s += at(w * 0.8, h * 0.86, 0.97, person({ skin: SKIN[0], hair: 'bald', hairCol: '#B8B2AA', glasses: true, mustache: true, shirt: '#3E6B3A', armL: 'forward', holdL: 'sandwich' }));
    s += at(w * 0.5, h + 40, 1.35, P.picnicTable({ w: 700 })) + P.checkerCloth(w * 0.5 - 480, h + 40 - 318, 960, 40, { col: C.redHot, size: 30 });
    s += at(w * 0.07, h + 10, 1.0, person({ skin: SKIN[2], hair: 'pony', shirt: C.amber, armL: 'up', armR: 'up', pants: '#2F6E8E' }));
    s += at(w * 0.3, h + 40 - 300, 0.6, F.ribs({})) + at(w * 0.72, h + 40 - 300, 0.6, F.bowl({ fill: 'slaw' })) + at(w * 0.52, h + 40 - 300, 0.6, F.slicedRoast({}));
    return s + vignette(w, h, 0.3);
  },
  // office lunch around a sandwich buffet
  (w, h) => {
    let s = rect(0, 0, w, h, lin([[0, '#E9E4DA'], [1, '#CFC6B8']]));
    for (let i = 0; i < 4; i++) s += rect(60 + i * 290, 60, 240, 300, '#9FC4DA') + rect(60 + i * 290, 60, 240, 300, 'none', 'stroke="#F4F1EC" stroke-width="12"') + oak(180 + i * 290, 360, 140, '#5E8A3A', 420 + i);
    s += at(w * 0.16, h * 0.96, 1.35, person({ skin: SKIN[0], hair: 'long', hairCol: HAIR[3], shirt: '#2F6E8E', armL: 'forward', holdL: 'plate' }));
    s += at(w * 0.39, h * 0.96, 1.4, person({ skin: SKIN[4], hair: 'short', shirt: '#FFFFFF', glasses: true, armR: 'forward', holdR: 'sandwich' }));
    s += at(w * 0.62, h * 0.96, 1.35, person({ skin: SKIN[2], hair: 'bun', hairCol: HAIR[0], shirt: C.redHot, armL: 'raise', holdL: 'cup' }));
    s += at(w * 0.85, h * 0.96, 1.4, person({ skin: SKIN[3], hair: 'bald', hairCol: HAIR[0], beard: true, shirt: C.char, armR: 'hip' }));
    s += rect(0, h * 0.78, w, h * 0.22, '#F8F4EE') + rect(0, h * 0.78, w, 16, '#E2DACB') + rect(0, h * 0.82, w, 18, C.red);
    s += at(w * 0.3, h * 0.86, 1.0, F.sandwichPlatter({})) + at(w * 0.62, h * 0.84, 0.8, F.bowl({ w: 260, fill: 'salad', color: '#FFFFFF' })) + at(w * 0.84, h * 0.84, 0.8, F.bowl({ w: 260, fill: 'potato', color: '#FFFFFF' }));
    return s + vignette(w, h, 0.3);
  },
];

// ---- careers (900 x 900) ----------------------------------------------------------------
export const TEAM = [
  // counter
  (w, h) => {
    let s = backdrop(w, h, 'darkwood', 430);
    s += rect(60, 50, 780, 200, '#221E1C', 'rx="8" stroke="#4A2A16" stroke-width="12"');
    for (let k = 0; k < 5; k++) s += rect(120, 80 + k * 32, 300 + ((k * 47) % 120), 8, C.cream, 'opacity="0.75" rx="3"') + rect(660, 80 + k * 32, 80, 8, C.amber, 'rx="3"');
    s += at(w * 0.48, h + 140, 2.1, person({ skin: SKIN[3], hair: 'pony', hairCol: HAIR[0], hat: 'cap', shirt: C.char, apron: C.red, armL: 'forward', holdL: 'sandwich', armR: 'up' }));
    const cy = h * 0.76;
    s += rect(0, cy, w, h - cy, lin([[0, '#7A4A2A'], [1, '#4A2A16']])) + rect(0, cy, w, 24, '#C9B8A0') + rect(0, cy + 24, w, 12, C.red);
    s += at(w * 0.84, cy + 2, 0.75, register()) + at(w * 0.14, cy + 2, 0.6, F.drinkCup({}));
    return s + vignette(w, h, 0.35);
  },
  // pit
  (w, h) => {
    const gy = h * 0.9;
    let s = sky(w, gy, 'golden', 440) + hills(w, gy - 30, 40, '#A86E34', 441) + rect(0, gy - 10, w, h, '#4A3424');
    s += at(w * 0.3, gy, 0.85, P.smoker({ w: 620, seed: 442 }));
    s += at(w * 0.74, h + 150, 2.0, person({ skin: SKIN[1], hair: 'short', hat: 'cap', hatCol: C.char, beard: true, hairCol: HAIR[1], shirt: C.red, apron: C.char, apronMark: C.amber, armL: 'out', holdL: 'tongs', armR: 'hip' }));
    return s + vignette(w, h, 0.35);
  },
  // butcher
  (w, h) => {
    let s = backdrop(w, h, 'tiles') + rect(0, 40, w, 14, '#8A9099');
    for (let i = 0; i < 4; i++) s += at(100 + i * 233, 54, 1, P.hangingLinks({ n: 3, len: 70, rr: 18, col: i % 2 ? '#9A3A22' : '#B85A3A' }));
    s += at(w * 0.5, h + 120, 2.0, person({ skin: SKIN[4], hair: 'short', hat: 'paper', shirt: '#FFFFFF', apron: '#F4EFE6', apronMark: C.red, armL: 'forward', armR: 'up', holdR: 'cleaver', mustache: true }));
    s += at(w * 0.5, h + 150, 1.0, P.butcherBlock({ w: 900, h: 380 }));
    s += at(w * 0.34, h - 210, 0.8, F.rawCut({ kind: 'steak', w: 200 })) + at(w * 0.66, h - 210, 0.8, F.rawCut({ kind: 'marinated', w: 200 }));
    return s + vignette(w, h, 0.35);
  },
  // catering
  (w, h) => {
    let s = rect(0, 0, w, h, rad([[0, '#5A2A1A'], [1, '#1A0A06']], 0.5, 0.3, 0.9));
    s += P.stringLights(-10, 60, w + 10, 90, { sag: 50, n: 9 }) + P.stringLights(-10, 170, w + 10, 150, { sag: 40, n: 9, seed: 450 });
    s += at(w * 0.5, h + 170, 2.1, person({ skin: SKIN[0], hair: 'bun', hairCol: HAIR[2], shirt: C.char, apron: C.red, armL: 'forward', armR: 'forward', glasses: true }));
    s += at(w * 0.5, h + 170 - 214 * 2.1, 1.05, P.chafing({ w: 300, fill: 'beef', lid: false }));
    return s + vignette(w, h, 0.35);
  },
  // smiling crew
  (w, h) => {
    let s = rect(0, 0, w, h, rad([[0, '#FFD58A'], [1, C.amberDeep]], 0.5, 0.35, 0.9)) + rays(w / 2, h * 0.3, w, '#fff', 0.12, 18) + confetti(w, h, 20, 460);
    const crew = [
      { skin: SKIN[2], hair: 'curly', shirt: C.char, apron: C.red, armL: 'hip', armR: 'up' },
      { skin: SKIN[0], hair: 'short', hairCol: HAIR[3], shirt: C.char, apron: C.red, hat: 'cap', armL: 'shoulder', armR: 'hip' },
      { skin: SKIN[4], hair: 'long', hairCol: HAIR[0], shirt: C.char, apron: C.red, armL: 'shoulder', armR: 'up' },
      { skin: SKIN[1], hair: 'bald', beard: true, hairCol: HAIR[1], shirt: C.char, apron: C.red, hat: 'cap', hatCol: C.char, armL: 'up', armR: 'hip' },
    ];
    crew.forEach((o, i) => { s += at(135 + i * 210, h + 110 - (i % 2) * 40, 1.6 - (i % 2) * 0.08, person(o)); });
    return s + vignette(w, h, 0.3);
  },
];

// ---- story ------------------------------------------------------------------------------
/** Wrap a scene in a warm sepia color matrix: the 1946 photograph look. */
function sepia(body, w, h) {
  const id = uid('sp');
  def(`<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.39 0.69 0.17 0 0.02  0.33 0.62 0.14 0 0.01  0.25 0.48 0.11 0 0  0 0 0 1 0"/></filter>`);
  let grain = '';
  const r = rng(470);
  for (let i = 0; i < 260; i++) grain += circle(r() * w, r() * h, r.range(0.6, 1.6), r() < 0.5 ? '#fff' : '#000', 'opacity="0.12"');
  return `<g filter="url(#${id})">${body}</g>` + grain + rect(0, 0, w, h, '#7A5A3A', 'opacity="0.08"') + vignette(w, h, 0.55, '#2A1A0A') +
    rect(18, 18, w - 36, h - 36, 'none', 'stroke="#F4E8D2" stroke-width="6" opacity="0.7"');
}

export const STORY = {
  1946: (w, h) => {
    const gy = h * 0.8;
    let s = landscape(w, h, 'midday', gy, 480, { bay: true, diabloX: 0.8 });
    s += at(w * 0.5, gy, 1.0, storefront({ accent: C.red, wall: 'brick', roof: 'flat', awning: 'stripes', seed: 481, w: 760, h: 480, board: false, sign: 'mark', signBg: C.cream }));
    s += street(w, gy) + at(w * 0.2, h - 12, 0.65, P.car({ style: 'vintage', col: '#2A3A4A' }));
    s += at(w * 0.84, gy + 4, 0.6, person({ skin: SKIN[1], hair: 'short', hat: 'sailor', shirt: '#FFFFFF', pants: '#FFFFFF', apron: '#F4EFE6', apronMark: C.navy, armL: 'hip', armR: 'up', mustache: true }));
    s += at(w * 0.72, gy - 300, 0.7, anchor()) + lamp(w * 0.95, gy, 300);
    return sepia(s, w, h);
  },
  '1980s': (w, h) => {
    const gy = h * 0.78;
    let s = rect(0, 0, w, gy, lin([[0, '#2A1A5C'], [0.5, '#C2415A'], [1, '#F7B24A']]));
    for (let i = 0; i < 6; i++) s += rect(w * 0.5 - 160, gy * 0.45 + i * 26, 320, 14 - i * 1.5, '#F7B24A', 'opacity="0.9"');
    s += circle(w * 0.5, gy * 0.55, 160, lin([[0, '#FFE08A'], [1, '#F2743A']]), `opacity="0.9"`);
    for (let i = 0; i < 6; i++) s += rect(w * 0.5 - 170, gy * 0.55 + i * 22 - 10, 340, 6 + i * 1.5, '#C2415A');
    s += hills(w, gy - 20, 40, '#5A2A4A', 490, 3);
    s += at(w * 0.42, gy, 0.9, storefront({ accent: '#2F8E8A', wall: 'stucco', wallCol: '#F2D9C4', roof: 'parapet', awning: 'stripes', seed: 491, w: 700, h: 440, night: 0.1 }));
    s += rect(0, gy, w, h - gy, '#3A2A3A');
    for (let i = 0; i < 6; i++) s += line(w / 2, gy, -w + i * w * 0.6, h, '#F2743A', 2, 'opacity="0.5"');
    s += at(w * 0.86, gy + 10, 0.72, P.smoker({ w: 420, seed: 492 }));
    s += at(w * 0.14, h - 20, 0.7, P.car({ col: '#2F8E8A' }));
    s += at(w * 0.68, gy + 14, 0.5, person({ skin: SKIN[1], hair: 'curly', hairCol: HAIR[1], mustache: true, shirt: '#F2D9C4', apron: C.red, armR: 'out', holdR: 'tongs', hat: 'cap' }));
    return s + vignette(w, h, 0.35);
  },
  'next-chapter': null, // filled from scenes-food (sauces)
  today: (w, h) => eastBayMap(w, h),
};

function anchor() {
  return circle(0, -110, 22, 'none', 'stroke="#2A3A5A" stroke-width="10"') + line(0, -88, 0, 0, '#2A3A5A', 12) + line(-40, -70, 40, -70, '#2A3A5A', 10) +
    path('M-70 -40Q-60 20 0 20Q60 20 70 -40', 'none', 'stroke="#2A3A5A" stroke-width="12"') + poly([[-82, -50], [-58, -52], [-70, -28]], '#2A3A5A') + poly([[82, -50], [58, -52], [70, -28]], '#2A3A5A');
}

/** A stylized map of the East Bay with a flame pin at each of the seven shops. */
function eastBayMap(w, h) {
  const shops = [[37.932, -121.696], [37.978, -122.031], [38.017, -122.289], [38.019, -122.134], [37.948, -122.061], [37.893, -122.06], [37.915, -122.04]];
  const lon0 = -122.36, lon1 = -121.62, lat0 = 37.84, lat1 = 38.08;
  const X = (lon) => 80 + ((lon - lon0) / (lon1 - lon0)) * (w - 160);
  const Y = (lat) => 120 + ((lat1 - lat) / (lat1 - lat0)) * (h - 240);
  const r = rng(499);
  let s = rect(0, 0, w, h, '#EAD5A2');
  // rolling-hill contour lines across the land
  for (let i = 0; i < 16; i++) {
    const y0 = 200 + i * 48;
    const pts = [];
    for (let x = -40; x <= w + 40; x += 120) pts.push([x, y0 + Math.sin(x / 140 + i) * 14 + r.range(-6, 6)]);
    s += path(smooth(pts, false), 'none', 'stroke="#C9A870" stroke-width="2" opacity="0.6"');
  }
  // water: San Pablo Bay and Suisun Bay along the top, Carquinez Strait between
  s += path(`M0 0L${w} 0L${w} ${Y(38.06)}Q${X(-121.9)} ${Y(38.05)} ${X(-122.0)} ${Y(38.06)}Q${X(-122.15)} ${Y(38.035)} ${X(-122.22)} ${Y(38.055)}Q${X(-122.3)} ${Y(38.035)} ${X(-122.36)} ${Y(37.97)}L0 ${h * 0.55}Z`, '#8FBCD2');
  s += path(`M0 ${h * 0.55}L${X(-122.36)} ${Y(37.97)}Q${X(-122.3)} ${Y(38.035)} ${X(-122.22)} ${Y(38.055)}Q${X(-122.15)} ${Y(38.035)} ${X(-122.0)} ${Y(38.06)}Q${X(-121.9)} ${Y(38.05)} ${w} ${Y(38.06)}`, 'none', 'stroke="#F7EEDC" stroke-width="8"');
  for (let i = 0; i < 10; i++) s += path(`M${30 + i * 120} ${40 + (i % 3) * 18}q15 -10 30 0t30 0`, 'none', 'stroke="#fff" stroke-width="3" opacity="0.6"');
  for (let i = 0; i < 4; i++) s += path(`M${40 + (i % 2) * 40} ${200 + i * 60}q15 -10 30 0t30 0`, 'none', 'stroke="#fff" stroke-width="3" opacity="0.6"');
  // hills and Mount Diablo
  s += diablo(X(-121.91), Y(37.845), 420, 230, '#B8915A') + diablo(X(-121.91), Y(37.845), 300, 170, '#9E7840') + path(`M${X(-121.91) + 6} ${Y(37.845) - 160}l-30 60l40 -20z`, '#F7EEDC', 'opacity="0.5"');
  for (let i = 0; i < 18; i++) s += oak(X(-122.33) + i * 58 + r.range(-10, 10), Y(37.86) + (i % 3) * 16 + r.range(-8, 8), 46, r.pick(['#7E9A4A', '#6A8A3A', '#8AA85A']), 500 + i);
  for (let i = 0; i < 10; i++) s += oak(X(-122.32) + r.range(0, 500), Y(38.0) + r.range(-20, 40), 34, '#7E9A4A', 530 + i);
  // roads (I-680, Highway 4, Highway 24) as cream ribbons
  s += path(`M${X(-122.05)} ${h}Q${X(-122.06)} ${Y(37.93)} ${X(-122.07)} ${Y(38.0)}L${X(-122.12)} ${Y(38.04)}`, 'none', 'stroke="#FFFFFF" stroke-width="12" opacity="0.9"');
  s += path(`M${X(-122.3)} ${Y(38.01)}Q${X(-122.1)} ${Y(38.0)} ${X(-121.95)} ${Y(37.995)}T${X(-121.66)} ${Y(37.93)}`, 'none', 'stroke="#FFFFFF" stroke-width="12" opacity="0.9"');
  s += path(`M0 ${Y(37.88)}Q${X(-122.15)} ${Y(37.89)} ${X(-122.06)} ${Y(37.9)}`, 'none', 'stroke="#FFFFFF" stroke-width="10" opacity="0.9"');
  s += rect(30, 30, w - 60, h - 60, 'none', `stroke="${C.red}" stroke-width="6" rx="18"`);
  s += at(w - 110, h - 120, 1, compass());
  for (const [lat, lon] of [...shops].sort((a, b) => b[0] - a[0])) s += at(X(lon), Y(lat), 1.15, pin(0, 0));
  return s + vignette(w, h, 0.25);
}
function pin(x, y) {
  return ellipse(x, y + 4, 16, 6, '#000', 'opacity="0.3"') + path(`M${x} ${y}C${x - 10} ${y - 20} ${x - 34} ${y - 40} ${x - 34} ${y - 66}A34 34 0 1 1 ${x + 34} ${y - 66}C${x + 34} ${y - 40} ${x + 10} ${y - 20} ${x} ${y}Z`, C.red, `stroke="${C.cream}" stroke-width="4"`) +
    at(x, y - 66, 0.85, roundel(false));
}
function compass() {
  return circle(0, 0, 50, C.cream, `stroke="${C.char}" stroke-width="3"`) + poly([[0, -44], [10, 0], [0, 8], [-10, 0]], C.red) + poly([[0, 44], [10, 0], [0, -8], [-10, 0]], C.char);
}

// ---- gift card and share image -----------------------------------------------------------
export function giftCard(w, h) {
  const r = rng(510);
  let s = rect(0, 0, w, h, rad([[0, C.redHot], [1, C.redDeep]], 0.3, 0.2, 1.0), 'rx="36"');
  let tex = '';
  for (let i = 0; i < 14; i++) tex += path(`M${-50 + i * 80} ${h}C${i * 80} ${h * 0.6} ${i * 80 + 90} ${h * 0.5} ${i * 80 + 30} 0`, 'none', `stroke="#fff" stroke-width="${r.range(1, 3)}" opacity="0.07"`);
  s += g(tex, clip(`<rect width="${w}" height="${h}" rx="36"/>`));
  s += at(w * 0.78, h * 0.95, 6, P.flameMark('#000')).replace('<g ', '<g opacity="0.12" ');
  s += rect(0, h * 0.62, w, 16, C.amber) + rect(0, h * 0.62 + 22, w, 4, C.amber, 'opacity="0.7"');
  s += at(56, 60, 1.7, logo(true));
  s += rect(56, h - 110, 300, 16, C.cream, 'rx="8" opacity="0.85"') + rect(56, h - 80, 200, 12, C.cream, 'rx="6" opacity="0.5"');
  s += rect(w - 170, h - 130, 110, 80, lin([[0, '#F6D98A'], [1, '#C8902A']]), 'rx="12"') + path(`M${w - 170} ${h - 90}h110M${w - 115} ${h - 130}v80`, 'none', 'stroke="#A8742A" stroke-width="3"');
  return s;
}

export function ogImage(w, h) {
  let s = sky(w, h, 'sunset', 520) + sun(w * 0.78, h * 0.62, 50, '#FFD07A') + diablo(w * 0.72, h * 0.7, w * 0.6, 180, '#4A2A44') + hills(w, h * 0.72, 30, '#2A1420', 521, 4);
  s += rect(0, h * 0.74, w, h, '#1A0E0A');
  s += at(w * 0.78, h * 0.9, 0.55, P.smoker({ w: 900, seed: 522 }));
  s += at(w * 0.74, h + 6, 0.6, P.board({ w: 900, h: 80 })) + at(w * 0.72, h - 36, 0.6, F.slicedRoast({ w: 520 }));
  s += scrim(w, h, 'left', 0.6, 0.7);
  s += rect(60, 150, 560, 300, C.cream, 'rx="24"') + rect(60, 150, 560, 300, 'none', `stroke="${C.amber}" stroke-width="6" rx="24"`);
  s += at(92, 190, 2.1, logo(false));
  s += rect(160, 380, 360, 8, C.red, 'rx="4"');
  return s + vignette(w, h, 0.35);
}
