import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import nextConfig from '../../next.config';

/** Width and height of a WebP file from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(buf: Buffer): { width: number; height: number } {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function webpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return webpFiles(p);
    return e.name.endsWith('.webp') ? [p] : [];
  });
}

describe('photos and the image widths next/image offers', () => {
  const photos = webpFiles(path.join(__dirname, '../../public/images')).map((file) => ({ file, ...webpSize(readFileSync(file)) }));
  const deviceSizes = nextConfig(PHASE_PRODUCTION_SERVER).images?.deviceSizes ?? [];

  it('reads every photo', () => {
    expect(photos.length).toBeGreaterThan(20);
    for (const p of photos) expect(p.width).toBeGreaterThan(0);
  });

  it('offers no width wider than the widest photo, and covers it', () => {
    // A wider variant is the original again (next/image never upscales) under another URL.
    const widest = Math.max(...photos.map((p) => p.width));
    expect(Math.max(...deviceSizes)).toBe(widest);
  });
});
