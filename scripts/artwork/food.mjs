// Food, drawn as flat vector shapes. Every function draws around a local origin at the
// bottom center of the item (where it sits on the table) so scenes can place it with at().
import {
  C, rng, shade, lin, rad, clip, blur, smooth, blob, ribbon, g, at, rect, circle, ellipse, path, line, shadow,
} from './lib.mjs';

// ---- bread ---------------------------------------------------------------------------
const BREADS = {
  roll: { top: ['#F4C27A', '#D88C3C', '#9E5722'], cut: C.crumb },
  sesame: { top: ['#F6C982', '#DC9545', '#A35D26'], cut: C.crumb },
  dutch: { top: ['#9A5A26', '#84481C', '#5E3010'], cut: C.crumb },
  sourdough: { top: ['#F1D9A8', '#D4A461', '#9C6A34'], cut: '#F7EBD2' },
  wheat: { top: ['#C98D55', '#9A5F32', '#643716'], cut: '#E2C196' },
};

function topBun(w, H, kind, yb, r) {
  const b = BREADS[kind] ?? BREADS.roll;
  const d = `M${-w / 2} ${yb}C${-w / 2} ${yb - H * 1.33} ${w / 2} ${yb - H * 1.33} ${w / 2} ${yb}Q${w / 2} ${yb + 7} ${w / 2 - 12} ${yb + 7}L${-w / 2 + 12} ${yb + 7}Q${-w / 2} ${yb + 7} ${-w / 2} ${yb}Z`;
  const fill = rad([[0, b.top[0]], [0.55, b.top[1]], [1, b.top[2]]], 0.38, 0.2, 0.75);
  let tex = '';
  const cp = clip(`<path d="${d}"/>`);
  if (kind === 'sesame') {
    for (let i = 0; i < 34; i++) {
      const x = r.range(-w * 0.4, w * 0.4);
      const top = yb - H * (1 - Math.pow((2 * x) / w, 2)) * 0.98;
      const y = r.range(top + 6, yb - H * 0.25);
      tex += ellipse(x, y, 4.2, 2.2, '#FFF3DA', `transform="rotate(${r.range(-50, 50)} ${x} ${y})" opacity="0.95"`);
    }
  } else if (kind === 'dutch') {
    // Dutch crunch: a crackled rice-paste crust, pale tiles split by thin dark fissures.
    for (let yy = yb - H, row = 0; yy < yb + 10; yy += 21, row++) {
      for (let xx = -w / 2 - 10; xx < w / 2 + 10; xx += 27) {
        const cx = xx + r.range(-3, 3) + (row % 2) * 13;
        tex += path(blob(cx, yy + r.range(-2, 3), 14, 10.5, r, 7, 0.25, r()), r.pick(['#EDC07A', '#E6B46A', '#F2CC8C', '#DDA85E']));
      }
    }
  } else if (kind === 'sourdough') {
    for (let i = -2; i <= 2; i++) {
      const x = i * w * 0.16;
      tex += path(`M${x - 22} ${yb - H * 0.45}Q${x} ${yb - H * 0.95} ${x + 26} ${yb - H * 0.75}`, 'none', `stroke="#F8E8C8" stroke-width="7" stroke-linecap="round" opacity="0.85"`);
    }
    for (let i = 0; i < 60; i++) tex += circle(r.range(-w / 2, w / 2), r.range(yb - H, yb), r.range(1, 3), '#fff', 'opacity="0.45"');
  } else if (kind === 'wheat') {
    for (let i = 0; i < 40; i++) {
      const x = r.range(-w * 0.42, w * 0.42), y = r.range(yb - H * 0.9, yb - 8);
      tex += ellipse(x, y, 4, 1.8, '#D9B07A', `transform="rotate(${r.range(0, 180)} ${x} ${y})" opacity="0.8"`);
    }
  }
  const hi = path(d, rad([[0.55, '#000', 0], [1, '#3A1A08', 0.45]], 0.45, 0.45, 0.62)) +
    ellipse(-w * 0.14, yb - H * 0.72, w * 0.2, H * 0.16, '#fff', `opacity="0.28" ${blur(6)}`);
  return path(d, fill) + g(tex + hi, cp) + path(d, 'none', `stroke="${shade(b.top[2], -0.3)}" stroke-width="2" opacity="0.5"`);
}

function bottomBun(w, bh, kind) {
  const b = BREADS[kind] ?? BREADS.roll;
  const d = `M${-w / 2} ${-bh}L${w / 2} ${-bh}L${w / 2} ${-bh * 0.35}Q${w / 2} 0 ${w / 2 - bh * 0.5} 0L${-w / 2 + bh * 0.5} 0Q${-w / 2} 0 ${-w / 2} ${-bh * 0.35}Z`;
  return path(d, lin([[0, b.top[1]], [1, b.top[2]]])) + rect(-w / 2, -bh, w, bh * 0.38, b.cut, 'rx="4"');
}

// ---- sandwich fillings: each returns [svg, height] drawn upward from base y ---------------
function edge(x0, x1, y, amp, r, n = 9, phase = 0) {
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    pts.push([x, y + Math.sin(i * 1.7 + phase) * amp + r.range(-amp, amp) * 0.5]);
  }
  return pts;
}

export const FILL = {
  lettuce(w, y, r) {
    const h = w * 0.05;
    const top = edge(-w * 0.5, w * 0.5, y - h, 3, r, 10);
    const bot = [];
    for (let i = 0; i <= 22; i++) bot.push([-w * 0.54 + (w * 1.08 * i) / 22, y + (i % 2 ? 10 : -2) + r.range(-3, 3)]);
    return [path(ribbon(top, bot), C.lettuce) + path(smooth(edge(-w * 0.5, w * 0.5, y - h * 0.3, 2, r, 10), false), 'none', `stroke="#A6D86E" stroke-width="3" opacity="0.7"`), h];
  },
  tomato(w, y, r) {
    const h = w * 0.045;
    let s = '';
    for (let i = 0; i < 3; i++) {
      const x = -w * 0.44 + i * w * 0.3 + r.range(-8, 8);
      s += rect(x, y - h, w * 0.32, h + 4, C.tomato, 'rx="8"') + rect(x + 6, y - h + 4, w * 0.32 - 12, h * 0.45, '#F26B52', 'rx="5"');
    }
    return [s, h];
  },
  cheese(w, y, r, col = C.cheese) {
    const h = w * 0.03;
    const bot = [];
    for (let i = 0; i <= 14; i++) {
      const drip = r() < 0.35 ? r.range(8, 22) : 0;
      bot.push([-w * 0.52 + (w * 1.04 * i) / 14, y + drip]);
    }
    return [path(ribbon(edge(-w * 0.52, w * 0.52, y - h, 1, r, 8), bot), col) + path(smooth(edge(-w * 0.48, w * 0.48, y - h + 3, 1, r, 8), false), 'none', `stroke="#fff" stroke-width="2.5" opacity="0.45"`), h];
  },
  // Folded slices of smoked beef (ball-tip / tri-tip): dark bark edge, smoke ring, pink center.
  beef(w, y, r, _c, layers = 4) {
    const h = w * 0.042 * layers;
    let s = '';
    for (let k = 0; k < layers; k++) {
      const yb = y - k * w * 0.038;
      const x0 = -w * (0.5 + r.range(0.02, 0.07)), x1 = w * (0.5 + r.range(0.02, 0.07));
      const top = edge(x0, x1, yb - w * 0.07, 9, r, 7, k * 2.3 + r() * 3);
      const bot = edge(x0 + 8, x1 - 8, yb + 5, 6, r, 7, k * 1.3 + r() * 3);
      const inner = top.map(([x, yy]) => [x * 0.97, yy + 5]);
      const innerB = bot.map(([x, yy]) => [x * 0.97, yy - 4]);
      s += path(ribbon(top, bot), k % 2 ? '#4A2010' : C.bark) + path(ribbon(inner, innerB), '#8E2A1E') +
        path(ribbon(inner.map(([x, yy]) => [x * 0.98, yy + 3.5]), innerB.map(([x, yy]) => [x * 0.98, yy - 3])), lin([[0, '#D98C7C'], [1, '#B0604F']]));
      s += path(smooth(inner.map(([x, yy]) => [x * 0.9, yy + 6]), false), 'none', 'stroke="#F2B4A4" stroke-width="2" opacity="0.5"');
    }
    return [s, h];
  },
  pulled(w, y, r) {
    const h = w * 0.14;
    let s = path(ribbon(edge(-w * 0.53, w * 0.53, y - h, 8, r, 10), edge(-w * 0.52, w * 0.52, y + 6, 4, r, 10)), '#7A3A1A');
    for (let i = 0; i < 70; i++) {
      const x = r.range(-w * 0.5, w * 0.5), yy = r.range(y - h + 4, y);
      const len = r.range(14, 30), a = r.range(-0.6, 0.6);
      s += line(x, yy, x + Math.cos(a) * len, yy + Math.sin(a) * len, r.pick(['#B8703C', '#9C5024', '#D08A50', '#6B2A10']), r.range(3, 6), 'stroke-linecap="round"');
    }
    return [s, h];
  },
  slaw(w, y, r) {
    const h = w * 0.07;
    let s = path(ribbon(edge(-w * 0.52, w * 0.52, y - h, 5, r, 10), edge(-w * 0.52, w * 0.52, y + 6, 3, r, 10)), '#F1EDD9');
    for (let i = 0; i < 55; i++) {
      const x = r.range(-w * 0.5, w * 0.5), yy = r.range(y - h + 3, y + 2);
      s += line(x, yy, x + r.range(-12, 12), yy + r.range(-4, 4), r.pick(['#9BC46A', '#B7D98A', '#8E4C8A', '#E8A24A']), 2.5, 'stroke-linecap="round"');
    }
    return [s, h];
  },
  meatballs(w, y, r) {
    const rr = w * 0.085;
    let s = path(ribbon(edge(-w * 0.52, w * 0.52, y - rr * 1.2, 5, r, 10), edge(-w * 0.54, w * 0.54, y + 8, 4, r, 10)), '#B8291C');
    for (let i = 0; i < 5; i++) {
      const x = -w * 0.4 + i * w * 0.2;
      s += circle(x, y - rr * 0.9, rr, rad([[0, '#9C4A2C'], [1, '#4E1F10']], 0.35, 0.3, 0.7)) + circle(x - rr * 0.3, y - rr * 1.3, rr * 0.25, '#fff', 'opacity="0.18"');
    }
    s += path(ribbon(edge(-w * 0.5, w * 0.5, y - rr * 1.9, 4, r, 10), edge(-w * 0.52, w * 0.52, y - rr * 1.35, 7, r, 10)), '#F4E6B8', 'opacity="0.95"');
    return [s, rr * 1.85];
  },
  ham(w, y, r) {
    const h = w * 0.09;
    let s = '';
    for (let k = 0; k < 3; k++) {
      const yy = y - k * h * 0.32;
      s += path(ribbon(edge(-w * 0.54, w * 0.54, yy - h * 0.45, 7, r, 9, k), edge(-w * 0.52, w * 0.52, yy + 3, 4, r, 9, k + 1)), k % 2 ? '#E7A29A' : '#F0B7AE', 'stroke="#C9776D" stroke-width="2"');
    }
    return [s, h];
  },
  turkey(w, y, r) {
    const h = w * 0.09;
    let s = '';
    for (let k = 0; k < 3; k++) {
      const yy = y - k * h * 0.32;
      s += path(ribbon(edge(-w * 0.54, w * 0.54, yy - h * 0.45, 7, r, 9, k), edge(-w * 0.52, w * 0.52, yy + 3, 4, r, 9, k + 1)), k % 2 ? '#EBD5B0' : '#F4E3C4', 'stroke="#C9A97A" stroke-width="2"');
    }
    return [s, h];
  },
  salami(w, y) {
    const h = w * 0.05;
    let s = '';
    for (let i = 0; i < 6; i++) {
      const x = -w * 0.47 + i * w * 0.19;
      s += ellipse(x, y - h * 0.4, w * 0.1, h * 0.55, '#A3202A', 'stroke="#6B1018" stroke-width="2"');
      for (let j = 0; j < 4; j++) s += circle(x - 14 + j * 9, y - h * 0.4 + (j % 2 ? 3 : -3), 2, '#F6D9CF');
    }
    return [s, h];
  },
  roastbeef(w, y, r) {
    const h = w * 0.1;
    let s = '';
    for (let k = 0; k < 3; k++) {
      const yy = y - k * h * 0.3;
      s += path(ribbon(edge(-w * 0.54, w * 0.54, yy - h * 0.45, 8, r, 9, k * 3), edge(-w * 0.52, w * 0.52, yy + 3, 4, r, 9, k)), k % 2 ? '#A8473A' : '#BD5A4A', 'stroke="#5E2018" stroke-width="2"');
    }
    return [s, h];
  },
  bacon(w, y, r) {
    const h = w * 0.04;
    const top = edge(-w * 0.55, w * 0.55, y - h, 7, r, 14);
    const bot = top.map(([x, yy]) => [x, yy + h]);
    return [path(ribbon(top, bot), '#8E2A1A') + path(smooth(top.map(([x, yy]) => [x, yy + h * 0.45]), false), 'none', 'stroke="#F0C6A8" stroke-width="4"'), h];
  },
  avocado(w, y) {
    const h = w * 0.04;
    let s = '';
    for (let i = 0; i < 4; i++) s += ellipse(-w * 0.36 + i * w * 0.24, y - h * 0.5, w * 0.13, h * 0.7, '#B7D46A', 'stroke="#4F7A2A" stroke-width="4"');
    return [s, h];
  },
  chicken(w, y, r) {
    const h = w * 0.08;
    let s = path(ribbon(edge(-w * 0.52, w * 0.52, y - h, 5, r, 9), edge(-w * 0.5, w * 0.5, y + 3, 3, r, 9)), '#E9C48E');
    for (let i = 0; i < 6; i++) s += line(-w * 0.45 + i * w * 0.17, y - h + 4, -w * 0.4 + i * w * 0.17, y - 4, '#8A4A1E', 5, 'stroke-linecap="round" opacity="0.8"');
    return [s, h];
  },
  veggie(w, y, r) {
    const h = w * 0.07;
    let s = path(ribbon(edge(-w * 0.52, w * 0.52, y - h * 0.5, 3, r, 9), edge(-w * 0.5, w * 0.5, y + 3, 2, r, 9)), '#FBF6EA');
    for (let i = 0; i < 5; i++) s += rect(-w * 0.46 + i * w * 0.19, y - h, w * 0.13, h * 0.5, i % 2 ? '#E23B2E' : '#F2B33A', 'rx="6"');
    for (let i = 0; i < 4; i++) s += ellipse(-w * 0.36 + i * w * 0.24, y - h * 1.05, w * 0.08, h * 0.25, '#CFE3A6', 'stroke="#5E8C3A" stroke-width="3"');
    return [s, h * 1.1];
  },
  sauce(w, y, r) {
    const bot = [];
    for (let i = 0; i <= 12; i++) bot.push([-w * 0.5 + (w * i) / 12, y + (r() < 0.4 ? r.range(10, 26) : 2)]);
    return [path(ribbon(edge(-w * 0.5, w * 0.5, y - 6, 2, r, 8), bot), '#7E1E10', 'opacity="0.95"'), 4];
  },
  onion(w, y) {
    let s = '';
    for (let i = 0; i < 5; i++) s += path(`M${-w * 0.45 + i * w * 0.2} ${y}q${w * 0.06} -18 ${w * 0.12} 0`, 'none', 'stroke="#E9D7F0" stroke-width="5" stroke-linecap="round"');
    return [s, 4];
  },
  // Pale cheeses: Swiss with its holes, provolone, Jack.
  swiss(w, y, r) {
    const [svg, h] = FILL.cheese(w, y, r, '#F6E7A8');
    let holes = '';
    for (let i = 0; i < 6; i++) holes += ellipse(-w * 0.42 + i * w * 0.17 + r.range(-6, 6), y - h * 0.2 + r.range(-2, 6), r.range(5, 9), r.range(3, 5), '#E2CC7A');
    return [svg + holes, h];
  },
  provolone(w, y, r) {
    return FILL.cheese(w, y, r, '#F3E3B4');
  },
  jack(w, y, r) {
    return FILL.cheese(w, y, r, '#F8EDC4');
  },
  // Shredded beef simmered in sauce: dark glossy strands and drips.
  shredded(w, y, r) {
    const h = w * 0.15;
    let s = path(ribbon(edge(-w * 0.54, w * 0.54, y - h, 9, r, 11), edge(-w * 0.53, w * 0.53, y + 8, 5, r, 11)), '#5A160C');
    for (let i = 0; i < 80; i++) {
      const x = r.range(-w * 0.5, w * 0.5), yy = r.range(y - h + 6, y + 2);
      const len = r.range(12, 26), a = r.range(-0.9, 0.9);
      s += line(x, yy, x + Math.cos(a) * len, yy + Math.sin(a) * len, r.pick(['#7A2412', '#4A1008', '#8E3418', '#A8482A']), r.range(3, 5.5), 'stroke-linecap="round"');
    }
    for (let i = 0; i < 6; i++) {
      const x = r.range(-w * 0.45, w * 0.45);
      s += path(`M${x - 8} ${y}q8 ${r.range(16, 30)} 16 0z`, '#6A1A0C');
    }
    s += path(smooth(edge(-w * 0.45, w * 0.45, y - h + 10, 4, r, 8), false), 'none', 'stroke="#C8583A" stroke-width="3" opacity="0.5"');
    return [s, h];
  },
  // Battered onion rings, seen edge-on: golden hoops with dark centers.
  rings(w, y, r) {
    const h = w * 0.085;
    let s = '';
    for (let i = 0; i < 4; i++) {
      const x = -w * 0.38 + i * w * 0.25 + r.range(-6, 6);
      s += ellipse(x, y - h * 0.5, w * 0.15, h * 0.62, rad([[0, '#F8CF78'], [1, '#C27A2A']], 0.4, 0.35, 0.7)) + ellipse(x, y - h * 0.52, w * 0.08, h * 0.25, '#6A3A14');
      for (let k = 0; k < 6; k++) s += circle(x + r.range(-w * 0.12, w * 0.12), y - h * 0.5 + r.range(-h * 0.4, h * 0.4), 2, '#A8621E');
    }
    return [s, h * 0.9];
  },
  pickles(w, y, r) {
    const h = w * 0.03;
    let s = '';
    for (let i = 0; i < 5; i++) s += ellipse(-w * 0.4 + i * w * 0.2 + r.range(-5, 5), y - h * 0.5, w * 0.08, h * 0.8, '#7FA23A', 'stroke="#4E6E1E" stroke-width="3"');
    return [s, h];
  },
  // Pepperoncini: little curved yellow-green peppers tucked in.
  peppers(w, y, r) {
    const h = w * 0.05;
    let s = '';
    for (let i = 0; i < 5; i++) {
      const x = -w * 0.44 + i * w * 0.21 + r.range(-6, 6);
      s += path(`M${x} ${y}q${w * 0.05} ${-h * 1.6} ${w * 0.11} ${-h * 0.4}q${-w * 0.05} ${h * 0.5} ${-w * 0.11} ${h * 0.4}z`, '#C9C23A', 'stroke="#8A8418" stroke-width="2"');
    }
    return [s, h * 0.6];
  },
  cucumber(w, y) {
    const h = w * 0.035;
    let s = '';
    for (let i = 0; i < 5; i++) s += ellipse(-w * 0.4 + i * w * 0.2, y - h * 0.5, w * 0.09, h * 0.7, '#E6F0C8', 'stroke="#3E7A2A" stroke-width="4"');
    return [s, h];
  },
  sprouts(w, y, r) {
    let s = '';
    for (let i = 0; i < 60; i++) {
      const x = r.range(-w * 0.52, w * 0.52);
      s += line(x, y, x + r.range(-14, 14), y - r.range(4, 14), r.pick(['#F4F6E0', '#D8E8A8', '#FFFFFF']), 2) + circle(x, y - 2, 2.4, '#9CC45A');
    }
    return [s, w * 0.02];
  },
  patty(w, y, r) {
    const h = w * 0.11;
    const top = edge(-w * 0.53, w * 0.53, y - h, 3, r, 10);
    const bot = edge(-w * 0.53, w * 0.53, y + 2, 2, r, 10);
    let s = path(ribbon(top, bot), lin([[0, '#5A2A14'], [1, '#2E1408']]));
    for (let i = 0; i < 30; i++) s += circle(r.range(-w * 0.5, w * 0.5), r.range(y - h + 4, y), r.range(1.5, 3.5), '#8A4A24', 'opacity="0.7"');
    return [s, h];
  },
};

/**
 * A side-view sandwich or burger. layers: filling names from bottom to top.
 */
export function sandwich({ w = 380, bread = 'roll', layers = ['beef', 'lettuce', 'tomato'], seed = 1, topH = 0.3 } = {}) {
  const r = rng(seed);
  const bh = w * 0.13;
  let y = -bh + 6;
  let s = shadow(0, 2, w * 0.56, w * 0.05) + bottomBun(w, bh, bread);
  for (const l of layers) {
    const [svg, h] = FILL[l](w, y, r);
    s += svg;
    y -= h;
  }
  s += topBun(w, w * topH, bread, y + 4, r);
  return s;
}

// ---- smoked meats ------------------------------------------------------------------------
/** A smoked roast (ball-tip / tri-tip): the uncut end on the right, slices shingled to the left. */
export function slicedRoast({ w = 520, slices = 6, seed = 2, kind = 'beef' } = {}) {
  const r = rng(seed);
  const isPork = kind === 'pork';
  const inside = isPork ? ['#F2D3B8', '#E3B48E'] : ['#DC9484', '#B25E4E'];
  const ring = isPork ? '#D9826A' : '#9A2A1E';
  const sh = w * 0.23, sw = w * 0.15;
  const face = (k = 1) => `M${-sw * k} 0C${-sw * k} ${-sh * 0.9 * k} ${-sw * 0.3 * k} ${-sh * k} 0 ${-sh * k}C${sw * 0.6 * k} ${-sh * k} ${sw * k} ${-sh * 0.7 * k} ${sw * k} 0Q0 ${sh * 0.1 * k} ${-sw * k} 0Z`;
  let s = shadow(0, 0, w * 0.58, w * 0.06);
  // uncut end of the roast
  const rx0 = w * 0.08, rx1 = w * 0.5;
  s += path(`M${rx0} 0C${rx0} ${-sh * 1.3} ${rx1} ${-sh * 1.35} ${rx1} ${-sh * 0.25}Q${rx1} 0 ${rx1 - 20} 0Z`, lin([[0, '#4A200C'], [0.5, C.bark], [1, '#140804']]));
  for (let i = 0; i < 30; i++) s += circle(r.range(rx0 + 20, rx1 - 10), r.range(-sh * 0.95, -8), r.range(1.5, 4), r() < 0.5 ? '#0E0502' : '#8A4A22', 'opacity="0.7"');
  s += path(`M${rx0 + 30} ${-sh * 0.85}Q${(rx0 + rx1) / 2} ${-sh * 1.08} ${rx1 - 20} ${-sh * 0.6}`, 'none', 'stroke="#D9834A" stroke-width="6" stroke-linecap="round" opacity="0.5"');
  // cut face of the roast
  s += at(rx0 + sw * 0.6, 0, 1, path(face(), C.bark) + path(face(0.9), ring) + path(face(0.82), rad([[0, inside[0]], [1, inside[1]]], 0.45, 0.55, 0.6)));
  // slices, drawn right to left so each lies on the next
  for (let i = slices - 1; i >= 0; i--) {
    const cx = rx0 - (slices - i) * sw * 0.7;
    const rot = -4 - (slices - i) * 2.2;
    let sl = path(face(), '#1E0C05', 'transform="translate(7 1)"') + path(face(), C.bark) + path(face(0.88), ring) + path(face(0.8), rad([[0, inside[0]], [1, inside[1]]], 0.4, 0.6, 0.65));
    for (let k = 0; k < 3; k++) sl += path(`M${-sw * 0.55} ${-sh * (0.22 + k * 0.2)}Q0 ${-sh * (0.3 + k * 0.2)} ${sw * 0.55} ${-sh * (0.2 + k * 0.2)}`, 'none', `stroke="${shade(inside[1], -0.2)}" stroke-width="1.6" opacity="0.5"`);
    sl += ellipse(-sw * 0.3, -sh * 0.62, sw * 0.18, sh * 0.07, '#fff', 'opacity="0.28"');
    s += at(cx, -2 + i * 0.5, 1, sl, rot);
  }
  return s;
}

/** Rib glazes: sticky red BBQ sauce, a dark dry rub, a honey glaze. */
const GLAZES = {
  bbq: ['#8E3416', '#6A200C', '#3E1206', '#E0773A'],
  rub: ['#5A2A14', '#3E1A0A', '#1E0A04', '#A8602E'],
  honey: ['#C0662A', '#9A4A1A', '#5E2A0C', '#F2A850'],
};

/** A rack of glazed ribs seen from above at an angle; bones poke out along the bottom edge. */
export function ribs({ w = 460, seed = 3, bones = 8, glaze = 'bbq' } = {}) {
  const [g0, g1, g2, hi] = GLAZES[glaze];
  const r = rng(seed);
  const h = w * 0.32;
  let s = shadow(0, 0, w * 0.55, w * 0.06);
  for (let i = 0; i < bones; i++) {
    const x = -w * 0.42 + (i * w * 0.84) / (bones - 1);
    s += rect(x - 7, -h * 0.25, 14, h * 0.27, '#E6D2B0', 'rx="6"') + ellipse(x, -h * 0.0, 8, 5, '#CDB48A');
  }
  const top = edge(-w * 0.5, w * 0.5, -h, 6, r, 10);
  const bot = edge(-w * 0.48, w * 0.48, -h * 0.2, 4, r, 10);
  s += path(ribbon(top, bot), lin([[0, g0], [0.5, g1], [1, g2]]));
  for (let i = 1; i < bones; i++) {
    const x = -w * 0.5 + (i * w) / bones;
    s += path(`M${x} ${-h * 0.95}Q${x + 4} ${-h * 0.6} ${x - 2} ${-h * 0.22}`, 'none', 'stroke="#2A0A03" stroke-width="3" opacity="0.6"');
  }
  s += path(smooth(top.map(([x, y]) => [x * 0.9, y + 14]), false), 'none', `stroke="${hi}" stroke-width="7" stroke-linecap="round" opacity="0.55"`);
  s += path(smooth(top.map(([x, y]) => [x * 0.7, y + 24]), false), 'none', 'stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.25"');
  for (let i = 0; i < 40; i++) s += circle(r.range(-w * 0.45, w * 0.45), r.range(-h * 0.9, -h * 0.3), r.range(1.5, 4), '#1A0602', 'opacity="0.6"');
  return s;
}

export function sausage({ len = 220, r: rr = 22, col = '#8E2F1A', marks = true, rot = 0 } = {}) {
  let s = `<g transform="rotate(${rot})">`;
  s += rect(-len / 2, -rr * 2, len, rr * 2, lin([[0, shade(col, 0.25)], [0.45, col], [1, shade(col, -0.45)]]), `rx="${rr}"`);
  if (marks) for (let i = 0; i < 5; i++) {
    const x = -len * 0.34 + (i * len * 0.68) / 4;
    s += line(x - 8, -rr * 1.8, x + 8, -rr * 0.25, '#2A0C06', 6, 'stroke-linecap="round" opacity="0.75"');
  }
  s += rect(-len * 0.4, -rr * 1.7, len * 0.8, rr * 0.35, '#fff', `rx="${rr * 0.2}" opacity="0.25"`);
  return s + '</g>';
}

/** Smoked half chicken: thigh-and-drumstick with a crisp amber skin. */
export function chickenHalf({ s: sc = 1, seed = 4 } = {}) {
  const r = rng(seed);
  const skin = rad([[0, '#F3B260'], [0.55, '#C9692A'], [1, '#6E2C0E']], 0.4, 0.35, 0.75);
  let s = shadow(0, 0, 190, 24);
  s += path('M-170 -8C-200 -120 -90 -210 20 -200C120 -190 190 -120 170 -40C160 -5 120 0 90 0L-140 0Z', skin);
  // drumstick
  s += path('M60 -60C120 -110 200 -120 230 -90C250 -70 230 -40 190 -40C150 -40 110 -20 70 -20Z', skin);
  s += rect(222, -84, 44, 22, '#F1E2C6', 'rx="11" transform="rotate(-18 222 -84)"') + circle(266, -88, 14, '#F1E2C6');
  // wing
  s += path('M-150 -60C-200 -80 -215 -30 -190 -10C-170 0 -140 -10 -130 -30Z', skin);
  for (let i = 0; i < 50; i++) s += circle(r.range(-150, 160), r.range(-180, -20), r.range(1.5, 4), '#5A1E08', 'opacity="0.5"');
  s += path('M-100 -150Q-10 -190 80 -160', 'none', 'stroke="#FFE0A8" stroke-width="12" stroke-linecap="round" opacity="0.45"');
  for (let i = 0; i < 4; i++) s += line(-90 + i * 60, -140 + i * 6, -50 + i * 60, -60 + i * 6, '#3A1206', 8, 'stroke-linecap="round" opacity="0.5"');
  return at(0, 0, sc, s);
}

/** Whole smoked turkey on its back, drumsticks up, with paper frills. */
export function turkey({ seed = 5 } = {}) {
  const r = rng(seed);
  const skin = rad([[0, '#F6BE6A'], [0.5, '#C8702E'], [1, '#6A2A0E']], 0.45, 0.3, 0.7);
  let s = shadow(0, 0, 260, 30);
  s += path('M-240 -20C-250 -170 -120 -250 0 -250C120 -250 250 -170 240 -20C230 0 200 0 180 0L-180 0C-210 0 -236 -5 -240 -20Z', skin);
  for (const side of [-1, 1]) {
    s += path(`M${side * 150} -120C${side * 230} -200 ${side * 300} -220 ${side * 310} -180C${side * 320} -140 ${side * 260} -110 ${side * 200} -70Z`, skin);
    s += `<g transform="translate(${side * 300} -206) rotate(${side * -35})">` + rect(-14, -36, 28, 40, '#F4E8D2', 'rx="6"') +
      path('M-16 -36l6 -14l5 12l5 -12l5 12l5 -12l6 14Z', '#FFFFFF') + '</g>';
  }
  s += path('M-150 -170Q0 -250 150 -170', 'none', 'stroke="#FFE2B0" stroke-width="16" stroke-linecap="round" opacity="0.4"');
  for (let i = 0; i < 60; i++) s += circle(r.range(-200, 200), r.range(-230, -30), r.range(1.5, 4), '#5A1E08', 'opacity="0.45"');
  return s;
}

/** Spiral-cut glazed ham with scoring and cloves. */
export function ham({ seed = 6 } = {}) {
  const r = rng(seed);
  const d = 'M-200 0C-230 -120 -150 -230 -20 -240C110 -245 210 -170 220 -60C225 -20 210 0 180 0Z';
  let s = shadow(0, 0, 230, 26) + path(d, rad([[0, '#F29A70'], [0.5, '#C8542E'], [1, '#6E1E10']], 0.4, 0.35, 0.75));
  let tex = '';
  for (let i = -8; i < 10; i++) {
    tex += line(i * 40, -260, i * 40 + 200, 0, '#7A2410', 4, 'opacity="0.5"') + line(i * 40, -260, i * 40 - 200, 0, '#7A2410', 4, 'opacity="0.5"');
  }
  for (let i = 0; i < 26; i++) tex += circle(r.range(-180, 190), r.range(-220, -20), 4, '#2A0E06');
  s += g(tex, clip(`<path d="${d}"/>`));
  s += rect(190, -120, 70, 50, '#F4E6CC', 'rx="20" transform="rotate(-20 190 -120)"') + circle(262, -142, 22, '#F4E6CC');
  s += path('M-140 -170Q-30 -240 100 -200', 'none', 'stroke="#FFD0A0" stroke-width="14" stroke-linecap="round" opacity="0.45"');
  return s;
}

// ---- sides ---------------------------------------------------------------------------
/** Fries in a paper cup (red with cream stripes). */
export function fries({ seed = 7, cup = C.red } = {}) {
  const r = rng(seed);
  let s = shadow(0, 0, 95, 14);
  for (let i = 0; i < 26; i++) {
    const x = r.range(-62, 62), ht = r.range(190, 270), a = r.range(-6, 6) + x * 0.05;
    s += `<g transform="rotate(${a.toFixed(1)} ${x.toFixed(1)} -20)">` + rect(x - 9, -ht, 18, ht - 30, lin([[0, '#FFD877'], [1, '#E9A63A']], 0, 0, 1, 0), 'rx="4"') + rect(x - 9, -ht, 18, 10, '#D38A2A', 'rx="4"') + '</g>';
  }
  s += path('M-92 -150L92 -150L70 0L-70 0Z', cup);
  s += path('M-58 -150L-44 0L-22 0L-30 -150Z', C.cream, 'opacity="0.9"') + path('M30 -150L22 0L44 0L58 -150Z', C.cream, 'opacity="0.9"');
  s += path('M-92 -150Q0 -128 92 -150L90 -136Q0 -116 -90 -136Z', shade(cup, -0.3));
  return s;
}

/** Tater tots piled in a checkered paper boat. */
export function tots({ seed = 8, w = 240 } = {}) {
  const r = rng(seed);
  let s = shadow(0, 0, w * 0.55, 14);
  const pile = [];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7 - row * 2; i++) pile.push([-w * 0.36 + row * w * 0.12 + i * w * 0.12 + r.range(-5, 5), -70 - row * 26 + r.range(-4, 4)]);
  for (const [x, y] of pile) {
    s += rect(x - 20, y - 16, 40, 32, rad([[0, '#F8CF78'], [1, '#C8822E']], 0.4, 0.35, 0.7), `rx="13" transform="rotate(${r.range(-25, 25)} ${x} ${y})"`);
    for (let k = 0; k < 4; k++) s += circle(x + r.range(-14, 14), y + r.range(-10, 10), 1.6, '#A8621E');
  }
  const boat = `M${-w / 2} -80L${w / 2} -80L${w * 0.4} 0L${-w * 0.4} 0Z`;
  let check = '';
  for (let i = 0; i < 12; i++) for (let j = 0; j < 4; j++) if ((i + j) % 2) check += rect(-w / 2 + i * (w / 11), -80 + j * 20, w / 11, 20, C.redHot);
  s += path(boat, '#fff') + g(check, clip(`<path d="${boat}"/>`)) + path(boat, 'none', 'stroke="#00000033" stroke-width="2"');
  return s;
}

/** A bowl seen from slightly above, filled with: slaw, beans, potato, salad, mac, caesar, cobb, fruit, greens. */
export function bowl({ w = 260, fill = 'slaw', seed = 9, color = C.cream, rim = null, tilt = 0.13 } = {}) {
  const r = rng(seed);
  const h = w * 0.34, ry = w * tilt, top = -h, mh = w * 0.1;
  let s = shadow(0, 0, w * 0.5, 12);
  const base = {
    slaw: '#F2EEDC', cranberry: '#8E1020', beans: '#6E2412', potato: '#F1DFA8', salad: '#5E9E36', mac: '#F2B640', caesar: '#7DB248', cobb: '#6AA63C', fruit: '#E8D2A0', greens: '#5FA03A',
    cobbrows: '#6AA63C', macsalad: '#F4ECD0', bbqchicken: '#5E9E36',
  }[fill];
  // A Cobb laid out in rows, left to right: chicken, bacon, egg, avocado, tomato, blue cheese.
  const COBB_ROWS = [
    (x, y) => rect(x - 10, y - 6, 20, 12, '#E9C48E', 'rx="3" stroke="#8A4A1E" stroke-width="1.5"'),
    (x, y) => rect(x - 9, y - 5, 18, 10, '#8E2A1A', 'rx="3" stroke="#F0C6A8" stroke-width="2"'),
    (x, y) => circle(x, y, 8, '#F6D24A', 'stroke="#fff" stroke-width="5"'),
    (x, y) => rect(x - 8, y - 6, 16, 12, '#B7D46A', 'rx="4" stroke="#5E8C2A" stroke-width="1.5"'),
    (x, y) => circle(x, y, 7, C.tomato, 'stroke="#F26B52" stroke-width="2"'),
    (x, y) => path(blob(x, y, 8, 6, r, 6, 0.4), '#EEF0F4', 'stroke="#7A8AA8" stroke-width="1.5"'),
  ];
  // inner wall, then the food surface: the rim ellipse plus a mound
  s += ellipse(0, top, w / 2, ry, shade(color, -0.3));
  const surf = `M${-w * 0.47} ${top}C${-w * 0.4} ${top - ry - mh} ${w * 0.4} ${top - ry - mh} ${w * 0.47} ${top}A${w * 0.47} ${ry * 0.92} 0 0 1 ${-w * 0.47} ${top}Z`;
  s += path(surf, base);
  let tex = '';
  const n = Math.round(w * 0.45 * (tilt / 0.13));
  for (let i = 0; i < n; i++) {
    const x = r.range(-w * 0.46, w * 0.46);
    const y = r.range(top - ry - mh * 0.9, top + ry * 0.8);
    const pick = (arr) => r.pick(arr);
    if (fill === 'slaw') tex += line(x, y, x + r.range(-14, 14), y + r.range(-4, 4), pick(['#9BC46A', '#B7D98A', '#8E4C8A', '#E8A24A', '#FFFFFF', '#FFFFFF']), 3.2, 'stroke-linecap="round"');
    else if (fill === 'beans') tex += ellipse(x, y, 7, 4.5, pick(['#8E3218', '#A4401E', '#5A1A0A', '#C0502A']), `transform="rotate(${r.range(0, 180)} ${x} ${y})"`) + (i % 9 ? '' : rect(x, y, 12, 7, '#C8703A', 'rx="2"'));
    else if (fill === 'potato') tex += i % 4 ? rect(x - 9, y - 7, 18, 14, pick(['#F7E9C2', '#EBD39A', '#F3E0B0']), `rx="5" transform="rotate(${r.range(0, 90)} ${x} ${y})"`) : circle(x, y, 2.2, pick(['#D9572A', '#4E8A2A', '#4E8A2A']));
    else if (fill === 'mac') tex += path(`M${x - 7} ${y}q7 -9 14 0`, 'none', `stroke="${pick(['#F7C85A', '#E9A63A', '#FBD77A'])}" stroke-width="6" stroke-linecap="round"`);
    else if (fill === 'cranberry') tex += circle(x, y, r.range(5, 8), pick(['#B8182A', '#D8283A', '#7A0A18'])) + circle(x - 2, y - 2, 1.8, '#fff', 'opacity="0.5"');
    else if (fill === 'fruit') tex += circle(x, y, r.range(5, 9), pick(['#D8392B', '#F2A341', '#6DAE3C', '#7B3FA0']));
    else if (fill === 'macsalad') tex += i % 5 ? path(`M${x - 7} ${y}q7 -9 14 0`, 'none', `stroke="${pick(['#E2B955', '#EBC66A', '#D7AA45'])}" stroke-width="6" stroke-linecap="round"`) : rect(x, y, 6, 6, pick(['#D8392B', '#5E9A2A', '#F2A341']), 'rx="1"');
    else if (fill === 'cobbrows') {
      const band = Math.min(5, Math.floor(((x + w * 0.46) / (w * 0.92)) * 6));
      tex += i % 3 ? COBB_ROWS[band](x, y) : path(blob(x, y, 12, 8, r, 6, 0.4, r() * 6), pick(['#6DAE3C', '#8DC456']));
    }
    else {
      tex += path(blob(x, y, 14, 9, r, 6, 0.4, r() * 6), pick(['#6DAE3C', '#8DC456', '#4E8A2A', '#A6D86E']));
      if (fill === 'cobb' && i % 5 === 0) tex += pick([circle(x, y, 9, '#F6D24A', 'stroke="#fff" stroke-width="5"'), rect(x, y - 4, 18, 10, '#8E2A1A', 'rx="3"'), rect(x, y - 5, 14, 12, '#B7D46A', 'rx="4"'), circle(x, y, 6, C.tomato)]);
      if (fill === 'caesar' && i % 3 === 0) tex += pick([rect(x - 8, y - 8, 16, 16, '#E9B860', 'rx="3"'), rect(x + 6, y - 2, 26, 10, '#E9C48E', 'rx="4" stroke="#8A4A1E" stroke-width="2"'), path(`M${x} ${y}l10 -3l4 6z`, '#F8F2E0')]);
      if (fill === 'salad' && i % 5 === 0) tex += pick([rect(x - 14, y - 5, 28, 11, '#C8803A', 'rx="5" stroke="#6A2A10" stroke-width="2"'), circle(x + 14, y + 4, 6, C.tomato), path(`M${x} ${y}q8 -6 16 0`, 'none', 'stroke="#F5C342" stroke-width="5"')]);
      // The BBQ chicken salad: more chicken, corn and tortilla strips.
      if (fill === 'bbqchicken' && i % 3 === 0) tex += pick([rect(x - 14, y - 5, 28, 11, '#C8803A', 'rx="5" stroke="#6A2A10" stroke-width="2"'), rect(x - 14, y - 5, 28, 11, '#B8682A', 'rx="5" stroke="#5A1A08" stroke-width="2"'), circle(x + 14, y + 4, 6, C.tomato), circle(x, y, 4.5, '#F6D24A'), circle(x + 6, y - 4, 4.5, '#F6D24A'), path(`M${x} ${y}q8 -6 16 0`, 'none', 'stroke="#E8902A" stroke-width="5" stroke-linecap="round"')]);
      if (fill === 'greens' && i % 6 === 0) tex += pick([circle(x, y, 7, C.tomato), path(`M${x - 10} ${y + 6}q10 -6 20 0`, 'none', 'stroke="#F4F0E0" stroke-width="3"'), circle(x, y, 6, '#E9F0D0', 'stroke="#5E8C3A" stroke-width="2"')]);
    }
  }
  s += g(tex, clip(`<path d="${surf}"/>`));
  if (fill === 'salad') s += path(`M${-w * 0.3} ${top - ry * 0.6}Q0 ${top - ry - mh * 0.9} ${w * 0.3} ${top - ry * 0.3}`, 'none', 'stroke="#F3E6C8" stroke-width="6" opacity="0.9" stroke-linecap="round"');
  if (fill === 'potato') s += path(`M${-w * 0.25} ${top - ry * 0.5}l${w * 0.05} -6M${w * 0.1} ${top - ry}l${w * 0.05} -6`, 'none', 'stroke="#C8401E" stroke-width="3" opacity="0.6"');
  s += path(surf, 'none', `stroke="#000" stroke-width="2" opacity="0.12"`);
  const bodyD = `M${-w / 2} ${top}A${w / 2} ${ry} 0 0 0 ${w / 2} ${top}Q${w / 2} 0 ${w * 0.22} 0L${-w * 0.22} 0Q${-w / 2} 0 ${-w / 2} ${top}Z`;
  s += path(bodyD, lin([[0, color], [1, shade(color, -0.25)]], 0, 0, 1, 0.4));
  if (rim) s += path(`M${-w / 2 + 3} ${top + 12}A${w / 2} ${ry} 0 0 0 ${w / 2 - 3} ${top + 12}`, 'none', `stroke="${rim}" stroke-width="6"`);
  s += ellipse(0, top, w / 2, ry, 'none', `stroke="${shade(color, 0.3)}" stroke-width="4"`);
  s += path(`M${-w * 0.38} ${top + ry + 8}Q${-w * 0.38} ${top + h * 0.6} ${-w * 0.22} ${-10}`, 'none', 'stroke="#fff" stroke-width="6" opacity="0.35" stroke-linecap="round"');
  return s;
}

/** A fountain-drink cup with lid and straw. */
export function drinkCup({ color = C.red, h = 260 } = {}) {
  const w = h * 0.55;
  let s = shadow(0, 0, w * 0.45, 10);
  s += rect(w * 0.05, -h - 80, 14, 110, C.redHot, 'rx="5" transform="rotate(8 0 0)"') + rect(w * 0.05, -h - 60, 14, 14, '#fff', 'transform="rotate(8 0 0)"');
  s += path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.38} 0L${-w * 0.38} 0Z`, lin([[0, C.cream], [1, '#E1D6C6']], 0, 0, 1, 0));
  s += path(`M${-w * 0.47} ${-h * 0.66}L${w * 0.47} ${-h * 0.66}L${w * 0.43} ${-h * 0.33}L${-w * 0.43} ${-h * 0.33}Z`, color);
  s += rect(-w * 0.54, -h - 18, w * 1.08, 22, '#F4F1EC', 'rx="8"') + path(`M${-w * 0.45} ${-h - 18}Q0 ${-h - 50} ${w * 0.45} ${-h - 18}Z`, '#ECE7E0');
  return s;
}

export function lemonade({ h = 220 } = {}) {
  const w = h * 0.5;
  let s = shadow(0, 0, w * 0.5, 10);
  s += path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.42} 0L${-w * 0.42} 0Z`, '#FFFFFF', 'opacity="0.35"');
  s += path(`M${-w * 0.47} ${-h * 0.85}L${w * 0.47} ${-h * 0.85}L${w * 0.42} -6L${-w * 0.42} -6Z`, lin([['0', '#FFE98A'], ['1', '#F6C94A']]));
  for (let i = 0; i < 4; i++) s += rect(-w * 0.3 + i * 22, -h * 0.75 + (i % 2) * 30, 24, 24, '#fff', `opacity="0.5" rx="4" transform="rotate(${i * 20} ${-w * 0.3 + i * 22} ${-h * 0.7})"`);
  s += circle(w * 0.42, -h, 34, '#F6E25A', 'stroke="#E6C22A" stroke-width="6"') + path(`M${w * 0.42} ${-h - 30}V${-h + 30}M${w * 0.42 - 30} ${-h}H${w * 0.42 + 30}`, 'none', 'stroke="#FFF7C0" stroke-width="3"');
  s += rect(-w * 0.1, -h - 70, 10, 140, C.amber, 'rx="4" transform="rotate(-10 0 0)"');
  return s;
}

export function cookie({ r: rr = 60, seed = 10 } = {}) {
  const r = rng(seed);
  let s = ellipse(0, -rr * 0.25, rr, rr * 0.35, '#B8742E') + ellipse(0, -rr * 0.33, rr * 0.96, rr * 0.3, rad([[0, '#E9B56A'], [1, '#C8843A']]));
  for (let i = 0; i < 9; i++) s += ellipse(r.range(-rr * 0.7, rr * 0.7), -rr * 0.33 + r.range(-rr * 0.18, rr * 0.18), 7, 4, '#3E1E0E');
  return s;
}
export function brownie({ w = 120 } = {}) {
  return path(`M${-w / 2} -10L${-w / 2 + 20} ${-w * 0.5}L${w / 2 + 20} ${-w * 0.5}L${w / 2} -10Z`, '#4E2612') + rect(-w / 2, -40, w, 40, '#3A1C0C') +
    path(`M${-w / 2 + 20} ${-w * 0.5}q30 10 60 -2q30 8 60 0`, 'none', 'stroke="#6A3A1E" stroke-width="4"');
}

/** A dinner roll. */
export function roll({ w = 120 } = {}) {
  return ellipse(0, -w * 0.28, w * 0.5, w * 0.3, rad([[0, '#F6CB85'], [0.6, '#D88C3C'], [1, '#9E5722']], 0.4, 0.3, 0.7)) +
    path(`M${-w * 0.2} ${-w * 0.45}q${w * 0.2} ${w * 0.12} ${w * 0.4} 0`, 'none', 'stroke="#F8DFAE" stroke-width="5" stroke-linecap="round"');
}

/** A whole tri-tip / steak on a grill seen side-on, used in the sizzle scenes. */
export function steak({ w = 260, seed = 11, marks = true } = {}) {
  const r = rng(seed);
  const d = `M${-w / 2} -8C${-w / 2} ${-w * 0.2} ${-w * 0.1} ${-w * 0.26} ${w * 0.15} ${-w * 0.22}C${w * 0.4} ${-w * 0.18} ${w * 0.52} ${-w * 0.1} ${w / 2} -6Q${w * 0.45} 0 ${w * 0.35} 0L${-w * 0.42} 0Q${-w / 2} 0 ${-w / 2} -8Z`;
  let s = path(d, lin([[0, '#6A2C14'], [0.6, '#3E1808'], [1, '#1E0A04']]));
  if (marks) {
    let m = '';
    for (let i = 0; i < 6; i++) m += line(-w * 0.45 + i * w * 0.18, -w * 0.26, -w * 0.3 + i * w * 0.18, 0, '#140602', 9, 'opacity="0.7"');
    s += g(m, clip(`<path d="${d}"/>`));
  }
  for (let i = 0; i < 25; i++) s += circle(r.range(-w * 0.42, w * 0.42), r.range(-w * 0.18, -6), r.range(1.5, 4), '#C0602A', 'opacity="0.45"');
  s += path(`M${-w * 0.35} ${-w * 0.15}Q${0} ${-w * 0.24} ${w * 0.3} ${-w * 0.17}`, 'none', 'stroke="#E08A4A" stroke-width="5" opacity="0.45" stroke-linecap="round"');
  return s;
}

/** Raw cuts for the butcher case, seen from above. */
export function rawCut({ kind = 'steak', w = 150, seed = 12 } = {}) {
  const r = rng(seed);
  if (kind === 'steak') {
    const d = blob(0, 0, w * 0.5, w * 0.36, r, 8, 0.12);
    let s = path(d, '#F4E9DA') + path(blob(4, 4, w * 0.42, w * 0.29, r, 8, 0.1), rad([[0, '#D8443A'], [1, '#9E1E1E']]));
    for (let i = 0; i < 7; i++) s += path(`M${r.range(-w * 0.3, w * 0.2)} ${r.range(-w * 0.2, w * 0.2)}q${r.range(10, 30)} ${r.range(-10, 10)} ${r.range(20, 50)} ${r.range(-8, 8)}`, 'none', 'stroke="#F7D8D0" stroke-width="2" opacity="0.7"');
    return s;
  }
  if (kind === 'chop') {
    let s = path(blob(0, 0, w * 0.48, w * 0.34, r, 8, 0.1), '#F6E6DA') + path(blob(6, 2, w * 0.38, w * 0.27, r, 8, 0.1), rad([[0, '#F0A79A'], [1, '#D9786A']]));
    return s + rect(-w * 0.52, -8, w * 0.3, 16, '#FFF7EA', 'rx="8"');
  }
  if (kind === 'ground') {
    let s = path(blob(0, 0, w * 0.5, w * 0.35, r, 10, 0.08), '#C8423A');
    for (let i = 0; i < 60; i++) s += circle(r.range(-w * 0.42, w * 0.42), r.range(-w * 0.26, w * 0.26), 2.2, r.pick(['#E8877A', '#8E1E1A', '#F2B0A4']));
    return s;
  }
  if (kind === 'marinated') {
    let s = path(blob(0, 0, w * 0.52, w * 0.3, r, 8, 0.14), rad([[0, '#A02818'], [1, '#4E0E06']]));
    for (let i = 0; i < 14; i++) s += circle(r.range(-w * 0.4, w * 0.4), r.range(-w * 0.2, w * 0.2), 2.5, r.pick(['#3E7A2A', '#F2C84A', '#1E0A04']));
    return s + path(`M${-w * 0.3} ${-w * 0.1}q${w * 0.3} ${-w * 0.1} ${w * 0.55} 0`, 'none', 'stroke="#fff" stroke-width="4" opacity="0.3"');
  }
  if (kind === 'chicken') {
    let s = '';
    for (let i = 0; i < 3; i++) s += path(blob(-w * 0.3 + i * w * 0.3, r.range(-8, 8), w * 0.2, w * 0.28, r, 8, 0.12), '#F6D2BA', 'stroke="#E2A88C" stroke-width="3"');
    return s;
  }
  // links
  let s = '';
  for (let i = 0; i < 4; i++) s += at(0, -w * 0.3 + i * w * 0.2 + 20, 1, sausage({ len: w * 0.95, r: w * 0.08, col: i % 2 ? '#C0483A' : '#D9826A', marks: false }));
  return s;
}

export function pickle({ len = 150, rot = 0 } = {}) {
  let s = `<g transform="rotate(${rot})">` + rect(-len / 2, -32, len, 32, lin([[0, '#8DB04A'], [0.5, '#5E8A2A'], [1, '#3A5A18']]), 'rx="16"');
  for (let i = 0; i < 8; i++) s += circle(-len * 0.4 + i * len * 0.11, -22 + (i % 2) * 10, 3, '#A9C86A');
  return s + '</g>';
}

/** Juice box with a bendy straw. */
export function juiceBox({ h = 170, col = C.amber } = {}) {
  const w = h * 0.6;
  return shadow(0, 0, w * 0.6, 8) + rect(-w / 2, -h, w, h, col, 'rx="6"') + path(`M${w / 2} ${-h}l18 -14v${h - 14}l-18 14Z`, shade(col, -0.25)) +
    path(`M${-w / 2} ${-h}l18 -14h${w}l-18 14Z`, shade(col, 0.25)) + circle(0, -h * 0.5, w * 0.28, C.cream) + circle(0, -h * 0.5, w * 0.18, '#F26B3A') +
    path(`M${w * 0.25} ${-h - 10}V${-h - 60}l24 -20`, 'none', 'stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"');
}
export function appleSlices() {
  let s = '';
  for (let i = 0; i < 4; i++) s += at(i * 34 - 50, 0, 1, path('M-30 0Q-34 -40 0 -40Q34 -40 30 0Z', '#F8EED2') + path('M-30 0Q-34 -40 0 -40Q34 -40 30 0', 'none', 'stroke="#C8281E" stroke-width="7"'), -10 + i * 8);
  return s;
}
/** Iced tea in a tall glass with lemon. */
export function icedTea({ h = 240 } = {}) {
  const w = h * 0.42;
  return shadow(0, 0, w * 0.55, 8) + path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.44} 0L${-w * 0.44} 0Z`, '#fff', 'opacity="0.35"') +
    path(`M${-w * 0.48} ${-h * 0.82}L${w * 0.48} ${-h * 0.82}L${w * 0.44} -6L${-w * 0.44} -6Z`, lin([[0, '#C8702A'], [1, '#7A3410']])) +
    rect(-w * 0.3, -h * 0.7, 26, 26, '#fff', 'opacity="0.4" rx="4"') + rect(0, -h * 0.5, 24, 24, '#fff', 'opacity="0.35" rx="4"') +
    circle(-w * 0.45, -h, 30, '#F6E25A', 'stroke="#E6C22A" stroke-width="6"') + rect(w * 0.1, -h - 60, 9, 140, C.redHot, 'rx="4" transform="rotate(8 0 0)"');
}
/** Halved sandwiches on a platter, for catering trays. */
export function sandwichPlatter({ w = 560, seed = 13 } = {}) {
  let s = shadow(0, 0, w * 0.55, 16) + ellipse(0, -16, w / 2, w * 0.1, '#E6E8EB') + ellipse(0, -20, w * 0.47, w * 0.085, '#F8F9FA');
  const kinds = [['sourdough', ['turkey', 'lettuce']], ['wheat', ['ham', 'cheese', 'lettuce']], ['dutch', ['salami', 'roastbeef', 'lettuce']], ['roll', ['beef', 'tomato']]];
  for (let i = 0; i < 4; i++) {
    const [bread, layers] = kinds[i];
    s += at(-w * 0.3 + i * w * 0.2, -28 + (i % 2) * 6, 0.42, sandwich({ w: 300, bread, layers, seed: seed + i, topH: 0.26 }));
  }
  return s;
}
