/**
 * A small, dependency-free map projection for the keyless shop map: latitude/longitude to SVG
 * coordinates (equirectangular, with longitude scaled by the cosine of the mean latitude, which
 * is accurate to well under a percent across the East Bay), and a greedy label placer that
 * keeps each shop's label next to its pin without covering another label or pin.
 */
import type { LatLng } from './distance';

export type Point = { x: number; y: number };
export type GeoBounds = { north: number; south: number; east: number; west: number };
export type Projection = {
  width: number;
  height: number;
  project: (p: LatLng) => Point;
};

/** The points' bounding box, widened by `margin` degrees on every side. */
export function boundsOf(points: LatLng[], margin = { lat: 0, lng: 0 }): GeoBounds {
  if (points.length === 0) throw new Error('boundsOf needs at least one point');
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return {
    north: Math.max(...lats) + margin.lat,
    south: Math.min(...lats) - margin.lat,
    east: Math.max(...lngs) + margin.lng,
    west: Math.min(...lngs) - margin.lng,
  };
}

/**
 * A projection whose canvas is `width` wide and as tall as the bounds need to keep true
 * proportions (at least `minHeight`; extra height is split evenly above and below).
 */
export function fitProjection(bounds: GeoBounds, width: number, minHeight = 0): Projection {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const kx = Math.cos(midLat);
  const spanX = (bounds.east - bounds.west) * kx;
  const spanY = bounds.north - bounds.south;
  if (spanX <= 0 || spanY <= 0) throw new Error('fitProjection needs bounds with a positive size');
  const scale = width / spanX;
  const natural = spanY * scale;
  const height = Math.max(natural, minHeight);
  const offsetY = (height - natural) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width,
    height: round(height),
    project: (p) => ({ x: round((p.longitude - bounds.west) * kx * scale), y: round(offsetY + (bounds.north - p.latitude) * scale) }),
  };
}

export type LabelPlacement = { x: number; y: number; anchor: 'start' | 'end' | 'middle' };
export type Rect = { x1: number; y1: number; x2: number; y2: number };

/** The box `half` its width and height either side of `center`. */
export const boxAround = (center: Point, half: { w: number; h: number }): Rect => ({ x1: center.x - half.w, y1: center.y - half.h, x2: center.x + half.w, y2: center.y + half.h });

const overlaps = (a: Rect, b: Rect) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/**
 * For each pin (in order) the first of right, left, above, below whose text box stays on the
 * canvas and clear of labels already placed, of every pin and of the `obstacles` (marks drawn
 * before the labels, such as highway shields); when none is clear, the one on the canvas with the
 * fewest collisions.
 * Text width is estimated from the character count (`charWidth` em per character).
 */
export function placeLabels(
  pins: { point: Point; text: string }[],
  opts: { width: number; height: number; fontSize: number; pinRadius: number; gap?: number; charWidth?: number; obstacles?: Rect[] },
): LabelPlacement[] {
  const { width, height, fontSize, pinRadius } = opts;
  const gap = opts.gap ?? 6;
  const charWidth = opts.charWidth ?? 0.56;
  const pinBoxes: Rect[] = pins.map(({ point: p }) => ({ x1: p.x - pinRadius, y1: p.y - pinRadius, x2: p.x + pinRadius, y2: p.y + pinRadius }));
  const placed: Rect[] = [...(opts.obstacles ?? [])];

  return pins.map(({ point: p, text }, index) => {
    const w = text.length * fontSize * charWidth;
    const h = fontSize * 1.2;
    const base = fontSize * 0.35; // from the text's middle to its baseline
    const d = pinRadius + gap;
    const candidates: (LabelPlacement & { box: Rect })[] = [
      { x: p.x + d, y: p.y + base, anchor: 'start', box: { x1: p.x + d, y1: p.y - h / 2, x2: p.x + d + w, y2: p.y + h / 2 } },
      { x: p.x - d, y: p.y + base, anchor: 'end', box: { x1: p.x - d - w, y1: p.y - h / 2, x2: p.x - d, y2: p.y + h / 2 } },
      { x: p.x, y: p.y - d - h / 2 + base, anchor: 'middle', box: { x1: p.x - w / 2, y1: p.y - d - h, x2: p.x + w / 2, y2: p.y - d } },
      { x: p.x, y: p.y + d + h / 2 + base, anchor: 'middle', box: { x1: p.x - w / 2, y1: p.y + d, x2: p.x + w / 2, y2: p.y + d + h } },
    ];
    const cost = (c: Rect) =>
      (c.x1 < 0 || c.y1 < 0 || c.x2 > width || c.y2 > height ? 100 : 0) +
      placed.filter((r) => overlaps(r, c)).length +
      pinBoxes.filter((r, i) => i !== index && overlaps(r, c)).length;
    // The first candidate with the lowest cost (a clear one costs 0).
    const chosen = candidates.reduce((best, c) => (cost(c.box) < cost(best.box) ? c : best));
    placed.push(chosen.box);
    return { x: Math.round(chosen.x * 10) / 10, y: Math.round(chosen.y * 10) / 10, anchor: chosen.anchor };
  });
}

/**
 * Where along a road to draw its shield: at `preferred` when the shield's box (`half` its width
 * and height either side of its center) lies on the canvas and clear of every obstacle, otherwise
 * at the nearest such point along the road's `path`, searched `step` units at a time both ways
 * from the point of the road nearest `preferred`. The shops' coordinates come from content, so a
 * pin can land anywhere: the shield moves along its road rather than hide under one. When no
 * point of the road is clear, `preferred`.
 */
export function placeOnPath(
  path: Point[],
  preferred: Point,
  half: { w: number; h: number },
  obstacles: Rect[],
  canvas: { width: number; height: number },
  step = 2,
): Point {
  if (!(step > 0)) throw new Error(`placeOnPath needs a positive step, not ${step}`);
  const clear = (c: Point) => {
    const b = boxAround(c, half);
    return b.x1 >= 0 && b.y1 >= 0 && b.x2 <= canvas.width && b.y2 <= canvas.height && !obstacles.some((o) => overlaps(o, b));
  };
  if (clear(preferred) || path.length < 2) return preferred;

  const segments = path.slice(1).map((b, i) => {
    const a = path[i];
    return { a, dx: b.x - a.x, dy: b.y - a.y, length: Math.hypot(b.x - a.x, b.y - a.y) };
  });
  const total = segments.reduce((sum, s) => sum + s.length, 0);
  const pointAt = (distance: number): Point => {
    let left = distance;
    for (const s of segments) {
      if (left <= s.length || s === segments[segments.length - 1]) {
        const t = s.length === 0 ? 0 : Math.min(left / s.length, 1);
        return { x: Math.round((s.a.x + t * s.dx) * 10) / 10, y: Math.round((s.a.y + t * s.dy) * 10) / 10 };
      }
      left -= s.length;
    }
    return path[path.length - 1];
  };

  // How far along the road its point nearest `preferred` lies.
  let start = 0;
  let nearest = Infinity;
  let along = 0;
  for (const s of segments) {
    const t = s.length === 0 ? 0 : Math.max(0, Math.min(1, ((preferred.x - s.a.x) * s.dx + (preferred.y - s.a.y) * s.dy) / (s.length * s.length)));
    const d = Math.hypot(s.a.x + t * s.dx - preferred.x, s.a.y + t * s.dy - preferred.y);
    if (d < nearest) [nearest, start] = [d, along + t * s.length];
    along += s.length;
  }

  // The road's own point nearest `preferred` first (k = 0), then further along either way.
  for (let k = 0; start + k * step <= total || start - k * step >= 0; k++) {
    for (const distance of k === 0 ? [start] : [start + k * step, start - k * step]) {
      if (distance < 0 || distance > total) continue;
      const candidate = pointAt(distance);
      if (clear(candidate)) return candidate;
    }
  }
  return preferred;
}
