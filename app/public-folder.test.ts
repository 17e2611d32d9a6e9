/**
 * public/ holds only what the pages show: pictures, icons and video. Every file in it is served to
 * anyone at its path, so a note about the artwork kept there (once public/images/README.md) was a
 * page of the site; notes live in docs/.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '..', 'public');
const SERVED = new Set(['.webp', '.jpg', '.jpeg', '.png', '.avif', '.gif', '.svg', '.ico', '.mp4', '.webm']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

it('public/ holds only pictures, icons and video', () => {
  const all = files(PUBLIC).map((file) => path.relative(PUBLIC, file));
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((file) => !SERVED.has(path.extname(file).toLowerCase()))).toEqual([]);
});
