// One picture per menu item, for the item cards (3:2). Each category keeps its own setting (wall,
// table, cloth) so a page reads as one set, while the food in front changes from item to item:
// a different sandwich, cut, side, salad, drink or dessert, centered and large so it reads as a
// thumbnail. Every scene is drawn on a 1200 x 800 canvas; make-artwork.mjs writes it smaller.
import { C, rng, lin, rect, ellipse, at, path, vignette, circle, line, g } from './lib.mjs';
import * as F from './food.mjs';
import * as D from './dishes.mjs';
import * as P from './props.mjs';
import { stage, backdrop, paper, rays, confetti, cookieStack } from './scenes-food.mjs';

export const ITEM_CANVAS = { w: 1200, h: 800 };

// ---- the category settings -------------------------------------------------------------
const SET = {
  pit: (seed) => stage(1200, 800, { wall: 'darkwood', top: '#9A6A3E', seed, ty: 0.52 }),
  deli: (seed) => stage(1200, 800, { wall: 'tiles', top: '#B88A58', seed, light: 0.2, ty: 0.5 }) + paper(90, 520, 1020, 260, -2),
  garden: (seed) => stage(1200, 800, { wall: 'sage', top: '#C9A474', seed, light: 0.25, ty: 0.5 }),
  smokehouse: (seed) => stage(1200, 800, { wall: 'brick', top: '#8A5A34', seed, ty: 0.5 }) + paper(60, 470, 1080, 310, 1.5),
  chalk: (seed) => stage(1200, 800, { wall: 'chalk', top: '#A87A4A', seed, ty: 0.5 }),
  diner: (seed) => stage(1200, 800, { wall: 'red', top: '#8A5A34', seed, light: 0.2, ty: 0.55 }),
  family: (seed) => stage(1200, 800, { wall: 'darkwood', top: '#B88A58', ty: 0.42, seed }) + P.checkerCloth(0, 340, 1200, 460, { col: C.red, size: 70 }) +
    rect(0, 340, 1200, 460, lin([[0, '#000', 0.1], [1, '#000', 0.35]])),
  kids: (seed) => rect(0, 0, 1200, 800, lin([[0, '#FFE3A6'], [1, C.amber]])) + rays(600, 280, 1200, '#fff', 0.18, 20) + confetti(1200, 560, 26, seed) +
    rect(0, 520, 1200, 280, '#C0282A') + P.checkerCloth(0, 532, 1200, 268, { col: C.redHot, size: 56 }),
  sweets: (seed) => stage(1200, 800, { wall: 'amber', top: '#8A5A34', seed, light: 0.1, ty: 0.5 }),
  // The butcher's items are raw cuts seen from above on a board laid on the counter's steel.
  board: (seed) => backdrop(1200, 800, 'tiles', seed) + rect(0, 0, 1200, 800, lin([[0, '#8A9099'], [1, '#5A6068']]), 'opacity="0.85"') +
    rect(70, 50, 1060, 700, '#6A3E1E', 'rx="36"') + rect(80, 56, 1040, 680, lin([[0, '#C08A55'], [1, '#A06E3E']]), 'rx="32"') + grainLines(seed),
};
function grainLines(seed) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < 22; i++) {
    const y = 80 + i * 30 + r.range(-6, 6);
    s += path(`M100 ${y}C400 ${y + r.range(-10, 10)} 800 ${y + r.range(-10, 10)} 1100 ${y}`, 'none', 'stroke="#8A5A30" stroke-width="2" opacity="0.35"');
  }
  return s;
}
const finish = (body, v = 0.4) => body + vignette(1200, 800, v);
const sandwich = (o) => F.sandwich({ w: 380, ...o });

// ---- the items, by category file and item name --------------------------------------------
export const ITEMS = {
  'bbq-sandwiches': {
    'Famous Ball Tip Sandwich': () => finish(SET.pit(201) + at(960, 470, 0.9, F.slicedRoast({ seed: 202 })) +
      at(560, 750, 1.8, sandwich({ bread: 'roll', layers: ['beef', 'beef', 'sauce', 'lettuce', 'tomato'], seed: 203, topH: 0.26 }))),
    'BBQ Beef': () => finish(SET.pit(204) + at(1040, 500, 0.85, P.sauceBottle({ heat: 2, cap: C.redHot })) +
      at(560, 740, 2.0, sandwich({ bread: 'sesame', layers: ['shredded', 'sauce'], seed: 205, topH: 0.32 })) + at(1000, 760, 0.9, F.pickle({ len: 200, rot: -6 }))),
    'Pulled Pork': () => finish(SET.pit(206) + at(170, 490, 0.8, P.sauceBottle({ heat: 1, cap: C.amber })) +
      at(620, 740, 2.0, sandwich({ bread: 'roll', layers: ['pulled', 'sauce', 'slaw'], seed: 207 }))),
    'Louisiana Style Hot Link': () => finish(SET.pit(208) + at(980, 760, 1.0, P.chili({ len: 170, rot: -8 })) + at(260, 760, 0.9, P.chili({ len: 140, col: '#E0781E', rot: 10 })) +
      at(600, 680, 2.1, D.linkInRoll({ link: 'hotlink', toppings: ['sauce', 'onion'], seed: 209 }))),
    'Grilled Chicken Breast': () => finish(SET.pit(210) + at(1010, 740, 1.0, D.lemonWedge({ w: 120 })) +
      at(580, 740, 2.0, sandwich({ bread: 'wheat', layers: ['chicken', 'lettuce', 'tomato', 'onion'], seed: 211 }))),
    'California Chicken Club': () => finish(SET.pit(212) + at(1030, 720, 1.0, avocadoHalf()) +
      at(560, 740, 1.9, D.slicedSandwich({ loaf: 'sourdough', layers: ['chicken', 'bacon', 'jack', 'avocado', 'lettuce', 'tomato'], seed: 213 }))),
  },
  'deli-sandwiches': {
    'Roasted Turkey': () => finish(SET.deli(221) + at(600, 735, 1.95, D.slicedSandwich({ loaf: 'sourdough', layers: ['turkey', 'swiss', 'lettuce', 'tomato'], seed: 222 })), 0.3),
    'Black Forest Ham': () => finish(SET.deli(223) + at(1010, 750, 0.8, F.pickle({ len: 190, rot: 8 })) +
      at(560, 735, 1.95, D.slicedSandwich({ loaf: 'rye', layers: ['ham', 'swiss', 'lettuce'], seed: 224 })), 0.3),
    'Roast Beef': () => finish(SET.deli(225) + at(600, 740, 2.0, sandwich({ bread: 'wheat', layers: ['roastbeef', 'roastbeef', 'onion', 'lettuce', 'tomato'], seed: 226 })), 0.3),
    'Italian Dry Salami': () => finish(SET.deli(227) + at(600, 740, 2.0, sandwich({ bread: 'sourdough', layers: ['salami', 'provolone', 'peppers', 'lettuce'], seed: 228, topH: 0.26 })), 0.3),
    Combination: () => finish(SET.deli(229) + at(600, 745, 1.75, sandwich({ bread: 'dutch', layers: ['salami', 'ham', 'turkey', 'roastbeef', 'cheese', 'lettuce', 'tomato'], seed: 230 })), 0.3),
    Vegetarian: () => finish(SET.deli(231) + at(1020, 745, 0.9, D.lemonWedge({ w: 100 })) +
      at(560, 735, 1.95, D.slicedSandwich({ loaf: 'wheat', layers: ['jack', 'cucumber', 'avocado', 'sprouts', 'lettuce', 'tomato'], seed: 232 })), 0.3),
  },
  salads: {
    'BBQ Chicken Salad': () => finish(SET.garden(241) + at(1020, 560, 0.8, P.sauceBottle({ heat: 1, cap: C.amber })) +
      at(560, 760, 2.1, F.bowl({ w: 380, fill: 'bbqchicken', seed: 242, color: '#3A3634', tilt: 0.22 })) + bbqDrizzle(560, 455), 0.3),
    'Chicken Caesar': () => finish(SET.garden(243) + at(1010, 700, 1.0, D.parmesan({ w: 130 })) + at(190, 740, 1.1, D.lemonWedge({ w: 120, rot: -8 })) +
      at(600, 760, 2.1, F.bowl({ w: 380, fill: 'caesar', seed: 244, color: C.cream, rim: '#2F5E8E', tilt: 0.22 })), 0.3),
    Cobb: () => finish(SET.garden(245) + at(600, 770, 2.2, F.bowl({ w: 400, fill: 'cobbrows', seed: 246, color: '#FFFFFF', tilt: 0.24 })), 0.3),
    'Tossed Green': () => finish(SET.garden(247) + at(1010, 720, 1.0, D.cruet({ h: 240 })) +
      at(560, 760, 2.0, F.bowl({ w: 360, fill: 'greens', seed: 248, color: '#8A5A34', tilt: 0.22 })), 0.3),
  },
  'bbq-by-the-pound': {
    'Ball Tip': () => finish(SET.smokehouse(251) + at(1080, 560, 0.75, P.sauceBottle({ heat: 1, cap: C.amber })) + at(640, 700, 1.3, F.slicedRoast({ seed: 252, slices: 6 }))),
    'Tri-Tip': () => finish(SET.smokehouse(253) + at(600, 760, 1.0, P.board({ w: 900, h: 300, seed: 254 })) + at(600, 600, 1.3, D.triTip({ seed: 255 }))),
    'Pork Spareribs, Full Rack': () => finish(SET.smokehouse(256) + at(600, 700, 1.7, F.ribs({ w: 560, bones: 12, seed: 257 }))),
    // What the description names: a half rack of spareribs, a hot link and sliced BBQ beef.
    'Rib Sampler': () => finish(SET.smokehouse(258) + at(400, 640, 1.2, F.ribs({ w: 420, bones: 6, seed: 259 })) +
      at(860, 650, 0.95, F.slicedRoast({ w: 400, slices: 4, seed: 260 })) + at(640, 730, 1.1, F.sausage({ len: 320, col: '#9A2A16', rot: -4 }))),
    'BBQ Chicken, Half': () => finish(SET.smokehouse(260) + at(600, 720, 1.45, P.plate({ w: 640 })) + at(580, 680, 1.45, F.chickenHalf({ seed: 261 }))),
  },
  sides: {
    'Potato Salad': () => finish(SET.chalk(271) + at(600, 750, 2.2, F.bowl({ w: 340, fill: 'potato', seed: 272, color: '#FFFFFF', tilt: 0.2 }))),
    'BBQ Beans': () => finish(SET.chalk(273) + at(560, 730, 2.1, D.skillet({ w: 380, seed: 274 }))),
    Coleslaw: () => finish(SET.chalk(275) + at(600, 750, 2.2, D.paperCup({ w: 300, seed: 276 }))),
    Fries: () => finish(SET.chalk(277) + at(960, 740, 1.0, D.ramekin({ w: 150 })) + at(560, 740, 1.95, F.fries({ seed: 278 }))),
    Tots: () => finish(SET.chalk(279) + at(600, 730, 2.2, F.tots({ seed: 280, w: 300 }))),
    'Macaroni Salad': () => finish(SET.chalk(281) + at(600, 750, 2.2, F.bowl({ w: 340, fill: 'macsalad', seed: 282, color: '#2F5E8E', rim: '#F4F6F8', tilt: 0.2 }))),
  },
  burgers: {
    'Double Angus Cheeseburger': () => finish(SET.diner(291) + at(600, 760, 1.65, sandwich({ w: 360, bread: 'sesame', layers: ['patty', 'cheese', 'patty', 'cheese', 'tomato', 'lettuce'], seed: 292, topH: 0.34 }))),
    'BBQ Bacon Burger': () => finish(SET.diner(293) + at(600, 760, 1.65, sandwich({ w: 360, bread: 'roll', layers: ['patty', 'cheese', 'bacon', 'bacon', 'rings', 'sauce'], seed: 294, topH: 0.34 }))),
    'Classic Burger': () => finish(SET.diner(295) + at(1000, 600, 0.9, F.drinkCup({ color: C.red })) +
      at(560, 760, 1.85, sandwich({ w: 360, bread: 'sesame', layers: ['patty', 'pickles', 'onion', 'tomato', 'lettuce'], seed: 296, topH: 0.36 }))),
  },
  'butcher-counter': {
    'Marinated Ball Tip': () => finish(SET.board(301) + at(600, 400, 1.0, D.butcherPaper({ w: 980, h: 640, seed: 302 })) +
      at(440, 410, 1.4, D.marinatedCut({ shape: 'round', w: 420, seed: 303 })) + at(840, 360, 1.3, D.marinatedCut({ shape: 'round', w: 300, seed: 304 })) +
      at(900, 610, 1, D.rosemary({ len: 220, rot: -20 })) + at(250, 640, 1.3, D.garlicClove({ rot: 20 }))),
    'Marinated Tri-Tip': () => finish(SET.board(305) + at(600, 400, 1.0, D.butcherPaper({ w: 980, h: 640, seed: 306, col: '#EEE4D4' })) +
      at(600, 430, 1.85, D.marinatedCut({ shape: 'tri', w: 500, seed: 307 })) + at(260, 190, 1, D.rosemary({ len: 200, rot: 15 })) +
      at(900, 650, 1.3, D.garlicClove({ rot: -30 })) + at(980, 600, 1.1, D.garlicClove({ rot: 50 }))),
    'Ribeye Steak': () => finish(SET.board(308) + at(600, 410, 1.9, D.ribeye({ seed: 309 })) + peppercorns(310) + at(980, 170, 1, D.rosemary({ len: 180, rot: 30 }))),
    'House Sausages': () => finish(SET.board(311) + at(600, 400, 1.0, D.butcherPaper({ w: 1000, h: 640, seed: 312 })) +
      at(600, 290, 1.2, D.rawLinks({ n: 5, len: 170, rr: 30, seed: 313 })) + at(600, 500, 1.2, D.rawLinks({ n: 5, len: 170, rr: 30, seed: 314, col: '#C0483A' })) + twine()),
    'Fresh Ground Chuck': () => finish(SET.board(315) + at(600, 400, 1.0, D.butcherPaper({ w: 980, h: 640, seed: 316 })) + at(600, 410, 1.75, D.groundChuck({ seed: 317 }))),
  },
  'family-meals': {
    'Ball Tip Family Pack': () => finish(SET.family(321) + at(600, 520, 1.0, P.board({ w: 1000, h: 90, seed: 322 })) + at(700, 470, 1.05, F.slicedRoast({ seed: 323, slices: 6, w: 560 })) +
      at(170, 780, 1.25, F.bowl({ w: 260, fill: 'potato', seed: 324, color: '#FFFFFF', tilt: 0.18 })) + at(1030, 780, 1.25, F.bowl({ w: 260, fill: 'beans', seed: 325, color: C.red, tilt: 0.18 })) +
      at(600, 790, 1.2, D.rollRow({ n: 6, w: 120 }))),
    'Rib & Chicken Combo': () => finish(SET.family(326) + at(600, 590, 1.0, P.board({ w: 1060, h: 90, seed: 327 })) + at(360, 540, 1.25, F.ribs({ seed: 328, bones: 9, w: 460 })) +
      at(850, 550, 1.0, F.chickenHalf({ seed: 329 })) + at(250, 795, 1.15, F.bowl({ w: 260, fill: 'slaw', seed: 330, color: '#FFFFFF', tilt: 0.18 })) +
      at(950, 795, 1.15, F.bowl({ w: 260, fill: 'beans', seed: 331, color: C.red, tilt: 0.18 }))),
    'Sandwich Party Pack': () => finish(SET.family(332) + at(600, 760, 2.05, F.sandwichPlatter({ w: 560, seed: 333 }))),
  },
  kids: {
    'Kids Hot Dog': () => finish(SET.kids(341) + at(540, 700, 2.0, D.linkInRoll({ link: 'frank', toppings: ['ketchup', 'mustard'], seed: 342 })) + at(1080, 740, 1.0, F.juiceBox({ col: '#2F8E6A' })), 0.25),
    'Kids Grilled Cheese': () => finish(SET.kids(343) + at(560, 740, 1.45, P.plate({ w: 640 })) + at(470, 650, 1.3, D.slicedSandwich({ w: 340, loaf: 'sourdough', layers: ['cheese', 'cheese'], grilled: true, pick: false, seed: 344 })) +
      at(650, 710, 1.45, D.slicedSandwich({ w: 340, loaf: 'sourdough', layers: ['cheese', 'cheese'], grilled: true, pick: false, seed: 347 })) + at(1030, 760, 1.0, F.appleSlices()), 0.25),
    'Kids Chicken Strips': () => finish(SET.kids(345) + at(520, 730, 1.55, D.stripsBasket({ seed: 346 })), 0.25),
  },
  'drinks-and-desserts': {
    'Fountain Drink': () => finish(SET.sweets(351) + at(600, 760, 1.75, D.fountainCup({ seed: 352 }))),
    'Fresh Lemonade': () => finish(SET.sweets(353) + at(600, 760, 1.7, D.masonLemonade({ seed: 354 })) + at(930, 760, 1.0, D.lemon({})) + at(1040, 770, 0.9, D.lemon({}))),
    'Chocolate Chip Cookie': () => finish(SET.sweets(355) + at(960, 720, 1.45, D.milk({})) + at(420, 600, 2.1, cookieStack(356)) + at(600, 760, 1.6, D.bigCookie({ seed: 357 }))),
    'Peach Cobbler': () => finish(SET.sweets(358) + at(580, 740, 2.1, D.cobbler({ seed: 359 })) + at(1030, 760, 0.9, peach())),
  },
};

// ---- little extras -------------------------------------------------------------------------
function avocadoHalf() {
  return ellipse(0, -60, 70, 90, '#3E6A22') + ellipse(0, -60, 60, 80, '#D8E89A') + ellipse(0, -56, 40, 54, '#B8D46A') + circle(0, -48, 26, '#8A5A2A');
}
function peach() {
  return ellipse(0, -70, 80, 72, lin([[0, '#FFC07A'], [0.6, '#F08A4A'], [1, '#C8502A']], 0, 0, 1, 1)) + path('M0 -140q-8 40 0 70', 'none', 'stroke="#C8602A" stroke-width="3" opacity="0.6"') +
    path('M4 -140q30 -30 60 -10q-30 20 -60 10z', '#5E9A3A');
}
function bbqDrizzle(x, y) {
  let d = `M${x - 300} ${y}`;
  for (let i = 0; i < 6; i++) d += `q50 ${i % 2 ? 60 : -60} 100 0`;
  return path(d, 'none', 'stroke="#5E160C" stroke-width="11" stroke-linecap="round" opacity="0.9"') + path(d, 'none', 'stroke="#A8401E" stroke-width="3" stroke-linecap="round" transform="translate(-2 -3)"');
}
function peppercorns(seed) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < 60; i++) s += circle(r.range(180, 420), r.range(560, 700), r.range(3, 6), r.pick(['#1E1A18', '#3A302A', '#F4F0E8']));
  return s;
}
function twine() {
  return g(line(120, 640, 1080, 600, '#D8C8A0', 4) + path('M1080 600q40 -20 60 10', 'none', 'stroke="#D8C8A0" stroke-width="4"'), 'opacity="0.9"');
}

/** A menu item's file name: its name in lower case with dashes ("Rib & Chicken Combo" -> "rib-chicken-combo"). */
export const itemSlug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

