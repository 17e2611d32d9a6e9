// Generates every illustration, icon and the sizzle video the site serves from public/.
//   npm run artwork                  build everything
//   npm run artwork -- menu/items/   build only outputs whose path contains "menu/items/"
// The outputs are committed and CI does not run this. All artwork is original and generated
// from code: sample art meant to be replaced by photography under the same paths (content/
// names each file). Needs sharp (a dev dependency) and, for the video, ffmpeg with libx264 and
// libvpx-vp9.
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { doc } from './artwork/lib.mjs';
import { logoSvg, iconSvg, placeholderSvg } from './artwork/brand.mjs';
import * as SF from './artwork/scenes-food.mjs';
import * as SP from './artwork/scenes-places.mjs';
import { ITEMS, ITEM_CANVAS, itemSlug } from './artwork/scenes-menu-items.mjs';
import { SPECIAL_CROPS, SPECIAL_KEYS, special } from './artwork/scenes-specials.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2] ?? '';

/**
 * Raster jobs: output path under the repo, size, draw(w, h) -> SVG body, encoder quality, and
 * the canvas the scene is drawn on when that is not the output size.
 */
const jobs = [];
const add = (file, w, h, draw, q = 86, canvas = { w, h }) => jobs.push({ file: `public/${file}`, w, h, draw, q, canvas });

add('images/hero/default.webp', 1920, 1080, SF.heroDefault, 84);
add('images/hero/default-mobile.webp', 828, 1472, SF.heroDefault, 84);
add('images/hero/holiday.webp', 1920, 1080, SF.heroHoliday, 84);
add('images/hero/holiday-mobile.webp', 828, 1472, SF.heroHoliday, 84);
for (const [slug, draw] of Object.entries(SF.MENU)) add(`images/menu/${slug}.webp`, 1200, 900, draw);
add('images/menu/butcher-hero.webp', 1920, 700, SF.butcherHero, 84);
add('images/menu/butcher-hero-mobile.webp', 828, 900, SF.butcherHero, 84);
for (const slug of SP.LOCATION_SLUGS) add(`images/locations/${slug}.webp`, 1200, 800, SP.location(slug));
SP.HOME_LOCATIONS.forEach((draw, i) => add(`images/home/locations-${i + 1}.webp`, 1200, 800, draw));
add('images/home/three-generations.webp', 1200, 900, SP.threeGenerations);
add('images/home/community.webp', 1200, 900, SP.community);
add('images/home/sizzle-poster.webp', 1280, 720, (w, h) => SF.sizzle(w, h, 0.3));
// Each special: a wide picture with the food right of the text, and a phone one with it centered.
for (const key of SPECIAL_KEYS) {
  const { wide, phone } = SPECIAL_CROPS;
  add(`images/specials/${key}.webp`, wide.w, wide.h, special(key, 'wide'), 80, wide);
  add(`images/specials/${key}-mobile.webp`, phone.w, phone.h, special(key, 'phone'), 80, phone);
}
// One picture per menu item, drawn on a 3:2 canvas and written at card size.
for (const [category, items] of Object.entries(ITEMS)) {
  for (const [name, draw] of Object.entries(items)) add(`images/menu/items/${category}/${itemSlug(name)}.webp`, 720, 480, draw, 78, ITEM_CANVAS);
}
add('images/catering/hero.webp', 1920, 900, SP.cateringHero, 84);
add('images/catering/hero-mobile.webp', 828, 1100, SP.cateringHero, 84);
for (const [k, draw] of Object.entries(SP.CATERING)) add(`images/catering/${k}.webp`, 900, 600, draw);
add('images/catering/pitmaster.webp', 1200, 900, SP.pitmaster);
SP.GUESTS.forEach((draw, i) => add(`images/catering/guest-${i + 1}.webp`, 1200, 900, draw));
SP.TEAM.forEach((draw, i) => add(`images/careers/team-${i + 1}.webp`, 900, 900, draw));
add('images/rewards/hero.webp', 1920, 800, SF.rewardsHero, 84);
add('images/rewards/hero-mobile.webp', 828, 1000, SF.rewardsHero, 84);
add('images/story/1946.webp', 1200, 900, SP.STORY[1946]);
add('images/story/1980s.webp', 1200, 900, SP.STORY['1980s']);
add('images/story/next-chapter.webp', 1200, 900, SF.sauces);
add('images/story/today.webp', 1200, 900, SP.STORY.today);
add('images/balance/card.webp', 900, 560, SP.giftCard, 85);
add('images/og-default.jpg', 1200, 630, SP.ogImage, 84);

/** Hand-written SVGs, written as text. */
const svgFiles = {
  'public/images/logo.svg': logoSvg(false),
  'public/images/logo-dark.svg': logoSvg(true),
  'public/images/placeholder-food.svg': placeholderSvg(),
  'app/icon.svg': iconSvg(64),
};

async function writeOut(rel, fn) {
  const out = path.join(root, rel);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fn(out);
  const { size } = await fs.stat(out);
  console.log(`${String(size).padStart(9)}  ${rel}`);
}

async function render({ file, w, h, draw, q, canvas }) {
  await writeOut(file, async (out) => {
    const img = sharp(Buffer.from(doc(w, h, draw(canvas.w, canvas.h), canvas.w, canvas.h)));
    if (file.endsWith('.jpg')) await img.flatten({ background: '#111111' }).jpeg({ quality: q, mozjpeg: true }).toFile(out);
    else await img.webp({ quality: q, alphaQuality: 90, effort: 6, smartSubsample: true }).toFile(out);
  });
}

/**
 * The sizzle loop: frames drawn from SVG (smoke, embers and flames are periodic in t, so the
 * last frame runs into the first) and piped as raw RGB straight into ffmpeg, no temp files.
 */
const VIDEO = { seconds: 7, fps: 24 };
async function video(base, w, h, { crf264, crfVp9 }) {
  const input = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${w}x${h}`, '-r', String(VIDEO.fps), '-i', '-'];
  const encoders = [
    [`${base}.mp4`, ['-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf264), '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an']],
    [`${base}.webm`, ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crfVp9), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p', '-an']],
  ];
  const procs = encoders.map(([file, args]) => {
    const p = spawn('ffmpeg', [...input, ...args, path.join(root, file)], { stdio: ['pipe', 'inherit', 'inherit'] });
    const done = new Promise((res, rej) => p.on('close', (c) => (c === 0 ? res() : rej(new Error(`ffmpeg failed for ${file}`)))));
    return { p, done, file };
  });
  await fs.mkdir(path.join(root, path.dirname(base)), { recursive: true });
  const n = VIDEO.seconds * VIDEO.fps;
  const draw = (i) => sharp(Buffer.from(doc(w, h, SF.sizzle(w, h, i / n)))).removeAlpha().raw().toBuffer();
  let next = draw(0);
  for (let i = 0; i < n; i++) {
    const frame = await next;
    if (i + 1 < n) next = draw(i + 1); // render the next frame while the encoders take this one
    await Promise.all(procs.map(({ p }) => new Promise((res) => (p.stdin.write(frame) ? res() : p.stdin.once('drain', res)))));
  }
  procs.forEach(({ p }) => p.stdin.end());
  await Promise.all(procs.map((x) => x.done));
  for (const { file } of procs) console.log(`${String((await fs.stat(path.join(root, file))).size).padStart(9)}  ${file}`);
}

for (const [rel, text] of Object.entries(svgFiles)) if (rel.includes(only)) await writeOut(rel, (out) => fs.writeFile(out, text));
if ('app/apple-icon.png'.includes(only)) {
  await writeOut('app/apple-icon.png', (out) => sharp(Buffer.from(iconSvg(180, { rounded: false }))).png({ compressionLevel: 9 }).toFile(out));
}
for (const job of jobs) if (job.file.includes(only)) await render(job);
if ('public/video/sizzle'.includes(only) || only.startsWith('public/video/sizzle') || only === 'video') {
  await video('public/video/sizzle', 1280, 720, { crf264: 22, crfVp9: 36 });
  await video('public/video/sizzle-mobile', 720, 1280, { crf264: 23, crfVp9: 37 });
}
