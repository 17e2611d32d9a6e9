// More food for the menu's pictures (the items', and the categories' where they fit) and the
// specials: sandwiches on sliced bread, links in a roll, tri-tip, raw cuts seen from above,
// salads, sides, kids' plates, drinks and desserts. Like food.mjs, each draws around a local
// origin at the bottom center of the dish (where it sits on the table), except the top-down
// views, which are centered on the origin.
import {
  C, rng, shade, lin, rad, clip, blur, smooth, blob, g, at, rect, circle, ellipse, path, line, shadow,
} from './lib.mjs';
import { FILL, sausage } from './food.mjs';

// ---- sandwiches ------------------------------------------------------------------------
const LOAVES = {
  sourdough: { crust: '#B8803E', face: '#F3E3C0', dark: '#7E4E1E' },
  wheat: { crust: '#8A5428', face: '#D9B48A', dark: '#5A3012' },
  white: { crust: '#C8904A', face: '#FBF1DC', dark: '#8A5A26' },
  rye: { crust: '#5E3A1E', face: '#C9A67A', dark: '#3A2010' },
};

/** A slice of bread lying flat, seen slightly from above: its edge and its top face. */
function slice(w, y, loaf, r, { grilled = false, face = true } = {}) {
  const L = LOAVES[loaf];
  const th = w * 0.055, fh = w * 0.1;
  let s = rect(-w / 2, y - th, w, th, lin([[0, L.crust], [1, L.dark]]), `rx="${th / 2}"`);
  if (face) {
    const faceD = (hw, fhh, base) => `M${-hw + 6} ${base}C${-hw - 10} ${base - fhh} ${-hw * 0.6} ${base - fhh * 1.25} 0 ${base - fhh * 1.2}C${hw * 0.6} ${base - fhh * 1.25} ${hw + 10} ${base - fhh} ${hw - 6} ${base}Z`;
    const d = faceD(w / 2, fh, y - th);
    const top = grilled ? rad([[0, '#E9A850'], [0.7, '#C27A2A'], [1, '#8A4A16']], 0.5, 0.5, 0.6) : L.face;
    s += path(d, L.crust) + path(faceD(w / 2 - 12, fh - 8, y - th - 3), top);
    let tex = '';
    if (grilled) for (let i = 0; i < 5; i++) tex += line(-w * 0.36 + i * w * 0.17, y - th - fh * 1.05, -w * 0.3 + i * w * 0.17, y - th - 4, '#6A3410', 7, 'opacity="0.55" stroke-linecap="round"');
    else for (let i = 0; i < 40; i++) tex += circle(r.range(-w * 0.42, w * 0.42), r.range(y - th - fh * 1.05, y - th - 4), r.range(1, 2.6), L.dark, 'opacity="0.35"');
    s += g(tex, clip(`<path d="${d}"/>`));
  }
  return [s, th];
}

/** A sandwich on sliced bread, a frilled pick through it. layers: fillings from the bottom up. */
export function slicedSandwich({ w = 380, loaf = 'sourdough', layers = ['turkey', 'lettuce'], seed = 1, grilled = false, pick = true } = {}) {
  const r = rng(seed);
  let s = shadow(0, 2, w * 0.56, w * 0.05);
  const [bottom, bh] = slice(w, 0, loaf, r, { grilled, face: false });
  s += bottom;
  let y = -bh + 4;
  for (const l of layers) {
    const [svg, h] = FILL[l](w, y, r);
    s += svg;
    y -= h;
  }
  const [top, th] = slice(w * 1.01, y + 2, loaf, r, { grilled });
  s += top;
  if (pick) {
    const px = w * 0.12, py = y - th - w * 0.12;
    s += line(px, py - 30, px - 4, y + w * 0.1, '#E9D2A8', 5, 'stroke-linecap="round"');
    s += path(`M${px - 16} ${py - 30}l6 -22l6 14l6 -16l6 14l6 -14l2 24z`, C.redHot) + ellipse(px - 1, py - 28, 18, 6, shade(C.redHot, -0.2));
  }
  return s;
}

/** A grilled cheese cut corner to corner, the halves leaning on each other, cheese pulling. */
export function grilledCheese({ w = 300, seed = 2 } = {}) {
  const r = rng(seed);
  let s = shadow(0, 2, w * 0.8, w * 0.06);
  const half = (flip) => {
    const sx = flip ? -1 : 1;
    const tri = `M0 0L${sx * w * 0.7} 0L0 ${-w * 0.7}Z`;
    let h = path(tri, '#C27A2A') + path(`M${sx * 10} -10L${sx * (w * 0.7 - 28)} -10L${sx * 10} ${-(w * 0.7 - 28)}Z`, rad([[0, '#F2C060'], [1, '#D08A34']], 0.3, 0.7, 0.8));
    for (let i = 0; i < 4; i++) h += line(sx * (20 + i * w * 0.14), -14, sx * 14, -(20 + i * w * 0.14), '#8A4A16', 6, 'opacity="0.45" stroke-linecap="round"');
    return h;
  };
  // back half stands, front half leans
  s += at(-w * 0.18, -8, 1, half(false), -12);
  let cheese = '';
  for (let i = 0; i < 5; i++) cheese += path(`M${-w * 0.12 + i * 14} ${-w * 0.2 - i * 20}q${r.range(10, 30)} ${r.range(20, 40)} ${r.range(40, 70)} ${r.range(10, 30)}`, 'none', `stroke="${C.cheese}" stroke-width="${r.range(5, 9)}" stroke-linecap="round"`);
  s += cheese;
  s += at(w * 0.22, 0, 1, half(true), 8);
  s += path(`M${w * 0.2} -4L${w * 0.2 + 6} ${-w * 0.66}`, 'none', `stroke="${C.cheese}" stroke-width="10" stroke-linecap="round"`);
  return s;
}

/** A link in a split roll, side view: a Louisiana hot link or a kids' frank, with toppings. */
export function linkInRoll({ len = 420, link = 'hotlink', toppings = ['sauce', 'onion'], seed = 3 } = {}) {
  const r = rng(seed);
  const bh = len * 0.2;
  let s = shadow(0, 2, len * 0.56, len * 0.05);
  // back half of the roll, showing its soft inside
  s += path(`M${-len / 2} ${-bh * 0.4}Q${-len / 2} ${-bh * 1.25} ${-len / 2 + 50} ${-bh * 1.2}L${len / 2 - 50} ${-bh * 1.2}Q${len / 2} ${-bh * 1.25} ${len / 2} ${-bh * 0.4}Z`, lin([[0, '#E4A75A'], [0.25, '#F5DEB0'], [1, '#F5DEB0']]));
  const col = link === 'hotlink' ? '#9A2A16' : '#D9776A';
  s += at(len * 0.02, -bh * 0.5, 1, sausage({ len: len * 1.06, r: bh * 0.34, col, marks: link === 'hotlink' }));
  // front half of the roll
  s += path(`M${-len / 2} ${-bh * 0.62}L${len / 2} ${-bh * 0.62}L${len / 2} ${-bh * 0.3}Q${len / 2} 0 ${len / 2 - 40} 0L${-len / 2 + 40} 0Q${-len / 2} 0 ${-len / 2} ${-bh * 0.3}Z`, lin([[0, '#E7A85C'], [0.6, '#C8843A'], [1, '#9A5A22']]));
  s += path(`M${-len / 2 + 20} ${-bh * 0.55}Q0 ${-bh * 0.48} ${len / 2 - 20} ${-bh * 0.55}`, 'none', 'stroke="#F8D9A0" stroke-width="6" stroke-linecap="round" opacity="0.7"');
  const topY = -bh * 1.12;
  const zig = (colr, wd, phase = 0) => {
    const pts = [];
    for (let i = 0; i <= 14; i++) pts.push([-len * 0.42 + (i * len * 0.84) / 14, topY + (i % 2 ? -10 : 6) + phase]);
    return path(smooth(pts, false, 0.6), 'none', `stroke="${colr}" stroke-width="${wd}" stroke-linecap="round" stroke-linejoin="round"`);
  };
  for (const t of toppings) {
    if (t === 'sauce') s += zig('#5E140A', 14) + zig('#8E2A16', 6, -2);
    if (t === 'mustard') s += zig('#E8B418', 9, 4);
    if (t === 'ketchup') s += zig('#C8281A', 9, -6);
    if (t === 'onion') for (let i = 0; i < 22; i++) {
      const x = r.range(-len * 0.4, len * 0.4), y = topY + r.range(-12, 4);
      s += rect(x, y, 9, 7, '#F4EEF6', `rx="2" transform="rotate(${r.range(0, 90)} ${x} ${y})"`);
    }
    if (t === 'relish') for (let i = 0; i < 24; i++) s += circle(r.range(-len * 0.4, len * 0.4), topY + r.range(-10, 6), 4, r.pick(['#5E9A2A', '#7FB23A']));
    if (t === 'peppers') for (let i = 0; i < 8; i++) s += circle(r.range(-len * 0.38, len * 0.38), topY + r.range(-8, 4), 8, '#2E7A2A', 'stroke="#C8E08A" stroke-width="3"');
  }
  return s;
}

// ---- smoked meats ----------------------------------------------------------------------
/** A Santa Maria tri-tip: the peppery curved roast with its cut end and slices fanned in front. */
export function triTip({ w = 560, seed = 4, slices = 5 } = {}) {
  const r = rng(seed);
  const h = w * 0.26;
  let s = shadow(0, 0, w * 0.55, w * 0.06);
  // the whole roast: a long curved wedge, thick at the right, tapering to a tip at the left
  const d = `M${-w * 0.5} ${-h * 0.15}C${-w * 0.3} ${-h * 0.9} ${w * 0.1} ${-h * 1.25} ${w * 0.36} ${-h * 1.05}C${w * 0.5} ${-h * 0.95} ${w * 0.52} ${-h * 0.4} ${w * 0.42} 0L${-w * 0.38} 0Z`;
  s += path(d, lin([[0, '#3A1608'], [0.5, '#2A0E04'], [1, '#160602']], 0, 0, 1, 1));
  let tex = '';
  for (let i = 0; i < 160; i++) tex += circle(r.range(-w * 0.5, w * 0.5), r.range(-h * 1.2, 0), r.range(1.2, 3.2), r.pick(['#0A0301', '#6A3A1A', '#C8A070', '#0A0301']), 'opacity="0.8"');
  s += g(tex, clip(`<path d="${d}"/>`));
  s += path(`M${-w * 0.32} ${-h * 0.6}C${-w * 0.1} ${-h * 1.05} ${w * 0.15} ${-h * 1.12} ${w * 0.34} ${-h * 0.92}`, 'none', 'stroke="#B8602A" stroke-width="7" stroke-linecap="round" opacity="0.45"');
  // slices lying flat in a fan in front of the roast, seen from above: pink, a smoke ring, the crust
  for (let i = 0; i < slices; i++) {
    const x = -w * 0.34 + i * w * 0.16, y = h * 0.55 + Math.abs(i - (slices - 1) / 2) * -h * 0.08;
    const rx = w * 0.11, ry = h * 0.3;
    s += at(x, y, 1, ellipse(3, 5, rx, ry, '#000', 'opacity="0.3"') + ellipse(0, 0, rx, ry, '#1E0A04') + ellipse(0, 0, rx * 0.9, ry * 0.84, '#8E2A1E') +
      ellipse(0, 0, rx * 0.8, ry * 0.7, rad([[0, '#EAA494'], [1, '#C46C5A']])) + ellipse(-rx * 0.3, -ry * 0.3, rx * 0.25, ry * 0.12, '#fff', 'opacity="0.3"'), -30 + i * 15);
  }
  return s;
}

/** A heap of sliced smoked meat for a platter: slices overlapping in rows. */
export function slicePile({ w = 420, seed = 6 } = {}) {
  const r = rng(seed);
  let s = '';
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 6 - row; i++) {
      const x = -w * 0.4 + row * w * 0.08 + i * w * 0.16 + r.range(-6, 6);
      const y = -row * w * 0.055;
      const sw = w * 0.12, sh = w * 0.09;
      s += at(x, y, 1, ellipse(0, -sh, sw, sh, '#2A0E04') + ellipse(0, -sh, sw * 0.9, sh * 0.85, '#8E2A1E') + ellipse(0, -sh, sw * 0.8, sh * 0.75, rad([[0, '#E29A8A'], [1, '#B65E4C']])), r.range(-20, 20));
    }
  }
  return s;
}

// ---- raw cuts, seen from above (centered on the origin) ---------------------------------------
/** A ribeye: the eye, the cap, a fat seam and fine marbling. */
export function ribeye({ w = 420, seed = 7 } = {}) {
  const r = rng(seed);
  const outer = blob(0, 0, w * 0.5, w * 0.36, r, 10, 0.1);
  let s = path(outer, '#F6E6D6', `stroke="#E8CDB4" stroke-width="4"`);
  s += path(blob(-w * 0.06, w * 0.03, w * 0.44, w * 0.3, r, 10, 0.08), rad([[0, '#D03A34'], [1, '#9A1A1C']]));
  s += path(`M${w * 0.05} ${-w * 0.26}C${w * 0.22} ${-w * 0.1} ${w * 0.2} ${w * 0.12} ${w * 0.04} ${w * 0.26}`, 'none', 'stroke="#F6E6D6" stroke-width="12" stroke-linecap="round"');
  let marb = '';
  for (let i = 0; i < 26; i++) {
    const x = r.range(-w * 0.38, w * 0.3), y = r.range(-w * 0.22, w * 0.22);
    marb += path(`M${x} ${y}q${r.range(6, 16)} ${r.range(-8, 8)} ${r.range(14, 34)} ${r.range(-6, 6)}`, 'none', `stroke="#F7D8D0" stroke-width="${r.range(1.5, 3)}" opacity="0.75" stroke-linecap="round"`);
  }
  s += g(marb, clip(`<path d="${outer}"/>`));
  return s;
}

/** A marinated roast seen from above (ball tip or tri-tip), glossy with herbs and garlic. */
export function marinatedCut({ w = 440, shape = 'tri', seed = 8 } = {}) {
  const r = rng(seed);
  const d = shape === 'tri'
    ? `M${-w * 0.5} ${w * 0.16}C${-w * 0.3} ${-w * 0.18} ${w * 0.2} ${-w * 0.3} ${w * 0.48} ${-w * 0.12}C${w * 0.56} ${0} ${w * 0.4} ${w * 0.2} ${w * 0.2} ${w * 0.2}Z`
    : blob(0, 0, w * 0.44, w * 0.3, r, 9, 0.12);
  let s = path(d, '#3A0A06', `transform="translate(6 8)" opacity="0.5" ${blur(6)}`) + path(d, rad([[0, '#A0281A'], [0.7, '#6A120A'], [1, '#3E0804']], 0.4, 0.4, 0.7));
  let tex = '';
  for (let i = 0; i < 40; i++) tex += circle(r.range(-w * 0.45, w * 0.45), r.range(-w * 0.28, w * 0.22), r.range(1.5, 3.5), r.pick(['#2A0A04', '#E8B040', '#3E7A2A']), 'opacity="0.85"');
  for (let i = 0; i < 5; i++) tex += path(`M${r.range(-w * 0.3, w * 0.2)} ${r.range(-w * 0.15, w * 0.1)}q${r.range(20, 50)} ${r.range(-20, 20)} ${r.range(60, 100)} ${r.range(-10, 10)}`, 'none', 'stroke="#fff" stroke-width="4" opacity="0.25" stroke-linecap="round"');
  s += g(tex, clip(`<path d="${d}"/>`));
  return s;
}

/** A sprig of rosemary, centered, pointing right. */
export function rosemary({ len = 200, rot = 0 } = {}) {
  let s = line(-len / 2, 0, len / 2, 0, '#5A4A2A', 4, 'stroke-linecap="round"');
  for (let i = 0; i < 14; i++) {
    const x = -len / 2 + 10 + (i * (len - 20)) / 14;
    s += path(`M${x} 0l14 -16`, 'none', 'stroke="#3E6A3A" stroke-width="5" stroke-linecap="round"') + path(`M${x + 4} 0l14 16`, 'none', 'stroke="#4E7A42" stroke-width="5" stroke-linecap="round"');
  }
  return `<g transform="rotate(${rot})">${s}</g>`;
}
export function garlicClove({ s: k = 1, rot = 0 } = {}) {
  return `<g transform="rotate(${rot}) scale(${k})">` + path('M-22 6C-26 -10 -8 -22 10 -18C24 -14 26 0 18 8C8 14 -18 16 -22 6Z', '#F8F0E0', 'stroke="#E0D0B4" stroke-width="3"') + '</g>';
}

/** Raw house sausages in a chain, twisted between links; centered. */
export function rawLinks({ n = 5, len = 150, rr = 26, seed = 9, col = '#D87A6A' } = {}) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = (i - (n - 1) / 2) * (len * 0.96), y = Math.sin(i * 1.3) * 18;
    s += at(x, y + rr, 1, sausage({ len, r: rr, col, marks: false, rot: r.range(-8, 8) }));
    for (let k = 0; k < 10; k++) s += circle(x + r.range(-len * 0.4, len * 0.4), y + r.range(-rr * 0.6, rr * 0.6), 2.5, r.pick(['#F4C0B0', '#8E2A1A', '#F8E6D8']), 'opacity="0.8"');
    if (i < n - 1) s += circle(x + len * 0.48, y + 6, 7, shade(col, -0.25));
  }
  return s;
}

/** Fresh ground chuck: a heaped mound and two formed patties; centered. */
export function groundChuck({ w = 420, seed = 10 } = {}) {
  const r = rng(seed);
  let s = '';
  const mound = (x, y, rx, ry) => {
    let m = path(blob(x, y, rx, ry, r, 12, 0.08), '#B8322C');
    for (let i = 0; i < rx * 1.1; i++) {
      const px = x + r.range(-rx * 0.85, rx * 0.85), py = y + r.range(-ry * 0.8, ry * 0.8);
      m += path(`M${px} ${py}q4 -5 8 0q4 5 8 0`, 'none', `stroke="${r.pick(['#E8877A', '#8E1E1A', '#F2B0A4', '#D04A40'])}" stroke-width="3" stroke-linecap="round"`);
    }
    return m;
  };
  s += mound(-w * 0.18, 0, w * 0.3, w * 0.22);
  for (const [x, y] of [[w * 0.3, -w * 0.12], [w * 0.33, w * 0.16]]) {
    s += circle(x, y, w * 0.15, '#A82A24') + circle(x, y, w * 0.13, '#C23A32');
    for (let i = 0; i < 24; i++) s += circle(x + r.range(-w * 0.1, w * 0.1), y + r.range(-w * 0.1, w * 0.1), 2, r.pick(['#E8877A', '#8E1E1A', '#F2B0A4']));
  }
  return s;
}

/** Sheet of butcher paper, slightly crumpled, centered. */
export function butcherPaper({ w = 900, h = 600, seed = 11, col = '#F4EADA' } = {}) {
  const r = rng(seed);
  let s = path(`M${-w / 2} ${-h / 2 + 10}L${w / 2 - 14} ${-h / 2}L${w / 2} ${h / 2 - 8}L${-w / 2 + 10} ${h / 2}Z`, col, `stroke="${shade(col, -0.1)}" stroke-width="3"`);
  for (let i = 0; i < 8; i++) s += line(r.range(-w / 2, w / 2), r.range(-h / 2, h / 2), r.range(-w / 2, w / 2), r.range(-h / 2, h / 2), shade(col, -0.06), 3, 'opacity="0.6"');
  return s;
}

// ---- salads and sides --------------------------------------------------------------------
/** A wedge of lemon, side view. */
export function lemonWedge({ w = 90, rot = 0 } = {}) {
  return `<g transform="rotate(${rot})">` + path(`M${-w / 2} 0A${w / 2} ${w * 0.45} 0 0 1 ${w / 2} 0Z`, '#F6D84A') + path(`M${-w * 0.42} -4A${w * 0.42} ${w * 0.36} 0 0 1 ${w * 0.42} -4Z`, '#FBF0A0') +
    path(`M0 -4L${-w * 0.25} ${-w * 0.28}M0 -4L0 ${-w * 0.36}M0 -4L${w * 0.25} ${-w * 0.28}`, 'none', 'stroke="#F6D84A" stroke-width="3"') + '</g>';
}
export function lemon({ w = 110 } = {}) {
  return shadow(0, 0, w * 0.5, 8) + ellipse(0, -w * 0.36, w / 2, w * 0.36, rad([[0, '#FFF07A'], [0.7, '#F2CC2A'], [1, '#C89A10']], 0.35, 0.3, 0.8)) +
    ellipse(w * 0.5, -w * 0.38, 8, 6, '#D8B018') + ellipse(-w * 0.18, -w * 0.5, w * 0.12, w * 0.05, '#fff', 'opacity="0.45"');
}
/** A block of parmesan with a few shavings. */
export function parmesan({ w = 110 } = {}) {
  return shadow(0, 0, w * 0.55, 8) + path(`M${-w / 2} 0L${w / 2} 0L${w * 0.3} ${-w * 0.55}L${-w * 0.45} ${-w * 0.4}Z`, '#F4E2A8') + path(`M${w * 0.3} ${-w * 0.55}L${w / 2} 0L${w * 0.56} -6L${w * 0.38} ${-w * 0.56}Z`, '#D8B86A') +
    path(`M${-w * 0.45} ${-w * 0.4}L${w * 0.3} ${-w * 0.55}L${w * 0.38} ${-w * 0.56}L${-w * 0.4} ${-w * 0.44}Z`, '#E8C878');
}
/** A glass cruet of vinaigrette. */
export function cruet({ h = 220 } = {}) {
  const w = h * 0.42;
  return shadow(0, 0, w * 0.6, 8) + path(`M${-w / 2} -8Q${-w / 2} 0 ${-w / 2 + 8} 0L${w / 2 - 8} 0Q${w / 2} 0 ${w / 2} -8L${w / 2} ${-h * 0.45}Q${w / 2} ${-h * 0.6} ${w * 0.14} ${-h * 0.7}L${w * 0.14} ${-h * 0.88}L${-w * 0.14} ${-h * 0.88}L${-w * 0.14} ${-h * 0.7}Q${-w / 2} ${-h * 0.6} ${-w / 2} ${-h * 0.45}Z`, '#FFFFFF', 'opacity="0.4" stroke="#fff" stroke-width="3"') +
    rect(-w / 2 + 4, -h * 0.42, w - 8, h * 0.42 - 4, lin([[0, '#E8C04A'], [0.5, '#C89A2A'], [0.52, '#A8703A'], [1, '#8A5020']]), 'rx="6"') +
    rect(-w * 0.16, -h, w * 0.32, h * 0.14, '#8A5A34', 'rx="5"') + rect(-w * 0.34, -h * 0.66, 8, h * 0.55, '#fff', 'opacity="0.35" rx="4"');
}
/** A cast-iron skillet of baked beans (or anything given as inner), side view. */
export function skillet({ w = 320, seed = 12, fill = 'beans' } = {}) {
  const r = rng(seed);
  const h = w * 0.22, ry = w * 0.12;
  let s = shadow(0, 0, w * 0.6, 12);
  s += rect(w * 0.45, -h * 0.95, w * 0.32, 22, '#1E1C1B', 'rx="10" transform="rotate(-8 ' + w * 0.45 + ' ' + -h + ')"');
  s += path(`M${-w / 2} ${-h}L${w / 2} ${-h}Q${w * 0.48} 0 ${w * 0.4} 0L${-w * 0.4} 0Q${-w * 0.48} 0 ${-w / 2} ${-h}Z`, lin([[0, '#3A3634'], [1, '#141210']]));
  s += ellipse(0, -h, w / 2, ry, '#2A2624') + ellipse(0, -h, w * 0.46, ry * 0.82, fill === 'beans' ? '#5E1A0C' : '#C8702A');
  let tex = '';
  const cp = clip(`<ellipse cx="0" cy="${-h}" rx="${w * 0.46}" ry="${ry * 0.82}"/>`);
  for (let i = 0; i < 140; i++) {
    const x = r.range(-w * 0.45, w * 0.45), y = -h + r.range(-ry, ry);
    tex += ellipse(x, y, 7, 4.5, r.pick(['#8E3218', '#A4401E', '#6A200E', '#C0502A']), `transform="rotate(${r.range(0, 180)} ${x} ${y})"`);
    if (i % 12 === 0) tex += rect(x, y - 4, 18, 9, '#8E2A1A', 'rx="3" stroke="#F0C6A8" stroke-width="2"');
  }
  s += g(tex, cp);
  s += path(`M${-w * 0.3} ${-h - ry * 0.2}Q0 ${-h - ry * 0.9} ${w * 0.3} ${-h - ry * 0.3}`, 'none', 'stroke="#fff" stroke-width="4" opacity="0.18" stroke-linecap="round"');
  return s;
}
/** A pleated paper cup of coleslaw or a sauce, side view. */
export function paperCup({ w = 200, seed = 13, fill = 'slaw' } = {}) {
  const r = rng(seed);
  const h = w * 0.55;
  let s = shadow(0, 0, w * 0.5, 8);
  const mound = `M${-w * 0.48} ${-h}Q0 ${-h - w * 0.32} ${w * 0.48} ${-h}Z`;
  s += path(mound, fill === 'slaw' ? '#F2EEDC' : '#B8281A');
  let tex = '';
  for (let i = 0; i < 70; i++) {
    const x = r.range(-w * 0.46, w * 0.46), y = r.range(-h - w * 0.25, -h);
    tex += fill === 'slaw' ? line(x, y, x + r.range(-12, 12), y + r.range(-4, 4), r.pick(['#9BC46A', '#B7D98A', '#8E4C8A', '#E8A24A', '#FFFFFF']), 3.2, 'stroke-linecap="round"') : '';
  }
  s += g(tex, clip(`<path d="${mound}"/>`));
  const body = `M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.38} 0L${-w * 0.38} 0Z`;
  s += path(body, '#FFFFFF');
  let pleats = '';
  for (let i = 0; i < 14; i++) pleats += line(-w / 2 + (i * w) / 13, -h, -w * 0.38 + (i * w * 0.76) / 13, 0, '#D8D2C6', 3);
  return s + pleats + rect(-w / 2 - 4, -h - 4, w + 8, 10, '#F4F1EC', 'rx="4"');
}

/** Breaded chicken strips in a paper-lined basket, with a cup of ketchup. */
export function stripsBasket({ w = 380, seed = 14 } = {}) {
  const r = rng(seed);
  let s = shadow(0, 0, w * 0.55, 14);
  for (let i = 0; i < 5; i++) {
    const x = -w * 0.3 + i * w * 0.15, y = -w * 0.2 - (i % 2) * 16, rot = -48 + i * 24;
    const strip = `M${x - 24} ${y + 40}C${x - 40} ${y - 40} ${x - 16} ${y - 150} ${x + 8} ${y - 140}C${x + 34} ${y - 130} ${x + 30} ${y + 10} ${x + 22} ${y + 40}Z`;
    let crumb = '';
    for (let k = 0; k < 26; k++) crumb += circle(x + r.range(-22, 22), y + r.range(-130, 30), r.range(1.8, 3.2), r.pick(['#A8621E', '#F8D890', '#8A4A16']));
    s += g(path(strip, rad([[0, '#F4C068'], [0.7, '#C8802E'], [1, '#8A4A16']], 0.4, 0.3, 0.8)) + crumb, `transform="rotate(${rot} ${x} ${y + 30})"`);
  }
  const bw = w, bh = w * 0.24;
  const basket = `M${-bw / 2} ${-bh}L${bw / 2} ${-bh}L${bw * 0.42} 0L${-bw * 0.42} 0Z`;
  let weave = '';
  for (let i = 0; i < 12; i++) weave += line(-bw / 2 + i * (bw / 11), -bh, -bw * 0.42 + i * (bw * 0.84 / 11), 0, '#7A1A14', 3, 'opacity="0.5"');
  s += path(basket, C.redHot) + g(weave, clip(`<path d="${basket}"/>`)) + rect(-bw / 2 - 4, -bh - 6, bw + 8, 12, shade(C.redHot, -0.2), 'rx="5"');
  s += at(w * 0.62, 0, 1, ramekin({ w: 110, fill: '#C8281A' }));
  return s;
}
/** A little ramekin of sauce. */
export function ramekin({ w = 120, fill = '#C8281A', col = '#FFFFFF' } = {}) {
  const h = w * 0.45;
  return shadow(0, 0, w * 0.55, 6) + path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.42} 0L${-w * 0.42} 0Z`, col) +
    ellipse(0, -h, w / 2, w * 0.14, shade(col, -0.1)) + ellipse(0, -h, w * 0.44, w * 0.11, fill) + ellipse(-w * 0.14, -h - 3, w * 0.12, w * 0.03, '#fff', 'opacity="0.4"');
}

// ---- drinks and desserts -----------------------------------------------------------------
/** Lemonade in a mason jar with lemon wheels, ice and mint. */
export function masonLemonade({ h = 300, seed = 15 } = {}) {
  const r = rng(seed);
  const w = h * 0.52;
  let s = shadow(0, 0, w * 0.6, 10);
  s += rect(-w / 2, -h, w, h, '#FFFFFF', 'opacity="0.3" rx="18"');
  s += rect(-w / 2 + 6, -h * 0.86, w - 12, h * 0.86 - 6, lin([[0, '#FFF2A0'], [1, '#F6C94A']]), 'rx="14"');
  for (let i = 0; i < 5; i++) s += rect(r.range(-w * 0.36, w * 0.2), r.range(-h * 0.8, -h * 0.2), 30, 30, '#fff', `opacity="0.45" rx="5" transform="rotate(${r.range(0, 40)})"`);
  for (let i = 0; i < 2; i++) s += circle(-w * 0.15 + i * w * 0.3, -h * 0.45 - i * h * 0.2, w * 0.2, '#F6E25A', 'stroke="#E6C22A" stroke-width="5" opacity="0.9"');
  for (let y = -h + 14; y < -h * 0.9; y += 8) s += line(-w / 2 - 2, y, w / 2 + 2, y, '#C9CDD2', 4);
  s += rect(-w / 2 - 4, -h - 16, w + 8, 26, lin([[0, '#E0E4E8'], [1, '#A8AFB8']]), 'rx="5"');
  s += rect(w * 0.1, -h - 90, 14, 140, '#F2F2F2', 'rx="6" transform="rotate(10 0 0)"') + rect(w * 0.1, -h - 70, 14, 16, C.redHot, 'transform="rotate(10 0 0)"');
  s += path(`M${-w * 0.1} ${-h - 10}q-30 -40 -10 -60q20 10 10 60z`, '#4E9A3A') + path(`M${-w * 0.05} ${-h - 10}q30 -34 50 -30q-6 26 -50 30z`, '#5EAA42');
  s += rect(-w * 0.38, -h * 0.8, 10, h * 0.7, '#fff', 'opacity="0.35" rx="5"');
  return s;
}
/** A tall fountain cup with ice and beads of condensation. */
export function fountainCup({ h = 320, seed = 16, col = C.redHot } = {}) {
  const r = rng(seed);
  const w = h * 0.6;
  let s = shadow(0, 0, w * 0.5, 10);
  s += rect(w * 0.05, -h - 110, 16, 150, '#FFFFFF', 'rx="6" transform="rotate(8 0 0)"') + rect(w * 0.05, -h - 100, 16, 26, col, 'transform="rotate(8 0 0)"');
  const body = `M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.38} 0L${-w * 0.38} 0Z`;
  s += path(body, lin([[0, C.cream], [1, '#E1D6C6']], 0, 0, 1, 0));
  let band = rect(-w, -h * 0.72, w * 2, h * 0.4, col);
  band += at(0, -h * 0.38, 1.3, `<path d="M0 0C-26 0 -30 -26 -18 -40C-14 -30 -8 -28 -6 -30C-10 -46 0 -58 10 -64C6 -50 26 -42 24 -20C24 -8 14 0 0 0Z" fill="${C.cream}"/>`);
  for (let i = 0; i < 18; i++) band += ellipse(r.range(-w * 0.45, w * 0.45), r.range(-h * 0.95, -h * 0.1), 3, 4.5, '#fff', 'opacity="0.55"');
  s += g(band, clip(`<path d="${body}"/>`));
  s += rect(-w * 0.55, -h - 18, w * 1.1, 24, '#F4F1EC', 'rx="8"') + path(`M${-w * 0.46} ${-h - 18}Q0 ${-h - 54} ${w * 0.46} ${-h - 18}Z`, '#ECE7E0');
  return s;
}
/** A cookie seen from above and a little to the side, with chips; lying flat. */
export function bigCookie({ rr = 120, seed = 17 } = {}) {
  const r = rng(seed);
  const d = blob(0, -rr * 0.3, rr, rr * 0.42, r, 12, 0.05);
  let s = shadow(0, 0, rr, rr * 0.1) + ellipse(0, -rr * 0.2, rr, rr * 0.4, '#A8642A') + path(d, rad([[0, '#F0C07A'], [0.8, '#D08A3E'], [1, '#B06A2A']]));
  let chips = '';
  for (let i = 0; i < 14; i++) chips += path(blob(r.range(-rr * 0.75, rr * 0.75), -rr * 0.3 + r.range(-rr * 0.28, rr * 0.28), 11, 7, r, 6, 0.3), '#3A1A0A');
  for (let i = 0; i < 10; i++) chips += path(`M${r.range(-rr * 0.7, rr * 0.6)} ${-rr * 0.3 + r.range(-rr * 0.25, rr * 0.25)}l${r.range(8, 20)} ${r.range(-4, 4)}`, 'none', 'stroke="#9A5A22" stroke-width="3" opacity="0.6"');
  s += g(chips, clip(`<path d="${d}"/>`));
  return s;
}
/** Glass of milk. */
export function milk({ h = 220 } = {}) {
  const w = h * 0.45;
  return shadow(0, 0, w * 0.6, 8) + path(`M${-w / 2} ${-h}L${w / 2} ${-h}L${w * 0.44} 0L${-w * 0.44} 0Z`, '#FFFFFF', 'opacity="0.35"') +
    path(`M${-w * 0.48} ${-h * 0.85}L${w * 0.48} ${-h * 0.85}L${w * 0.44} -6L${-w * 0.44} -6Z`, lin([[0, '#FFFFFF'], [1, '#EDE8DE']], 0, 0, 1, 0)) + rect(-w * 0.36, -h * 0.8, 10, h * 0.7, '#fff', 'opacity="0.8" rx="5"');
}
/** Peach cobbler in a little cast-iron dish, with a scoop of vanilla melting on top. */
export function cobbler({ w = 340, seed = 18 } = {}) {
  const r = rng(seed);
  const h = w * 0.26, ry = w * 0.13;
  let s = shadow(0, 0, w * 0.55, 10);
  s += path(`M${-w / 2} ${-h}L${w / 2} ${-h}Q${w * 0.48} 0 ${w * 0.4} 0L${-w * 0.4} 0Q${-w * 0.48} 0 ${-w / 2} ${-h}Z`, lin([[0, '#3A3634'], [1, '#141210']]));
  s += ellipse(0, -h, w / 2, ry, '#2A2624') + ellipse(0, -h, w * 0.46, ry * 0.82, '#E8862E');
  let tex = '';
  for (let i = 0; i < 12; i++) {
    const x = r.range(-w * 0.4, w * 0.4), y = -h + r.range(-ry * 0.7, ry * 0.7);
    tex += path(`M${x - 22} ${y}q22 -16 44 0q-22 8 -44 0z`, r.pick(['#F6A04A', '#F2B660', '#E87A2A']));
  }
  for (let i = 0; i < 14; i++) tex += path(blob(r.range(-w * 0.4, w * 0.4), -h + r.range(-ry * 0.6, ry * 0.6), 22, 12, r, 7, 0.3), r.pick(['#E8B86A', '#D89A48', '#F2CC84']));
  for (let i = 0; i < 30; i++) tex += circle(r.range(-w * 0.42, w * 0.42), -h + r.range(-ry * 0.7, ry * 0.7), 2, '#8A4A16');
  s += g(tex, clip(`<ellipse cx="0" cy="${-h}" rx="${w * 0.46}" ry="${ry * 0.82}"/>`));
  // the scoop, and the cream running off it
  s += path(`M${-w * 0.2} ${-h - 6}q${w * 0.06} ${ry * 0.6} ${w * 0.12} 0q${w * 0.08} ${ry * 0.5} ${w * 0.16} 0q${w * 0.05} ${ry * 0.4} ${w * 0.1} 0Z`, '#FFF8E8');
  s += path(blob(0, -h - w * 0.12, w * 0.17, w * 0.13, r, 10, 0.1), rad([[0, '#FFFFFF'], [1, '#F2E6CC']], 0.4, 0.3, 0.8));
  for (let i = 0; i < 8; i++) s += circle(r.range(-w * 0.1, w * 0.1), -h - w * 0.12 + r.range(-w * 0.06, w * 0.06), 1.8, '#3A2A1A', 'opacity="0.6"');
  s += rect(w * 0.42, -h * 0.9, w * 0.2, 16, '#1E1C1B', 'rx="8"');
  return s;
}
/** A fanned-out stack of dinner rolls in a row, side view. */
export function rollRow({ n = 6, w = 110 } = {}) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = (i - (n - 1) / 2) * w * 0.78, y = i % 2 ? -w * 0.14 : 0;
    s += at(x, y, 1, ellipse(0, -w * 0.28, w * 0.5, w * 0.3, rad([[0, '#F6CB85'], [0.6, '#D88C3C'], [1, '#9E5722']], 0.4, 0.3, 0.7)) +
      path(`M${-w * 0.2} ${-w * 0.45}q${w * 0.2} ${w * 0.12} ${w * 0.4} 0`, 'none', 'stroke="#F8DFAE" stroke-width="5" stroke-linecap="round"'));
  }
  return s;
}
