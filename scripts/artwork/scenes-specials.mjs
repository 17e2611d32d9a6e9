// The daily specials' hero pictures, one per special, each in two crops:
// - wide (desktop): the headline and text sit on the left, so the food sits on the right half,
//   with a dark scrim on the left for the words;
// - phone: the picture is a band above the text (80% of the screen's width tall), so the food
//   is centered, large, and ends before the words start.
// Each special is a "plate" (the dish and its sides, drawn around a local origin at the bottom
// center, about 1100 x 620 at scale 1) on a setting (wall and table).
import { C, at, scrim, vignette, rect, lin } from './lib.mjs';
import * as F from './food.mjs';
import * as D from './dishes.mjs';
import * as P from './props.mjs';
import { stage, windowLight } from './scenes-food.mjs';

/** Size of each crop as written, and the canvas it is drawn on. */
export const SPECIAL_CROPS = {
  wide: { w: 1600, h: 900 },
  phone: { w: 828, h: 662 },
};

const sandwich = (o) => F.sandwich({ w: 380, ...o });

/** Each special: its setting and its plate. Keys are the file names. */
const PLATES = {
  'meatball-monday': {
    set: { wall: 'brick', top: '#8A5A34', seed: 49 },
    plate: () => at(330, -20, 1.15, F.fries({ seed: 50 })) + at(-20, 0, 1.3, P.tray({ w: 760, col: C.red })) +
      at(-40, -40, 1.75, sandwich({ bread: 'dutch', layers: ['meatballs', 'provolone'], seed: 51, topH: 0.28 })),
  },
  'tri-tip-tuesday': {
    set: { wall: 'darkwood', top: '#9A6A3E', seed: 53 },
    plate: () => at(300, -120, 0.75, D.triTip({ seed: 54, slices: 0 })) + at(440, -20, 1.1, F.drinkCup({ color: C.char })) + at(-390, -10, 0.95, F.bowl({ w: 250, fill: 'potato', seed: 56, color: '#FFFFFF', tilt: 0.18 })) +
      at(0, 0, 1.8, sandwich({ bread: 'sourdough', layers: ['beef', 'beef', 'jack', 'onion', 'sauce'], seed: 55, topH: 0.27 })),
  },
  'rib-night-wednesday': {
    set: { wall: 'brick', top: '#7A4A2A', seed: 150 },
    plate: () => at(-330, -30, 0.95, F.bowl({ w: 260, fill: 'slaw', seed: 151, color: '#FFFFFF', tilt: 0.18 })) + at(380, -30, 0.95, D.skillet({ w: 300, seed: 152 })) +
      at(20, 10, 1.55, P.plate({ w: 600 })) + at(20, -20, 1.35, F.ribs({ w: 460, bones: 7, seed: 153 })),
  },
  'pulled-pork-thursday': {
    set: { wall: 'chalk', top: '#A87A4A', seed: 57 },
    plate: () => at(400, -40, 1.2, F.drinkCup({ color: C.red })) + at(-380, -10, 1.0, F.tots({ seed: 58, w: 260 })) +
      at(10, 0, 1.8, sandwich({ bread: 'roll', layers: ['pulled', 'sauce', 'slaw'], seed: 59 })),
  },
  'hot-link-combo': {
    set: { wall: 'red', top: '#8A5A34', seed: 154, light: 0.25 },
    plate: () => at(380, -10, 0.95, F.bowl({ w: 270, fill: 'potato', seed: 155, color: '#FFFFFF', tilt: 0.18 })) +
      at(-60, -70, 1.45, D.linkInRoll({ link: 'hotlink', toppings: ['sauce', 'onion'], seed: 156 })) +
      at(-20, 10, 1.5, D.linkInRoll({ link: 'hotlink', toppings: ['sauce', 'peppers'], seed: 157 })),
  },
  'ball-tip-friday': {
    set: { wall: 'red', top: '#8A5A34', seed: 60, light: 0.25 },
    plate: () => at(-380, -40, 1.15, F.fries({ seed: 61 })) + at(410, -40, 1.2, F.drinkCup({ color: C.char })) +
      at(20, 0, 1.8, sandwich({ bread: 'dutch', layers: ['beef', 'beef', 'sauce', 'lettuce', 'tomato'], seed: 62, topH: 0.27 })),
  },
  'saturday-family-pack': {
    set: { wall: 'darkwood', top: '#B88A58', seed: 158 },
    plate: () => at(30, -150, 1.0, P.board({ w: 820, h: 80, seed: 159 })) + at(80, -200, 1.05, F.slicedRoast({ seed: 160, slices: 7, w: 520 })) +
      at(-400, 0, 1.05, F.bowl({ w: 260, fill: 'beans', seed: 161, color: C.red, tilt: 0.18 })) + at(420, 0, 1.05, F.bowl({ w: 260, fill: 'mac', seed: 162, color: '#FFFFFF', tilt: 0.18 })) +
      at(10, 10, 1.0, D.rollRow({ n: 6, w: 110 })),
  },
  'sunday-smoked-chicken': {
    set: { wall: 'darkwood', top: '#B88A58', seed: 63, light: 0.4 },
    plate: () => at(-390, -30, 0.95, F.bowl({ w: 240, fill: 'beans', seed: 65, color: C.red, tilt: 0.18 })) + at(410, -20, 0.95, F.bowl({ w: 240, fill: 'slaw', seed: 66, color: '#FFFFFF', tilt: 0.18 })) +
      at(0, 10, 1.2, P.plate({ w: 720 })) + at(-20, -30, 1.3, F.chickenHalf({ seed: 64 })) + at(300, 20, 1.0, F.roll({ w: 130 })),
  },
};

/** Draw one special in a crop: the wide one puts the plate right of the text, the phone one centers it. */
function draw(key, crop) {
  const { set, plate } = PLATES[key];
  const { w, h } = SPECIAL_CROPS[crop];
  if (crop === 'wide') {
    return stage(w, h, { ...set, ty: 0.55 }) + (key === 'sunday-smoked-chicken' ? windowLight(w, h) : '') +
      at(w * 0.7, h * 0.8, 0.72, plate()) + scrim(w, h, 'left', 0.55, 0.5) + vignette(w, h, 0.45);
  }
  return stage(w, h, { ...set, ty: 0.36 }) + at(w * 0.5, h * 0.76, 0.7, plate()) +
    rect(0, h * 0.7, w, h * 0.3, lin([[0, '#0F0D0C', 0], [1, '#0F0D0C', 0.9]])) + vignette(w, h, 0.35);
}

export const SPECIAL_KEYS = Object.keys(PLATES);
export const special = (key, crop) => () => draw(key, crop);
