// Stylized flat figures (or silhouettes) for team, family and guest scenes.
// Local origin at the feet; an adult stands about 400 units tall (hat included).
import { C, shade, rect, circle, ellipse, path, line, at } from './lib.mjs';
import { flameMark } from './props.mjs';

export const SKIN = ['#F3CFAE', '#E2B08A', '#C98E64', '#A06A48', '#774A32', '#5A3826'];
export const HAIR = ['#2A1A12', '#4A2E1C', '#8A5A2A', '#C9A06A', '#1A1A1A', '#B8B2AA'];

const ARM = {
  down: (sx) => [[sx * 1.12, -228], [sx * 1.06, -168]],
  forward: (sx) => [[sx * 1.25, -222], [sx * 0.45, -212]],
  up: (sx) => [[sx * 1.6, -335], [sx * 1.75, -405]],
  out: (sx) => [[sx * 1.75, -250], [sx * 2.5, -262]],
  hip: (sx) => [[sx * 1.9, -238], [sx * 1.15, -186]],
  raise: (sx) => [[sx * 1.7, -248], [sx * 1.55, -318]],
  reach: (sx) => [[sx * 1.6, -240], [sx * 2.3, -210]],
  shoulder: (sx) => [[sx * 1.5, -230], [sx * 0.4, -260]],
};

/** Things a figure can hold, drawn at the hand position. */
const HOLD = {
  tongs: (x, y, sx) => line(x, y, x + Math.sign(sx) * 70, y + 30, '#B9BFC6', 6, 'stroke-linecap="round"') + line(x, y, x + Math.sign(sx) * 74, y + 18, '#9AA0A8', 5, 'stroke-linecap="round"'),
  cleaver: (x, y, sx) => at(x, y, 0.45, `<g transform="scale(${Math.sign(sx) > 0 ? -1 : 1} 1)">` + rect(-10, -16, 70, 28, '#4A2A16', 'rx="8"') + rect(-110, -34, 100, 80, '#D6DADF', 'rx="6"') + '</g>', 0),
  plate: (x, y) => ellipse(x, y - 8, 56, 12, '#FFFFFF') + ellipse(x, y - 14, 34, 9, '#8E3416') + ellipse(x - 12, y - 18, 16, 7, C.bun),
  cup: (x, y) => rect(x - 12, y - 46, 24, 44, C.cream) + rect(x - 12, y - 34, 24, 12, C.red),
  glass: (x, y) => path(`M${x - 12} ${y - 50}L${x + 12} ${y - 50}L${x + 8} ${y - 6}L${x - 8} ${y - 6}Z`, '#F6D36A', 'opacity="0.9"'),
  flag: (x, y) => line(x, y + 10, x, y - 120, '#5A4A3A', 4) + rect(x, y - 120, 70, 44, C.redHot) + rect(x, y - 120, 30, 22, C.navy) + rect(x + 30, y - 106, 40, 6, '#fff') + rect(x, y - 92, 70, 6, '#fff'),
  box: (x, y) => rect(x - 60, y - 60, 120, 70, '#D9B98A', 'stroke="#A8874E" stroke-width="3"') + rect(x - 60, y - 36, 120, 10, C.red),
  sandwich: (x, y) => ellipse(x, y - 10, 34, 16, C.bun) + rect(x - 34, y - 6, 68, 8, '#8E3416'),
};

/**
 * A standing figure. Options: skin, hair, hairCol, shirt, pants, apron, hat, armL, armR,
 * holdL, holdR, beard, glasses, smile, dress, silhouette (a single color for everything).
 */
export function person(o = {}) {
  const sil = o.silhouette;
  const col = (c) => sil ?? c;
  const skin = col(o.skin ?? SKIN[1]);
  const hairCol = col(o.hairCol ?? HAIR[0]);
  const shirt = col(o.shirt ?? C.char);
  const pants = col(o.pants ?? '#2A3340');
  const apron = o.apron === undefined ? null : col(o.apron);
  const sleeve = shirt;
  let back = '', s = '';
  // legs or dress
  if (o.dress) s += path('M-40 -175L40 -175L62 -20L-62 -20Z', col(o.dress)) + rect(-26, -24, 14, 22, skin) + rect(12, -24, 14, 22, skin);
  else s += rect(-36, -178, 32, 170, pants, 'rx="12"') + rect(4, -178, 32, 170, pants, 'rx="12"');
  s += ellipse(-22, -6, 22, 9, col('#1A1A1A')) + ellipse(22, -6, 22, 9, col('#1A1A1A'));
  // torso
  s += path('M-48 -292Q-50 -305 -32 -306L32 -306Q50 -305 48 -292L40 -168L-40 -168Z', shirt);
  if (apron) {
    s += path('M-24 -292L24 -292L26 -262L38 -250L38 -108Q38 -100 30 -100L-30 -100Q-38 -100 -38 -108L-38 -250L-26 -262Z', apron);
    s += line(-22, -292, -12, -312, apron, 4) + line(22, -292, 12, -312, apron, 4);
    if (!sil) s += rect(-18, -214, 36, 26, shade(o.apron, -0.15), 'rx="4"') + at(0, -262, 0.32, flameMark(o.apronMark ?? C.amber));
  }
  // neck and head
  s += rect(-10, -318, 20, 18, skin);
  const hy = -346;
  if (o.hair === 'long' || o.hair === 'pony') back += path(`M-32 ${hy}Q-40 ${hy + 60} -28 ${hy + 80}L28 ${hy + 80}Q40 ${hy + 60} 32 ${hy}Z`, hairCol);
  s += circle(0, hy, 31, skin);
  if (o.hair === 'curly') for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    s += circle(Math.cos(a) * 28, hy - 6 + Math.sin(a) * 26, 13, hairCol);
  } else if (o.hair === 'bald') s += path(`M-31 ${hy}Q-33 ${hy + 14} -26 ${hy + 14}L-24 ${hy - 6}Z M31 ${hy}Q33 ${hy + 14} 26 ${hy + 14}L24 ${hy - 6}Z`, hairCol);
  else if (o.hair !== 'none') s += path(`M-32 ${hy + 4}Q-34 ${hy - 36} 0 ${hy - 34}Q34 ${hy - 36} 32 ${hy + 4}Q20 ${hy - 14} -4 ${hy - 14}Q-22 ${hy - 14} -32 ${hy + 4}Z`, hairCol);
  if (o.hair === 'bun') s += circle(0, hy - 38, 14, hairCol);
  if (o.hair === 'pony') s += path(`M26 ${hy - 20}Q58 ${hy} 40 ${hy + 50}Q36 ${hy + 10} 20 ${hy - 6}Z`, hairCol);
  // hats
  const hat = o.hat;
  const hatCol = col(o.hatCol ?? C.red);
  if (hat === 'cap') s += path(`M-32 ${hy - 4}Q-32 ${hy - 38} 0 ${hy - 38}Q32 ${hy - 38} 32 ${hy - 4}Z`, hatCol) + path(`M${o.capLeft ? -30 : 10} ${hy - 6}L${o.capLeft ? -60 : 62} ${hy - 2}Q${o.capLeft ? -58 : 60} ${hy - 12} ${o.capLeft ? -30 : 26} ${hy - 14}Z`, col(shade(o.hatCol ?? C.red, -0.25)));
  if (hat === 'paper') s += path(`M-34 ${hy - 10}L34 ${hy - 10}L28 ${hy - 40}L-28 ${hy - 40}Z`, col('#FFFFFF')) + rect(-34, hy - 16, 68, 8, col('#E6E0D6'));
  if (hat === 'sailor') s += path(`M-30 ${hy - 16}Q0 ${hy - 56} 30 ${hy - 16}Z`, col('#FFFFFF')) + rect(-36, hy - 20, 72, 9, col('#F0EEE8'), 'rx="4"');
  if (hat === 'cowboy') s += ellipse(0, hy - 18, 58, 10, hatCol) + path(`M-28 ${hy - 18}Q-30 ${hy - 58} 0 ${hy - 52}Q30 ${hy - 58} 28 ${hy - 18}Z`, hatCol);
  if (hat === 'beanie') s += path(`M-32 ${hy - 2}Q-32 ${hy - 42} 0 ${hy - 42}Q32 ${hy - 42} 32 ${hy - 2}Z`, hatCol) + rect(-33, hy - 10, 66, 12, col(shade(o.hatCol ?? C.red, -0.2)), 'rx="4"');
  // face
  if (!sil) {
    const look = o.look ?? 0;
    s += circle(-11 + look, hy + 2, 3.4, '#2A1A12') + circle(11 + look, hy + 2, 3.4, '#2A1A12');
    s += circle(-18 + look, hy + 12, 6, '#E8706A', 'opacity="0.25"') + circle(18 + look, hy + 12, 6, '#E8706A', 'opacity="0.25"');
    if (o.smile !== false) s += path(`M${-10 + look} ${hy + 14}Q${look} ${hy + 24} ${10 + look} ${hy + 14}`, 'none', 'stroke="#5A2A1A" stroke-width="3.4" stroke-linecap="round"');
    if (o.beard) s += path(`M-28 ${hy + 2}Q-26 ${hy + 40} 0 ${hy + 42}Q26 ${hy + 40} 28 ${hy + 2}Q20 ${hy + 26} 0 ${hy + 26}Q-20 ${hy + 26} -28 ${hy + 2}Z`, hairCol);
    if (o.mustache) s += path(`M${-14 + look} ${hy + 12}Q${look} ${hy + 4} ${14 + look} ${hy + 12}Q${look} ${hy + 10} ${-14 + look} ${hy + 12}Z`, hairCol, `stroke="${hairCol}" stroke-width="4"`);
    if (o.glasses) s += circle(-11 + look, hy + 2, 9, 'none', 'stroke="#2A2A2A" stroke-width="2.5"') + circle(11 + look, hy + 2, 9, 'none', 'stroke="#2A2A2A" stroke-width="2.5"') + line(-2 + look, hy + 2, 2 + look, hy + 2, '#2A2A2A', 2.5);
  }
  // arms (drawn last so they sit over the body)
  for (const [side, pose, hold] of [[-1, o.armL ?? 'down', o.holdL], [1, o.armR ?? 'down', o.holdR]]) {
    const sx = side * 40;
    const [el, hand] = ARM[pose](sx);
    s += path(`M${sx} -290L${el[0]} ${el[1]}L${hand[0]} ${hand[1]}`, 'none', `stroke="${sleeve}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"`);
    s += path(`M${(el[0] + hand[0]) / 2} ${(el[1] + hand[1]) / 2}L${hand[0]} ${hand[1]}`, 'none', `stroke="${o.shortSleeve === false ? sleeve : skin}" stroke-width="20" stroke-linecap="round"`);
    s += circle(hand[0], hand[1], 12, skin);
    if (hold) s += HOLD[hold](hand[0], hand[1], sx);
  }
  if (o.trayBoth) s += rect(-78, -236, 156, 14, col('#C9CDD2'), 'rx="5"') + (sil ? '' : o.trayBoth);
  return back + s;
}

/** A loose crowd of silhouettes along a baseline, for event backgrounds. */
export function crowd(x, y, n, { seed = 1, col = '#1A1412', scale = 0.6, spacing = 80 } = {}) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const k = ((i * 7919 + seed * 31) % 100) / 100;
    const pose = ['down', 'raise', 'hip', 'down', 'forward'][Math.floor(k * 5)];
    s += at(x + i * spacing + k * 20, y, scale * (0.85 + k * 0.3), person({
      silhouette: col, hair: ['short', 'long', 'bun', 'curly', 'cap'][i % 5] === 'cap' ? 'short' : ['short', 'long', 'bun', 'curly'][i % 4],
      hat: i % 5 === 2 ? 'cap' : undefined, armL: i % 3 ? 'down' : pose, armR: pose, dress: i % 4 === 1 ? col : undefined,
    }));
  }
  return s;
}
