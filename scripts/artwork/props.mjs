// Props and textures: boards, walls, smokers, smoke, flames, lights, bunting, tableware.
import {
  C, rng, mix, shade, lin, radU, clip, blur, smooth, blob, g, at, rect, circle, ellipse, path, line, poly, shadow,
} from './lib.mjs';
import { rawCut } from './food.mjs';

// ---- surfaces ----------------------------------------------------------------------------
/** Plank wall or table top with wood grain; horizontal planks. */
export function planks(x, y, w, h, { base = C.wood, plank = 60, seed = 20, grain = 0.35, vertical = false } = {}) {
  const r = rng(seed);
  let s = rect(x, y, w, h, base);
  const n = Math.ceil((vertical ? w : h) / plank);
  for (let i = 0; i < n; i++) {
    const tone = shade(base, r.range(-0.18, 0.12));
    if (vertical) s += rect(x + i * plank, y, plank, h, tone) + line(x + i * plank, y, x + i * plank, y + h, shade(base, -0.5), 3, 'opacity="0.7"');
    else s += rect(x, y + i * plank, w, plank, tone) + line(x, y + i * plank, x + w, y + i * plank, shade(base, -0.5), 3, 'opacity="0.7"');
    const lines = 4;
    for (let k = 0; k < lines; k++) {
      const pts = [];
      const off = (k + 0.5) * (plank / lines) + r.range(-4, 4);
      const steps = 8;
      for (let j = 0; j <= steps; j++) {
        const t = j / steps;
        const wob = Math.sin(t * 6 + r() * 2) * r.range(1, 5);
        pts.push(vertical ? [x + i * plank + off + wob, y + t * h] : [x + t * w, y + i * plank + off + wob]);
      }
      s += path(smooth(pts, false), 'none', `stroke="${shade(base, r() < 0.5 ? -0.35 : 0.2)}" stroke-width="${r.range(1, 2.5)}" opacity="${grain}"`);
    }
    if (r() < 0.5) {
      const kx = vertical ? x + i * plank + plank / 2 : x + r.range(0.1, 0.9) * w;
      const ky = vertical ? y + r.range(0.1, 0.9) * h : y + i * plank + plank / 2;
      s += ellipse(kx, ky, vertical ? 5 : 14, vertical ? 14 : 5, shade(base, -0.4), 'opacity="0.5"');
    }
  }
  return s;
}

/** Brick wall. */
export function bricks(x, y, w, h, { base = '#8A3A28', mortar = '#3A1E16', seed = 21, bw = 64, bh = 26 } = {}) {
  const r = rng(seed);
  let s = rect(x, y, w, h, mortar);
  for (let row = 0; row * bh < h; row++) {
    const off = (row % 2) * (bw / 2);
    for (let bx = -bw; bx < w; bx += bw) s += rect(x + bx + off + 2, y + row * bh + 2, bw - 4, bh - 4, shade(base, r.range(-0.15, 0.12)), 'rx="2"');
  }
  return g(s, clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`));
}

/** Subway tiles (deli wall). */
export function tiles(x, y, w, h, { base = '#F1ECE2', grout = '#CFC6B8', tw = 60, th = 30 } = {}) {
  let s = rect(x, y, w, h, grout);
  for (let row = 0; row * th < h; row++) {
    const off = (row % 2) * (tw / 2);
    for (let bx = -tw; bx < w; bx += tw) s += rect(x + bx + off + 1.5, y + row * th + 1.5, tw - 3, th - 3, base, 'rx="3"');
  }
  return g(s, clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`));
}

/** Table top seen slightly from above: band with front edge. */
export function table(x, y, w, h, { base = C.woodLight, seed = 22 } = {}) {
  return planks(x, y, w, h, { base, plank: 999, seed, grain: 0.3 }) + g(planks(x, y, w, h, { base, plank: h / 3, seed, grain: 0.4 }), 'opacity="0.6"') +
    rect(x, y, w, 10, '#000', 'opacity="0.25"');
}

export function checkerCloth(x, y, w, h, { col = C.redHot, size = 48 } = {}) {
  let s = rect(x, y, w, h, '#FBF4EA');
  for (let i = 0; i * size < w; i++) s += rect(x + i * size, y, size / 2, h, col, 'opacity="0.55"');
  for (let j = 0; j * size < h; j++) s += rect(x, y + j * size, w, size / 2, col, 'opacity="0.55"');
  return g(s, clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`));
}

/** Cutting board with a handle; origin at its bottom center. */
export function board({ w = 700, h = 90, seed = 23, base = '#B27A45' } = {}) {
  const r = rng(seed);
  const d = `M${-w / 2} ${-h}L${w / 2 - 20} ${-h}Q${w / 2 + 60} ${-h} ${w / 2 + 60} ${-h / 2 - 10}Q${w / 2 + 60} ${-h * 0.2} ${w / 2 - 20} ${-h * 0.2}L${-w / 2} ${-h * 0.2}Z`;
  let s = shadow(0, 4, w * 0.55, 18, 0.45);
  s += path(`M${-w / 2} ${-h * 0.2}L${w / 2 - 20} ${-h * 0.2}L${w / 2 - 20} 0L${-w / 2} 0Z`, shade(base, -0.35));
  s += path(d, lin([[0, shade(base, 0.15)], [1, base]]));
  let grain = '';
  for (let k = 0; k < 7; k++) {
    const y0 = -h + 8 + k * ((h * 0.8 - 16) / 6);
    grain += path(smooth([[-w / 2, y0], [-w / 4, y0 + r.range(-3, 3)], [0, y0 + r.range(-3, 3)], [w / 4, y0 + r.range(-3, 3)], [w / 2, y0]], false), 'none', `stroke="${shade(base, -0.25)}" stroke-width="1.5" opacity="0.6"`);
  }
  s += g(grain, clip(`<path d="${d}"/>`));
  s += ellipse(w / 2 + 28, -h * 0.58, 12, 7, shade(base, -0.5));
  return s;
}

export function plate({ w = 420, col = '#FFFFFF' } = {}) {
  return shadow(0, 2, w * 0.52, w * 0.06) + ellipse(0, -w * 0.05, w / 2, w * 0.09, shade(col, -0.12)) + ellipse(0, -w * 0.065, w * 0.48, w * 0.08, col) +
    ellipse(0, -w * 0.065, w * 0.34, w * 0.052, shade(col, -0.05));
}

/** Red-checked paper-lined tray (basket) seen from the front. */
export function tray({ w = 520, h = 60, col = C.red } = {}) {
  return shadow(0, 2, w * 0.52, 16) + path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w / 2 - 20} 0L${-w / 2 + 20} 0Z`, col) +
    rect(-w / 2, -h, w, 10, shade(col, 0.2)) + path(`M${-w / 2 + 40} ${-h + 22}L${w / 2 - 40} ${-h + 22}`, 'none', `stroke="${shade(col, -0.3)}" stroke-width="4"`);
}

// ---- fire, smoke, light -----------------------------------------------------------------
/** A soft smoke column rising from (x, y). t in [0,1) animates a seamless loop. */
export function smoke(x, y, { h = 500, w = 160, seed = 30, op = 0.55, t = 0, puffs = 14, col = C.smoke, drift = 1, sd = null } = {}) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < puffs; i++) {
    const off = r();
    const speed = r() < 0.5 ? 1 : 2;
    const p = (off + t * speed) % 1;
    const amp = r.range(0.4, 1) * w * 0.5;
    const ph = r() * Math.PI * 2;
    const px = x + Math.sin(p * 5 + ph) * amp * p + drift * p * p * w * 0.9;
    const py = y - p * h;
    const rr = (0.2 + p * 0.9) * w * r.range(0.35, 0.55);
    const a = Math.pow(Math.sin(Math.PI * p), 1.2) * op * r.range(0.6, 1);
    s += ellipse(px, py, rr, rr * 0.8, r() < 0.7 ? col : shade(col, -0.2), `opacity="${a.toFixed(3)}"`);
  }
  // swirl strokes add a hint of texture to the otherwise soft column
  let sw = '';
  for (let i = 0; i < 4; i++) {
    const off = r();
    const p = (off + t) % 1;
    const a = Math.pow(Math.sin(Math.PI * p), 1.5) * op * 0.22;
    const cx = x + Math.sin(p * 4 + i) * w * 0.3 + drift * p * p * w * 0.9;
    const cy = y - p * h;
    const rr = w * (0.15 + p * 0.35);
    sw += path(`M${cx - rr} ${cy}C${cx - rr} ${cy - rr} ${cx + rr * 0.6} ${cy - rr} ${cx + rr * 0.6} ${cy - rr * 0.2}C${cx + rr * 0.6} ${cy + rr * 0.3} ${cx} ${cy + rr * 0.2} ${cx} ${cy - rr * 0.2}`, 'none', `stroke="#FFFFFF" stroke-width="${(2 + p * 3).toFixed(1)}" stroke-linecap="round" opacity="${a.toFixed(3)}"`);
  }
  return g(s, blur(sd ?? w * 0.12)) + g(sw, blur(2.5));
}

/** Flickering flames in a band of width w; origin bottom center. */
export function flames({ w = 300, h = 120, seed = 31, t = 0 } = {}) {
  const r = rng(seed);
  const n = Math.max(4, Math.round(w / 40));
  let back = '', front = '';
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + ((i + 0.5) * w) / n + r.range(-8, 8);
    const k = 0.7 + 0.3 * Math.sin(2 * Math.PI * (t * r.int(1, 3) + r()));
    const fh = h * r.range(0.6, 1) * k;
    const fw = (w / n) * 0.9;
    const lean = r.range(-10, 10);
    const f = (ww, hh, col) => path(`M${x - ww / 2} 0C${x - ww / 2} ${-hh * 0.5} ${x + lean} ${-hh * 0.6} ${x + lean} ${-hh}C${x + lean * 0.5} ${-hh * 0.55} ${x + ww / 2} ${-hh * 0.5} ${x + ww / 2} 0Z`, col);
    back += f(fw * 1.3, fh, C.emberDeep);
    front += f(fw * 0.9, fh * 0.7, C.ember) + f(fw * 0.5, fh * 0.4, C.emberHot);
  }
  return g(back + front, 'opacity="0.95"');
}

/** Glowing coals bed; origin at its center line. */
export function coals({ w = 400, h = 40, seed = 32, t = 0 } = {}) {
  const r = rng(seed);
  let s = ellipse(0, 0, w * 0.62, h * 1.4, C.ember, `opacity="0.35" ${blur(h * 0.7)}`);
  for (let i = 0; i < w / 9; i++) {
    const x = r.range(-w / 2, w / 2), y = r.range(-h / 2, h / 2);
    const glow = 0.55 + 0.45 * Math.sin(2 * Math.PI * (t * r.int(1, 3) + r()));
    const col = mix('#3A1208', r() < 0.5 ? C.ember : C.emberHot, glow);
    s += path(blob(x, y, r.range(10, 18), r.range(7, 12), r, 6, 0.3), col);
  }
  return s;
}

/** Warm glow spot. */
export const glow = (x, y, rr, col = C.amber, op = 0.6) => circle(x, y, rr, radU([[0, col, op], [1, col, 0]], x, y, rr));

/** String of bulbs along a sagging wire between two points. */
export function stringLights(x1, y1, x2, y2, { sag = 60, n = 12, col = '#FFD27A', t = 0, seed = 33 } = {}) {
  const r = rng(seed);
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2 + sag * 2;
  let s = path(`M${x1} ${y1}Q${mx} ${my} ${x2} ${y2}`, 'none', 'stroke="#1A1410" stroke-width="3"');
  let glows = '';
  for (let i = 1; i < n; i++) {
    const u = i / n;
    const x = (1 - u) * (1 - u) * x1 + 2 * (1 - u) * u * mx + u * u * x2;
    const y = (1 - u) * (1 - u) * y1 + 2 * (1 - u) * u * my + u * u * y2;
    const k = 0.8 + 0.2 * Math.sin(2 * Math.PI * (t + r()));
    glows += circle(x, y + 16, 30, col, `opacity="${(0.28 * k).toFixed(2)}"`);
    s += rect(x - 4, y, 8, 8, '#222') + ellipse(x, y + 17, 8, 11, shade(col, 0.3));
  }
  return g(glows, blur(10)) + s;
}

/** Pleated half-fan flag bunting (red, white, navy with stars). */
export function fanBunting(x, y, rr = 90) {
  let s = '';
  const bands = [[rr, C.redHot], [rr * 0.78, '#FFFFFF'], [rr * 0.56, C.redHot], [rr * 0.36, C.navy]];
  for (const [b, col] of bands) s += path(`M${x - b} ${y}A${b} ${b} 0 0 0 ${x + b} ${y}Z`, col);
  for (let i = -3; i <= 3; i++) {
    const a = Math.PI / 2 + (i * Math.PI) / 8;
    s += line(x, y, x + Math.cos(a) * rr, y + Math.sin(a) * rr, '#00000022', 3);
  }
  for (let i = -2; i <= 2; i++) {
    const a = Math.PI / 2 + (i * Math.PI) / 6;
    s += star(x + Math.cos(a) * rr * 0.22, y + Math.sin(a) * rr * 0.22, 5, '#fff');
  }
  return s + rect(x - rr - 4, y - 8, rr * 2 + 8, 10, C.navy, 'rx="3"');
}
export function star(x, y, rr, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? rr * 0.45 : rr;
    pts.push([x + Math.cos(a) * k, y + Math.sin(a) * k]);
  }
  return poly(pts, fill);
}
/** Pennant string. */
export function pennants(x1, y1, x2, y2, { n = 12, cols = [C.redHot, C.cream, C.navy], sag = 30 } = {}) {
  let s = path(`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}`, 'none', 'stroke="#333" stroke-width="2"');
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2 + sag * 2;
  for (let i = 0; i < n; i++) {
    const u = (i + 0.5) / n;
    const x = (1 - u) * (1 - u) * x1 + 2 * (1 - u) * u * mx + u * u * x2;
    const y = (1 - u) * (1 - u) * y1 + 2 * (1 - u) * u * my + u * u * y2;
    s += poly([[x - 20, y], [x + 20, y], [x, y + 44]], cols[i % cols.length]);
  }
  return s;
}

// ---- cooking equipment ------------------------------------------------------------------
/** Offset barrel smoker: firebox on the left, chimney on the right. Origin: ground center. */
export function smoker({ w = 700, t = 0, seed = 34, rim = C.amber, smokeOn = true, smokeCol = C.smoke, smokeH = 0.7, smokeOp = 0.62 } = {}) {
  const bh = w * 0.3; // barrel height
  const by = -w * 0.38; // barrel center y
  const metal = lin([[0, '#5A5A5A'], [0.25, '#3A3A3A'], [0.7, '#1E1E1E'], [1, '#0C0C0C']]);
  let s = shadow(0, 0, w * 0.62, 22, 0.55);
  // legs and wheels
  for (const x of [-w * 0.36, w * 0.36]) s += rect(x - 8, by, 16, -by, '#1A1A1A');
  s += rect(-w * 0.4, -w * 0.09, w * 0.8, 10, '#1A1A1A') + circle(w * 0.36, -26, 26, '#111', `stroke="${shade(rim, -0.3)}" stroke-width="3"`) + circle(w * 0.36, -26, 8, '#555');
  // firewood on the rack
  for (let i = 0; i < 5; i++) {
    const x = -w * 0.3 + i * w * 0.12;
    s += rect(x - w * 0.055, -w * 0.09 - 34 - (i % 2) * 30, w * 0.11, 30, lin([[0, '#8A5A34'], [1, '#5A3418']]), 'rx="14"') + ellipse(x + w * 0.05, -w * 0.09 - 19 - (i % 2) * 30, 9, 14, '#D9B07A');
  }
  // firebox on the left
  const fx = -w * 0.62, fw = w * 0.26, fh = bh * 0.95;
  s += rect(fx, by - fh / 2 + bh * 0.12, fw, fh, metal, 'rx="8"');
  s += rect(fx + fw * 0.16, by - fh * 0.2 + bh * 0.12, fw * 0.68, fh * 0.5, '#120806', 'rx="4"');
  s += at(fx + fw / 2, by + fh * 0.3 + bh * 0.12, 1, flames({ w: fw * 0.6, h: fh * 0.42, t, seed: seed + 1 }));
  for (let i = 0; i < 4; i++) s += rect(fx + fw * 0.2 + i * fw * 0.17, by - fh * 0.15 + bh * 0.12, fw * 0.08, fh * 0.42, '#2A2A2A');
  s += glow(fx + fw / 2, by + bh * 0.25, fw * 0.9, C.ember, 0.45);
  for (let i = 0; i < 3; i++) s += circle(fx + fw * 0.3 + i * fw * 0.2, by - fh * 0.32 + bh * 0.12, 6, '#555');
  // barrel
  s += rect(-w * 0.4, by - bh / 2, w * 0.8, bh, metal, `rx="${bh / 2}"`);
  s += path(`M${-w * 0.4 + bh * 0.3} ${by - bh * 0.05}L${w * 0.4 - bh * 0.3} ${by - bh * 0.05}`, 'none', 'stroke="#000" stroke-width="4" opacity="0.7"');
  s += path(`M${-w * 0.34} ${by - bh * 0.38}Q0 ${by - bh * 0.52} ${w * 0.34} ${by - bh * 0.38}`, 'none', `stroke="${rim}" stroke-width="5" opacity="0.55" stroke-linecap="round"`);
  // handle and thermometer
  s += rect(-w * 0.12, by + bh * 0.05, w * 0.24, 10, '#8A8A8A', 'rx="5"') + rect(-w * 0.1, by + bh * 0.05 - 8, 8, 18, '#555') + rect(w * 0.09, by + bh * 0.05 - 8, 8, 18, '#555');
  s += circle(w * 0.02, by - bh * 0.25, 20, '#E8E2D9', 'stroke="#777" stroke-width="5"') + line(w * 0.02, by - bh * 0.25, w * 0.02 + 12, by - bh * 0.25 - 8, C.redHot, 3);
  // chimney stack on the right
  const cx = w * 0.3;
  const ch = bh * 1.25;
  s += rect(cx, by - bh * 0.4 - ch, 36, ch, lin([[0, '#4A4A4A'], [1, '#141414']], 0, 0, 1, 0)) + rect(cx - 10, by - bh * 0.45 - ch, 56, 14, '#2A2A2A', 'rx="4"');
  s += rect(cx + 4, by - bh * 0.35 - ch, 6, ch * 0.9, rim, 'opacity="0.35"');
  if (smokeOn) s += smoke(cx + 18, by - bh * 0.5 - ch, { h: w * smokeH, w: w * 0.45, seed: seed + 7, t, op: smokeOp, puffs: 22, drift: -0.9, col: smokeCol });
  return s;
}

/** Grill grate with meat on it, seen from a low front angle; origin at grate front center. */
export function grillGrate(w = 900, depth = 160) {
  let s = '';
  for (let i = 0; i <= 14; i++) {
    const u = i / 14;
    const y = -depth * u;
    const k = 1 - u * 0.15;
    s += line(-w / 2 * k, y, (w / 2) * k, y, '#0B0B0B', 7 - u * 3);
    s += line(-w / 2 * k, y - 2, (w / 2) * k, y - 2, '#6A6A6A', 1.5, 'opacity="0.6"');
  }
  return s;
}

/** Kettle grill; origin ground center. */
export function kettle({ w = 260, t = 0, seed = 35, smokeOn = true, smokeCol = C.smoke } = {}) {
  let s = shadow(0, 0, w * 0.5, 12);
  for (const a of [-0.35, 0, 0.35]) s += line(0, -w * 0.6, Math.sin(a) * w * 0.55, 0, '#222', 8);
  s += path(`M${-w / 2} ${-w * 0.75}A${w / 2} ${w * 0.4} 0 0 0 ${w / 2} ${-w * 0.75}Z`, lin([[0, '#3A3A3A'], [1, '#0E0E0E']], 0, 0, 1, 1));
  s += path(`M${-w / 2} ${-w * 0.8}A${w / 2} ${w * 0.42} 0 0 1 ${w / 2} ${-w * 0.8}Z`, lin([[0, '#4A4A4A'], [1, '#151515']], 0, 0, 1, 1));
  s += rect(-w * 0.1, -w * 1.26, w * 0.2, 14, '#8A8A8A', 'rx="6"');
  s += path(`M${-w * 0.3} ${-w * 1.05}Q0 ${-w * 1.18} ${w * 0.3} ${-w * 1.05}`, 'none', 'stroke="#fff" stroke-width="4" opacity="0.25"');
  if (smokeOn) s += smoke(0, -w * 1.25, { h: w * 1.8, w: w * 0.6, seed, t, op: 0.5, col: smokeCol });
  return s;
}

/** Big trailer smoker for on-site catering; origin ground center. */
export function trailerSmoker({ w = 900, t = 0, seed = 36 } = {}) {
  let s = shadow(0, 0, w * 0.55, 20, 0.5);
  s += rect(-w * 0.48, -w * 0.13, w * 0.96, 16, '#1A1A1A') + line(-w * 0.48, -w * 0.12, -w * 0.62, -w * 0.06, '#1A1A1A', 10);
  for (const x of [-w * 0.2, w * 0.05]) s += circle(x, -w * 0.06, w * 0.06, '#111', 'stroke="#444" stroke-width="8"') + circle(x, -w * 0.06, w * 0.02, '#777');
  s += at(w * 0.06, -w * 0.12, 1, smoker({ w: w * 0.7, t, seed, smokeOn: true }));
  return s;
}

/** Chafing dish on a stand with a small burner flame; origin table level. */
export function chafing({ w = 300, fill = 'beef', lid = true, seed = 37 } = {}) {
  const r = rng(seed);
  let s = shadow(0, 2, w * 0.55, 12);
  s += rect(-w * 0.46, -w * 0.28, 10, w * 0.28, '#9AA0A8') + rect(w * 0.46 - 10, -w * 0.28, 10, w * 0.28, '#9AA0A8');
  s += ellipse(0, -10, 22, 8, '#2A2A2A') + path('M-10 -14Q0 -50 10 -14Z', C.ember) + path('M-5 -14Q0 -34 5 -14Z', C.emberHot);
  s += rect(-w / 2, -w * 0.42, w, w * 0.16, lin([[0, '#E8ECF0'], [0.5, '#A8AFB8'], [1, '#6E757E']]), 'rx="6"');
  const food = { beef: ['#7A2E16', '#C7665A'], pork: ['#B8703C', '#D08A50'], beans: ['#6E2412', '#A4401E'], chicken: ['#D08A3A', '#F2B260'], mac: ['#F2B640', '#F7C85A'] }[fill];
  let f = ellipse(0, -w * 0.42, w * 0.47, w * 0.07, food[0]);
  for (let i = 0; i < 30; i++) f += ellipse(r.range(-w * 0.4, w * 0.4), -w * 0.42 + r.range(-w * 0.04, w * 0.04), r.range(6, 12), r.range(3, 6), food[1]);
  if (lid) {
    s += f + path(`M${-w * 0.5} ${-w * 0.43}A${w * 0.5} ${w * 0.3} 0 0 1 ${w * 0.1} ${-w * 0.72}L${w * 0.1} ${-w * 0.43}Z`, lin([[0, '#F4F6F8'], [1, '#8A9099']], 0, 0, 1, 1), 'opacity="0.95"');
  } else s += f;
  s += ellipse(0, -w * 0.42, w * 0.5, w * 0.08, 'none', 'stroke="#D8DDE2" stroke-width="6"');
  return s;
}

/** Sauce bottle with a color-coded cap and a label of flames (1 = mild ... 3 = extra hot). */
export function sauceBottle({ h = 300, cap = C.redHot, heat = 1, sauce = '#5E160C' } = {}) {
  const w = h * 0.36;
  let s = shadow(0, 0, w * 0.62, 10);
  s += path(`M${-w / 2} -10Q${-w / 2} 0 ${-w / 2 + 10} 0L${w / 2 - 10} 0Q${w / 2} 0 ${w / 2} -10L${w / 2} ${-h * 0.6}Q${w / 2} ${-h * 0.72} ${w * 0.18} ${-h * 0.8}L${w * 0.18} ${-h * 0.88}L${-w * 0.18} ${-h * 0.88}L${-w * 0.18} ${-h * 0.8}Q${-w / 2} ${-h * 0.72} ${-w / 2} ${-h * 0.6}Z`, lin([[0, shade(sauce, 0.2)], [0.4, sauce], [1, shade(sauce, -0.5)]], 0, 0, 1, 0));
  s += rect(-w * 0.22, -h, w * 0.44, h * 0.14, cap, 'rx="5"') + rect(-w * 0.22, -h + 8, w * 0.44, 4, shade(cap, -0.3));
  s += rect(-w / 2, -h * 0.52, w, h * 0.34, C.cream) + rect(-w / 2, -h * 0.52, w, 8, cap) + rect(-w / 2, -h * 0.18 - 8, w, 8, cap);
  for (let i = 0; i < heat; i++) {
    const x = (i - (heat - 1) / 2) * w * 0.28;
    s += at(x, -h * 0.27, 0.5, flameMark(cap));
  }
  s += rect(-w * 0.36, -h * 0.72, 10, h * 0.6, '#fff', 'opacity="0.25" rx="5"');
  return s;
}

/** Little flame glyph, ~60 tall, origin at its base. */
export function flameMark(col = C.amber, inner = null) {
  return path('M0 0C-26 0 -30 -26 -18 -40C-14 -30 -8 -28 -6 -30C-10 -46 0 -58 10 -64C6 -50 26 -42 24 -20C24 -8 14 0 0 0Z', col) +
    (inner ? path('M0 -4C-12 -4 -14 -16 -8 -24C-4 -18 0 -18 2 -20C0 -28 6 -34 10 -38C8 -28 16 -24 14 -14C14 -8 8 -4 0 -4Z', inner) : '');
}

export function spiceJar({ h = 170, spice = '#B8401E', lidCol = C.char } = {}) {
  const w = h * 0.6;
  let s = shadow(0, 0, w * 0.55, 8) + rect(-w / 2, -h * 0.82, w, h * 0.82, '#FFFFFF', 'opacity="0.4" rx="12"');
  s += rect(-w / 2 + 5, -h * 0.7, w - 10, h * 0.7 - 5, spice, 'rx="10"');
  for (let i = 0; i < 30; i++) s += circle(-w / 2 + 10 + ((i * 37) % (w - 20)), -h * 0.65 + ((i * 53) % (h * 0.6)), 2.5, shade(spice, i % 2 ? 0.3 : -0.3));
  s += rect(-w / 2 - 4, -h, w + 8, h * 0.2, lidCol, 'rx="6"') + rect(-w / 2, -h * 0.45, w, h * 0.2, C.cream);
  return s;
}

export function chili({ len = 120, col = C.redHot, rot = 0 } = {}) {
  return `<g transform="rotate(${rot})">` + path(`M0 0C${len * 0.3} -20 ${len * 0.8} -16 ${len} 4C${len * 0.7} 0 ${len * 0.3} 14 0 12Z`, col) +
    path(`M0 6C-10 4 -16 -6 -22 -12`, 'none', 'stroke="#3E7A2A" stroke-width="6" stroke-linecap="round"') + '</g>';
}
export function garlic({ s: sc = 1 } = {}) {
  return at(0, 0, sc, path('M0 -70C-40 -70 -60 -40 -55 -20C-50 0 50 0 55 -20C60 -40 40 -70 0 -70Z', '#F6EFE2') +
    path('M-20 -64Q-30 -30 -20 -4M20 -64Q30 -30 20 -4M0 -70V-2', 'none', 'stroke="#DCCFB8" stroke-width="3"') + path('M-6 -70Q0 -92 8 -96', 'none', 'stroke="#CFC2A8" stroke-width="6" stroke-linecap="round"'));
}

// ---- shop furniture -----------------------------------------------------------------
export function cleaver({ s: sc = 1, rot = -20 } = {}) {
  return `<g transform="rotate(${rot}) scale(${sc})">` + rect(-10, -20, 150, 34, lin([[0, '#6A3A1A'], [1, '#3A1E0C']]), 'rx="10"') +
    circle(20, -3, 5, '#C9CDD2') + circle(60, -3, 5, '#C9CDD2') + circle(100, -3, 5, '#C9CDD2') +
    path('M-10 -40L-170 -40Q-190 -40 -190 -20L-190 70Q-190 80 -178 80L-10 80Z', lin([[0, '#F2F4F6'], [0.5, '#B9BFC6'], [1, '#7D848C']], 0, 0, 1, 1)) +
    path('M-190 60L-190 70Q-190 80 -178 80L-10 80L-10 62Z', '#E8ECF0') + circle(-160, -14, 10, '#2E2E2E') + '</g>';
}

/** End-grain butcher block on legs; origin ground center. */
export function butcherBlock({ w = 360, h = 380, seed = 38 } = {}) {
  const r = rng(seed);
  let s = shadow(0, 0, w * 0.55, 14);
  for (const x of [-w * 0.38, w * 0.3]) s += rect(x, -h * 0.6, w * 0.08, h * 0.6, '#5A3418');
  s += rect(-w / 2, -h, w, h * 0.42, lin([[0, '#C08A55'], [1, '#8A5A30']]), 'rx="8"');
  for (let i = 0; i < 6; i++) for (let j = 0; j < 3; j++) s += rect(-w / 2 + 6 + i * (w - 12) / 6, -h + 8 + j * h * 0.13, (w - 12) / 6 - 4, h * 0.12, shade('#B07A45', r.range(-0.15, 0.12)), 'rx="3"');
  s += ellipse(0, -h, w / 2, 16, '#D9A874');
  return s;
}

/** Glass meat case with two rows of trays; origin at floor center. */
export function meatCase({ w = 1400, h = 600, seed = 39 } = {}) {
  const glassTop = -h, shelf = -h * 0.36;
  let s = rect(-w / 2, glassTop, w, h + glassTop * -0 - h * 0.64, '#1E2A2E');
  s += rect(-w / 2, glassTop, w, h * 0.64, lin([[0, '#2A3A40'], [1, '#16201E']]));
  s += rect(-w / 2, glassTop, w, 10, '#F4F8FA', 'opacity="0.5"');
  const rows = [
    { y: -h * 0.74, kinds: ['links', 'marinated', 'chicken', 'ground', 'links', 'chop', 'marinated'], sc: 0.78 },
    { y: -h * 0.5, kinds: ['steak', 'marinated', 'chop', 'ground', 'steak', 'chicken'], sc: 1.0 },
  ];
  rows.forEach((row, ri) => {
    const n = row.kinds.length;
    const tw = (w - 40) / n;
    for (let i = 0; i < n; i++) {
      const x = -w / 2 + 20 + i * tw + tw / 2;
      s += rect(x - tw * 0.47, row.y - tw * 0.3 * row.sc, tw * 0.94, tw * 0.56 * row.sc, '#F6F3EE', 'rx="8"');
      s += at(x, row.y - tw * 0.02 * row.sc, row.sc * 0.95, rawCut({ kind: row.kinds[i], w: tw * 0.85, seed: seed + i + ri * 10 }));
      if (ri === 1) s += rect(x - 30, row.y + tw * 0.18, 60, 30, C.cream, 'rx="3" stroke="#C8BFB2" stroke-width="2"') + line(x - 20, row.y + tw * 0.18 + 11, x + 20, row.y + tw * 0.18 + 11, C.red, 4) + line(x - 16, row.y + tw * 0.18 + 20, x + 10, row.y + tw * 0.18 + 20, '#999', 3);
    }
  });
  // glass reflections
  s += path(`M${-w * 0.32} ${glassTop}L${-w * 0.22} ${glassTop}L${-w * 0.3} ${shelf}L${-w * 0.4} ${shelf}Z`, '#fff', 'opacity="0.07"');
  s += path(`M${w * 0.18} ${glassTop}L${w * 0.22} ${glassTop}L${w * 0.16} ${shelf}L${w * 0.12} ${shelf}Z`, '#fff', 'opacity="0.06"');
  // front of the counter
  s += rect(-w / 2, shelf, w, -shelf, lin([[0, '#F2EEE8'], [1, '#CFC8BE']])) + rect(-w / 2, shelf, w, 16, '#9AA0A8') + rect(-w / 2, shelf + 16, w, 4, '#D8DDE2');
  for (let i = 0; i < 6; i++) s += rect(-w / 2 + 30 + i * (w - 60) / 6, shelf + 40, (w - 60) / 6 - 20, -shelf - 90, '#000', 'opacity="0.05" rx="6"');
  s += rect(-w / 2, -h * 0.08, w, h * 0.08, C.red);
  return s;
}

/** Chain of sausage links hanging from a hook at (0,0). */
export function hangingLinks({ n = 5, len = 80, col = '#9A3A22', rr = 20 } = {}) {
  let s = path('M0 0q-14 0 -14 14q0 14 14 14', 'none', 'stroke="#9AA0A8" stroke-width="5" stroke-linecap="round"') + line(0, -20, 0, 2, '#9AA0A8', 5);
  for (let i = 0; i < n; i++) {
    const y = 30 + i * (len + 6);
    s += rect(-rr, y, rr * 2, len, lin([[0, shade(col, 0.25)], [0.5, col], [1, shade(col, -0.4)]], 0, 0, 1, 0), `rx="${rr}"`) +
      rect(-rr * 0.5, y + 10, rr * 0.35, len - 20, '#fff', `opacity="0.25" rx="${rr * 0.2}"`) + line(0, y + len - 2, 0, y + len + 8, '#D9C7A8', 3);
  }
  return s;
}

export function picnicTable({ w = 420, col = '#8A5A34' } = {}) {
  let s = shadow(0, 0, w * 0.55, 12);
  s += line(-w * 0.3, -w * 0.3, -w * 0.4, 0, shade(col, -0.3), 14) + line(w * 0.3, -w * 0.3, w * 0.4, 0, shade(col, -0.3), 14);
  s += line(-w * 0.3, -w * 0.3, -w * 0.18, 0, shade(col, -0.3), 14) + line(w * 0.3, -w * 0.3, w * 0.18, 0, shade(col, -0.3), 14);
  s += rect(-w / 2, -w * 0.33, w, w * 0.06, col, 'rx="4"') + rect(-w / 2, -w * 0.3, w, 6, shade(col, -0.35));
  s += rect(-w * 0.58, -w * 0.16, w * 1.16, w * 0.045, shade(col, 0.1), 'rx="4"');
  return s;
}

export function umbrella({ w = 360, h = 380, col = C.redHot, col2 = C.cream } = {}) {
  let s = line(0, -h * 0.9, 0, 0, '#3A3A3A', 8);
  const top = -h;
  for (let i = 0; i < 6; i++) {
    const x0 = -w / 2 + (i * w) / 6, x1 = x0 + w / 6;
    s += path(`M0 ${top}L${x0} ${top + h * 0.25}Q${(x0 + x1) / 2} ${top + h * 0.29} ${x1} ${top + h * 0.25}Z`, i % 2 ? col2 : col);
  }
  return s;
}

/**
 * A punch card: rounded card with two rows of circles, some punched with a flame. Twelve by
 * default, the punches the rewards page says a free entrée takes.
 */
export function punchCard({ w = 560, h = 330, punched = 7, total = 12 } = {}) {
  let s = shadow(10, h + 8, w * 0.5, 18, 0.4);
  s += rect(0, 0, w, h, C.cream, 'rx="26"') + rect(0, 0, w, h * 0.34, C.red, 'rx="26"') + rect(0, h * 0.2, w, h * 0.14, C.red);
  s += at(w * 0.1, h * 0.27, 0.9, flameMark(C.amber, C.cream));
  s += rect(w * 0.2, h * 0.1, w * 0.4, 14, C.cream, 'rx="7" opacity="0.9"') + rect(w * 0.2, h * 0.19, w * 0.26, 10, C.amber, 'rx="5"');
  const cols = Math.ceil(total / 2);
  const step = cols > 1 ? (w * 0.76) / (cols - 1) : 0;
  for (let i = 0; i < total; i++) {
    const cx = w * 0.12 + (i % cols) * step, cy = h * 0.5 + Math.floor(i / cols) * h * 0.25;
    s += circle(cx, cy, h * 0.09, 'none', `stroke="${C.char}" stroke-width="4" stroke-dasharray="8 6"`);
    if (i < punched) s += circle(cx, cy, h * 0.085, C.amber) + at(cx, cy + h * 0.05, 0.55, flameMark(C.red));
  }
  return s;
}

// ---- vehicles ------------------------------------------------------------------------
export function van({ w = 520, col = C.cream, accent = C.red } = {}) {
  let s = shadow(0, 0, w * 0.52, 14);
  s += path(`M${-w / 2} -40L${-w / 2} ${-w * 0.5}Q${-w / 2} ${-w * 0.56} ${-w * 0.44} ${-w * 0.56}L${w * 0.2} ${-w * 0.56}Q${w * 0.3} ${-w * 0.56} ${w * 0.36} ${-w * 0.4}L${w / 2} ${-w * 0.28}L${w / 2} -40Z`, col);
  s += path(`M${w * 0.22} ${-w * 0.5}L${w * 0.32} ${-w * 0.5}L${w * 0.42} ${-w * 0.32}L${w * 0.22} ${-w * 0.32}Z`, '#2E3A44');
  s += rect(-w / 2, -w * 0.26, w, w * 0.07, accent);
  s += at(-w * 0.14, -w * 0.36, 1.1, flameMark(accent, C.amber));
  s += rect(-w / 2, -52, w, 14, '#444');
  for (const x of [-w * 0.3, w * 0.3]) s += circle(x, -30, 36, '#151515') + circle(x, -30, 14, '#9AA0A8');
  s += rect(w * 0.46, -w * 0.24, 14, 16, C.amber, 'rx="4"');
  return s;
}

export function car({ w = 420, col = '#2F6E8E', style = 'modern' } = {}) {
  let s = shadow(0, 0, w * 0.52, 12);
  if (style === 'vintage') {
    s += path(`M${-w / 2} -40Q${-w / 2} ${-w * 0.2} ${-w * 0.36} ${-w * 0.2}Q${-w * 0.2} ${-w * 0.42} ${0} ${-w * 0.42}Q${w * 0.18} ${-w * 0.42} ${w * 0.24} ${-w * 0.22}Q${w / 2} ${-w * 0.22} ${w / 2} -40Z`, col);
    s += path(`M${-w * 0.14} ${-w * 0.37}L${w * 0.16} ${-w * 0.37}L${w * 0.2} ${-w * 0.23}L${-w * 0.2} ${-w * 0.23}Z`, '#CFE0E6', 'opacity="0.7"');
    for (const x of [-w * 0.32, w * 0.32]) s += path(`M${x - 60} -40A60 60 0 0 1 ${x + 60} -40Z`, shade(col, -0.3)) + circle(x, -34, 34, '#151515') + circle(x, -34, 16, '#E8E2D9');
    s += rect(-w * 0.52, -50, 30, 12, '#D9D4CC', 'rx="4"') + rect(w * 0.48, -50, 30, 12, '#D9D4CC', 'rx="4"');
  } else {
    s += path(`M${-w / 2} -40L${-w / 2} ${-w * 0.16}Q${-w * 0.46} ${-w * 0.2} ${-w * 0.3} ${-w * 0.22}L${-w * 0.18} ${-w * 0.36}L${w * 0.14} ${-w * 0.36}L${w * 0.28} ${-w * 0.22}Q${w * 0.48} ${-w * 0.2} ${w / 2} ${-w * 0.12}L${w / 2} -40Z`, col);
    s += path(`M${-w * 0.16} ${-w * 0.33}L${w * 0.12} ${-w * 0.33}L${w * 0.23} ${-w * 0.22}L${-w * 0.27} ${-w * 0.22}Z`, '#2E3A44');
    for (const x of [-w * 0.3, w * 0.3]) s += circle(x, -32, 32, '#151515') + circle(x, -32, 13, '#9AA0A8');
  }
  return s;
}
