// Landscape and architecture: East Bay skies, golden hills, Mount Diablo, oaks, storefronts.
import {
  C, rng, mix, shade, lin, radU, blur, smooth, blob, g, at, rect, circle, ellipse, path, line, poly,
} from './lib.mjs';
import { logo, roundel } from './brand.mjs';
import { glow, stringLights, flameMark, planks, bricks } from './props.mjs';

export const SKIES = {
  morning: { sky: ['#8CC8EE', '#CFE8F4', '#FCEFD6'], sun: '#FFF2C4', hills: ['#D9B46A', '#C49A52', '#9C7A3E'], far: '#9FB3C4', light: 0 },
  midday: { sky: ['#5FA8DE', '#A9D4F0', '#E8F3F8'], sun: '#FFFBE6', hills: ['#D4AE5E', '#B88E44', '#8E6E32'], far: '#8FA6BA', light: 0 },
  golden: { sky: ['#7FA9D0', '#F3C98A', '#F8A860'], sun: '#FFE39A', hills: ['#C98E48', '#A86E34', '#7A4E24'], far: '#B98A7A', light: 0.1 },
  sunset: { sky: ['#3A2A5C', '#C2415A', '#F2A341'], sun: '#FFD07A', hills: ['#7A3A3A', '#5A2830', '#3A1A22'], far: '#8A4A5A', light: 0.3 },
  dusk: { sky: ['#1C2444', '#4A3A6B', '#E07A4A'], sun: '#FFB27A', hills: ['#3E3050', '#2E2440', '#1E1830'], far: '#5A4A70', light: 0.55 },
  night: { sky: ['#070B1A', '#13203E', '#2A3558'], sun: '#F4EBD0', hills: ['#1A2034', '#141A2A', '#0E121E'], far: '#222A44', light: 0.8 },
  fog: { sky: ['#B9C3CC', '#D8DDE0', '#EEEBE4'], sun: '#FFFFFF', hills: ['#A8A890', '#8E8E78', '#6E6E5E'], far: '#B5BCC2', light: 0.05 },
};

export function sky(w, h, time = 'golden', seed = 50) {
  const p = SKIES[time];
  const r = rng(seed);
  let s = rect(0, 0, w, h, lin([[0, p.sky[0]], [0.65, p.sky[1]], [1, p.sky[2]]]));
  if (time === 'night' || time === 'dusk') {
    for (let i = 0; i < (time === 'night' ? 90 : 30); i++) s += circle(r() * w, r() * h * 0.6, r.range(0.8, 2.2), '#FFFFFF', `opacity="${r.range(0.3, 0.9).toFixed(2)}"`);
  } else if (time !== 'sunset') {
    for (let i = 0; i < 4; i++) s += cloud(r.range(0.05, 0.95) * w, r.range(0.08, 0.35) * h, r.range(0.6, 1.2) * w * 0.08, r, time === 'golden' ? '#FFF3DE' : '#FFFFFF');
  }
  return s;
}
export function cloud(x, y, sz, r, col = '#fff') {
  let s = '';
  for (let i = 0; i < 5; i++) s += ellipse(x + (i - 2) * sz * 0.55, y + (i % 2 ? 0 : -sz * 0.25) + Math.abs(i - 2) * sz * 0.12, sz * (0.7 - Math.abs(i - 2) * 0.1), sz * 0.42, col);
  return g(s, `opacity="0.85" ${blur(sz * 0.05)}`);
}
export function sun(x, y, rr, col, haze = true) {
  return (haze ? circle(x, y, rr * 4, radU([[0, col, 0.55], [1, col, 0]], x, y, rr * 4)) : '') + circle(x, y, rr, col);
}

/** Rolling hills band: y is the baseline of the ridge, amp the height of the bumps. */
export function hills(w, y, amp, col, seed = 51, bumps = 4) {
  const r = rng(seed);
  const pts = [[-20, y]];
  for (let i = 0; i <= bumps * 2; i++) pts.push([(i / (bumps * 2)) * (w + 40) - 20, y - (i % 2 ? amp * r.range(0.6, 1) : amp * r.range(0, 0.3))]);
  pts.push([w + 20, y]);
  return path(`${smooth(pts, false)}L${w + 20} ${y + 2000}L-20 ${y + 2000}Z`, col);
}
/** Mount Diablo: the twin-peaked mountain that watches over the East Bay. */
export function diablo(cx, y, wd, ht, col) {
  const d = `M${cx - wd / 2} ${y}C${cx - wd * 0.3} ${y - ht * 0.3} ${cx - wd * 0.18} ${y - ht * 0.75} ${cx - wd * 0.08} ${y - ht * 0.82}L${cx - wd * 0.02} ${y - ht * 0.78}C${cx + wd * 0.02} ${y - ht * 0.95} ${cx + wd * 0.08} ${y - ht} ${cx + wd * 0.12} ${y - ht * 0.94}C${cx + wd * 0.22} ${y - ht * 0.7} ${cx + wd * 0.34} ${y - ht * 0.35} ${cx + wd / 2} ${y}Z`;
  return path(d, col);
}
export function oak(x, y, sz, col = '#3E5A2A', seed = 52) {
  const r = rng(seed);
  let s = path(`M${x - sz * 0.06} ${y}L${x - sz * 0.04} ${y - sz * 0.5}L${x + sz * 0.04} ${y - sz * 0.5}L${x + sz * 0.07} ${y}Z`, shade(col, -0.5));
  for (let i = 0; i < 6; i++) s += path(blob(x + r.range(-sz * 0.35, sz * 0.35), y - sz * r.range(0.55, 0.9), sz * r.range(0.22, 0.34), sz * r.range(0.16, 0.24), r, 7, 0.2), i < 3 ? shade(col, -0.15) : col);
  return s;
}
export function palm(x, y, h, col = '#2E4A2A') {
  let s = path(`M${x - 6} ${y}Q${x + 10} ${y - h * 0.5} ${x + 4} ${y - h}L${x + 12} ${y - h}Q${x + 18} ${y - h * 0.5} ${x + 8} ${y}Z`, shade(col, -0.3));
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI + (i / 6) * Math.PI;
    const ex = x + 8 + Math.cos(a) * h * 0.32, ey = y - h + Math.sin(a) * h * 0.12 + h * 0.08;
    s += path(`M${x + 8} ${y - h}Q${(x + 8 + ex) / 2} ${y - h - h * 0.12} ${ex} ${ey}Q${(x + 8 + ex) / 2} ${y - h - h * 0.04} ${x + 8} ${y - h + 6}Z`, col);
  }
  return s;
}
export function lamp(x, y, h, lit = false) {
  return (lit ? glow(x + 30, y - h, 120, '#FFD98A', 0.5) : '') + rect(x - 4, y - h, 8, h, '#222') + path(`M${x} ${y - h}Q${x + 10} ${y - h - 20} ${x + 30} ${y - h - 16}`, 'none', 'stroke="#222" stroke-width="6"') +
    path(`M${x + 18} ${y - h - 16}L${x + 42} ${y - h - 16}L${x + 36} ${y - h - 4}L${x + 24} ${y - h - 4}Z`, lit ? '#FFE6A8' : '#333');
}

/**
 * A BBQ deli storefront. Origin: ground center. Options: w, h, accent, wall (stucco|brick|wood),
 * wallCol, roof (parapet|gable|flat), awning (stripes|solid|scallop), night (0..1), seed, smoker.
 */
export function storefront(o = {}) {
  const { w = 760, h = 440, accent = C.red, wall = 'stucco', wallCol = '#EADBC4', roof = 'parapet', awning = 'stripes', night = 0, seed = 60 } = o;
  const r = rng(seed);
  const L = -w / 2, T = -h;
  const wallDark = mix(wallCol, '#1A1A2A', night * 0.6);
  let s = '';
  // walls
  if (wall === 'brick') s += bricks(L, T, w, h, { base: mix('#9A4A34', '#1A1A2A', night * 0.5), mortar: mix('#D8C8B0', '#2A2A34', night * 0.6), seed, bw: 48, bh: 20 });
  else if (wall === 'wood') s += planks(L, T, w, h, { base: mix(wallCol, '#1A1A2A', night * 0.5), plank: 28, seed, grain: 0.25 });
  else s += rect(L, T, w, h, wallDark) + rect(L, T, w, h, lin([[0, '#fff', 0.08], [1, '#000', 0.12]]));
  // roof line
  if (roof === 'gable') s += poly([[L - 30, T + 4], [0, T - h * 0.32], [w / 2 + 30, T + 4]], mix('#5A3A2A', '#111', night * 0.5)) + poly([[L - 10, T + 4], [0, T - h * 0.26], [w / 2 + 10, T + 4]], mix(shade(wallCol, -0.1), '#1A1A2A', night * 0.6)) + circle(0, T - h * 0.1, 28, mix(accent, '#111', night * 0.3), 'stroke="#fff" stroke-width="5" opacity="0.9"');
  else if (roof === 'parapet') s += rect(L - 12, T - 40, w + 24, 48, mix(shade(wallCol, -0.2), '#111', night * 0.5)) + rect(L - 16, T - 46, w + 32, 12, mix(shade(wallCol, -0.4), '#111', night * 0.5));
  else s += rect(L - 20, T - 14, w + 40, 18, mix('#333', '#111', night * 0.5));
  // sign board with the logo (the one piece of text allowed in the artwork)
  const sw = w * 0.56, sh = sw / 3;
  const signBg = o.signBg ?? (night > 0.4 ? C.black : accent === C.cream ? C.char : C.cream);
  const darkSign = signBg === C.black || signBg === C.char || signBg === C.red || signBg === C.navy;
  if (night > 0.4) s += glow(0, T + h * 0.02 + sh / 2, sw * 0.75, C.amber, 0.35);
  s += rect(-sw / 2 - 10, T + h * 0.03 - 10, sw + 20, sh + 20, shade(signBg, darkSign ? 0.15 : -0.25), 'rx="10"') + rect(-sw / 2, T + h * 0.03, sw, sh, signBg, 'rx="6"');
  if (o.sign === 'mark') {
    s += at(-sw * 0.3, T + h * 0.03 + sh / 2, sh / 75, roundel(darkSign));
    for (let k = 0; k < 3; k++) s += rect(-sw * 0.14, T + h * 0.03 + sh * (0.28 + k * 0.2), sw * (0.5 - k * 0.1), sh * 0.08, darkSign ? C.cream : C.char, 'rx="3" opacity="0.8"');
  } else s += at(-sw * 0.46, T + h * 0.03 + sh * 0.08, (sw * 0.92) / 240, logo(darkSign));
  // awning
  const ay = T + h * 0.03 + sh + 26, ah = h * 0.15;
  const aw = w * 0.94;
  const awD = `M${-aw / 2} ${ay}L${aw / 2} ${ay}L${aw / 2 + 24} ${ay + ah}L${-aw / 2 - 24} ${ay + ah}Z`;
  const acc = mix(accent, '#111', night * 0.35);
  let aw2 = path(awD, acc);
  if (awning === 'stripes') for (let i = 0; i < 16; i += 2) {
    const x0 = -aw / 2 + (i * aw) / 16, x1 = x0 + aw / 16;
    aw2 += poly([[x0, ay], [x1, ay], [x1 * (1 + 48 / aw), ay + ah], [x0 * (1 + 48 / aw), ay + ah]], mix(C.cream, '#333', night * 0.4));
  }
  s += shadowBand(-aw / 2 - 24, ay + ah, aw + 48, 30, 0.35) + aw2;
  if (awning === 'scallop' || awning === 'stripes') {
    for (let i = 0; i < 16; i++) {
      const x0 = -aw / 2 - 24 + (i * (aw + 48)) / 16;
      s += path(`M${x0} ${ay + ah - 1}Q${x0 + (aw + 48) / 32} ${ay + ah + 26} ${x0 + (aw + 48) / 16} ${ay + ah - 1}Z`, i % 2 && awning === 'stripes' ? mix(C.cream, '#333', night * 0.4) : acc);
    }
  } else s += rect(-aw / 2 - 24, ay + ah - 4, aw + 48, 14, shade(acc, -0.3));
  // windows with a warm interior
  const wy = ay + ah + 36, wh = -wy - 40;
  const inside = night > 0.4 ? ['#FFD98A', '#F2A341'] : ['#F6D9A8', '#C98A4A'];
  for (const side of [-1, 1]) {
    const wx0 = side < 0 ? L + w * 0.06 : w * 0.13, ww = w * 0.31;
    s += rect(wx0 - 8, wy - 8, ww + 16, wh + 16, mix('#2A2A2A', '#111', night));
    s += rect(wx0, wy, ww, wh, lin([[0, inside[0]], [1, inside[1]]]));
    // interior: menu board, counter, pendant lamps and a customer or two
    s += rect(wx0 + ww * 0.1, wy + wh * 0.1, ww * 0.8, wh * 0.28, '#2A2522');
    for (let k = 0; k < 4; k++) s += rect(wx0 + ww * 0.16, wy + wh * (0.15 + k * 0.055), ww * (0.3 + ((k * 37) % 30) / 100), 4, C.cream, 'opacity="0.7"');
    s += rect(wx0, wy + wh * 0.68, ww, wh * 0.32, shade(inside[1], -0.45));
    for (let k = 0; k < 3; k++) s += line(wx0 + ww * (0.2 + k * 0.3), wy, wx0 + ww * (0.2 + k * 0.3), wy + wh * 0.05, '#222', 2) + circle(wx0 + ww * (0.2 + k * 0.3), wy + wh * 0.07, 7, '#FFF3C8');
    if (side < 0) s += at(wx0 + ww * 0.7, wy + wh, 0.34, silhouetteBust('#4A2E22'));
    else s += at(wx0 + ww * 0.6, wy + wh * 0.72, 0.9, flameMark(night > 0.4 ? '#FF8A3A' : C.redHot, C.amber)) + (night > 0.4 ? glow(wx0 + ww * 0.6, wy + wh * 0.62, 70, '#FF7A2A', 0.5) : '');
    s += path(`M${wx0 + ww * 0.1} ${wy + wh}L${wx0 + ww * 0.45} ${wy}L${wx0 + ww * 0.6} ${wy}L${wx0 + ww * 0.25} ${wy + wh}Z`, '#fff', 'opacity="0.14"');
    s += rect(wx0 + ww / 2 - 3, wy, 6, wh, mix('#2A2A2A', '#111', night));
  }
  // door
  const dx = -w * 0.09, dw = w * 0.18;
  s += rect(dx - 8, wy - 8, dw + 16, -wy + 8, mix('#2A2A2A', '#111', night));
  s += rect(dx, wy, dw, -wy, lin([[0, inside[0]], [1, shade(inside[1], -0.2)]]));
  s += rect(dx + dw * 0.12, wy + -wy * 0.1, dw * 0.76, -wy * 0.8, '#000', 'opacity="0.12"') + rect(dx + dw * 0.78, wy - wy * 0.5, 8, 40, '#C9CDD2', 'rx="4"');
  s += rect(L - 10, -14, w + 20, 14, mix('#8A8680', '#222', night));
  // planters and an A-frame board
  for (const x of [L + w * 0.02, w / 2 - w * 0.02]) s += rect(x - 26, -70, 52, 56, mix('#6A3E28', '#111', night * 0.4), 'rx="4"') + path(blob(x, -84, 40, 30, r, 7, 0.2), mix('#4E7A32', '#142014', night * 0.6));
  if (o.board !== false) s += poly([[w * 0.12, -12], [w * 0.16, -120], [w * 0.2, -12]], '#2A2522') + rect(w * 0.135, -100, w * 0.05, 60, '#2A2522') + line(w * 0.14, -86, w * 0.18, -86, C.cream, 3, 'opacity="0.7"') + line(w * 0.14, -70, w * 0.175, -70, C.amber, 3, 'opacity="0.7"');
  if (o.lights) s += stringLights(L - 10, T + h * 0.03 + sh + 14, w / 2 + 10, T + h * 0.03 + sh + 14, { sag: 18, n: 16 });
  if (night > 0.4) s += glow(0, -20, w * 0.6, '#FFC870', 0.25);
  return s;
}
const shadowBand = (x, y, w, h, op) => rect(x, y, w, h, lin([[0, '#000', op], [1, '#000', 0]]));
function silhouetteBust(col) {
  return circle(0, -300, 40, col) + path('M-70 0L-70 -190Q-70 -250 0 -250Q70 -250 70 -190L70 0Z', col);
}

/** Sidewalk and street below a scene. */
export function street(w, y, { night = 0 } = {}) {
  return rect(0, y, w, 60, mix('#C9C2B6', '#2A2A30', night)) + rect(0, y + 60, w, 12, mix('#9A948A', '#1A1A20', night)) +
    rect(0, y + 72, w, 600, mix('#55555A', '#16161C', night)) + (() => {
      let s = '';
      for (let x = 20; x < w; x += 160) s += rect(x, y + 150, 80, 10, mix('#F2D27A', '#5A5030', night));
      return s;
    })();
}
