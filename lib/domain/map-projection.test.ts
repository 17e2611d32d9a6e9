import { boundsOf, fitProjection, placeLabels, placeOnPath, type Rect } from './map-projection';

describe('fitProjection', () => {
  const bounds = { north: 38.1, south: 37.8, west: -122.4, east: -121.6 };

  it('puts the north-west corner at the origin and the south-east corner at the far corner', () => {
    const p = fitProjection(bounds, 1000);
    expect(p.project({ latitude: 38.1, longitude: -122.4 })).toEqual({ x: 0, y: 0 });
    const se = p.project({ latitude: 37.8, longitude: -121.6 });
    expect(se.x).toBeCloseTo(1000, 0);
    expect(se.y).toBeCloseTo(p.height, 0);
  });

  it('keeps true proportions: a degree of longitude is cos(latitude) of a degree of latitude', () => {
    const p = fitProjection(bounds, 1000);
    const cos = Math.cos((37.95 * Math.PI) / 180);
    expect(p.height / 1000).toBeCloseTo(0.3 / (0.8 * cos), 2);
  });

  it('adds extra height evenly above and below when a minimum height is asked for', () => {
    const natural = fitProjection(bounds, 600).height;
    const tall = fitProjection(bounds, 600, natural + 100);
    expect(tall.height).toBeCloseTo(natural + 100, 0);
    expect(tall.project({ latitude: 38.1, longitude: -122.4 }).y).toBeCloseTo(50, 0);
  });

  it('refuses empty bounds', () => {
    expect(() => fitProjection({ north: 38, south: 38, west: -122, east: -121 }, 100)).toThrow();
  });
});

describe('boundsOf', () => {
  it('widens the box by the margin', () => {
    expect(boundsOf([{ latitude: 38, longitude: -122 }, { latitude: 37.9, longitude: -121.7 }], { lat: 0.1, lng: 0.2 })).toEqual({
      north: 38.1,
      south: 37.8,
      east: -121.5,
      west: -122.2,
    });
  });
});

describe('placeLabels', () => {
  const opts = { width: 400, height: 200, fontSize: 20, pinRadius: 10 };
  const box = (p: { x: number; y: number; anchor: string }, text: string) => {
    const w = text.length * 20 * 0.56;
    const x1 = p.anchor === 'start' ? p.x : p.anchor === 'end' ? p.x - w : p.x - w / 2;
    return { x1, x2: x1 + w, y1: p.y - 20 * 0.35 - 12, y2: p.y - 20 * 0.35 + 12 };
  };

  it('puts a lone label to the right of its pin', () => {
    const [l] = placeLabels([{ point: { x: 50, y: 100 }, text: 'Concord' }], opts);
    expect(l.anchor).toBe('start');
    expect(l.x).toBeGreaterThan(50);
  });

  it('flips a label to the left at the right edge', () => {
    const [l] = placeLabels([{ point: { x: 390, y: 100 }, text: 'Brentwood' }], opts);
    expect(l.anchor).toBe('end');
    expect(l.x).toBeLessThan(390);
  });

  it('keeps two neighbors from covering each other', () => {
    const pins = [
      { point: { x: 100, y: 100 }, text: 'Pleasant Hill' },
      { point: { x: 110, y: 112 }, text: 'Walnut Creek' },
    ];
    const [a, b] = placeLabels(pins, opts);
    const [ba, bb] = [box(a, pins[0].text), box(b, pins[1].text)];
    const overlap = ba.x1 < bb.x2 && bb.x1 < ba.x2 && ba.y1 < bb.y2 && bb.y1 < ba.y2;
    expect(overlap).toBe(false);
  });
});

describe('placeLabels with obstacles', () => {
  it('moves a label off a mark drawn before it, such as a highway shield', () => {
    const opts = { width: 400, height: 200, fontSize: 20, pinRadius: 10 };
    const pin = { point: { x: 100, y: 100 }, text: 'Concord' };
    const [free] = placeLabels([pin], opts);
    expect(free.anchor).toBe('start');
    // A shield right where the label would go sends it to the next side.
    const [moved] = placeLabels([pin], { ...opts, obstacles: [{ x1: 120, y1: 90, x2: 140, y2: 110 }] });
    expect(moved.anchor).toBe('end');
  });
});

describe('placeOnPath', () => {
  const canvas = { width: 200, height: 200 };
  const half = { w: 10, h: 6 };
  // A road running down the middle of the canvas, then bending east.
  const road = [
    { x: 100, y: 0 },
    { x: 100, y: 150 },
    { x: 200, y: 150 },
  ];
  const box = (c: { x: number; y: number }): Rect => ({ x1: c.x - half.w, y1: c.y - half.h, x2: c.x + half.w, y2: c.y + half.h });
  const overlaps = (a: Rect, b: Rect) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
  const onRoad = (p: { x: number; y: number }) => (p.x === 100 && p.y >= 0 && p.y <= 150) || (p.y === 150 && p.x >= 100 && p.x <= 200);

  it('keeps the preferred point when nothing covers it', () => {
    expect(placeOnPath(road, { x: 100, y: 80 }, half, [], canvas)).toEqual({ x: 100, y: 80 });
  });

  it('slides the shield along its road to the nearest clear point when a pin covers it', () => {
    const pin: Rect = { x1: 90, y1: 60, x2: 110, y2: 100 };
    const placed = placeOnPath(road, { x: 100, y: 80 }, half, [pin], canvas);
    expect(onRoad(placed)).toBe(true);
    expect(overlaps(box(placed), pin)).toBe(false);
    // The nearest clear point: just above or just below the pin, not far down the road.
    expect(Math.min(Math.abs(placed.y - 54), Math.abs(placed.y - 106))).toBeLessThanOrEqual(2);
  });

  it('follows the road round a bend, and never leaves the canvas', () => {
    const pins: Rect[] = [{ x1: 80, y1: 0, x2: 120, y2: 160 }];
    const placed = placeOnPath(road, { x: 100, y: 80 }, half, pins, canvas);
    expect(placed.y).toBe(150);
    expect(placed.x).toBeGreaterThanOrEqual(130);
    expect(placed.x + half.w).toBeLessThanOrEqual(canvas.width);
    expect(overlaps(box(placed), pins[0])).toBe(false);
  });

  it('starts from the point of the road nearest a preferred point that lies off it', () => {
    const pin: Rect = { x1: 80, y1: 60, x2: 120, y2: 100 };
    const placed = placeOnPath(road, { x: 104, y: 80 }, half, [pin], canvas);
    expect(onRoad(placed)).toBe(true);
    expect(overlaps(box(placed), pin)).toBe(false);
    expect(Math.abs(placed.y - 80)).toBeLessThanOrEqual(30);
  });

  it('tries the point of the road nearest the preferred one before any other', () => {
    // Preferred just off the road and covered; the road's own point beside it is clear.
    const pin: Rect = { x1: 112, y1: 70, x2: 130, y2: 90 };
    expect(placeOnPath(road, { x: 118, y: 80 }, half, [pin], canvas)).toEqual({ x: 100, y: 80 });
  });

  it('refuses a step that would never move along the road', () => {
    expect(() => placeOnPath(road, { x: 100, y: 80 }, half, [{ x1: 90, y1: 70, x2: 110, y2: 90 }], canvas, 0)).toThrow();
  });

  it('gives the preferred point back when the whole road is covered', () => {
    const everywhere: Rect = { x1: 0, y1: 0, x2: 200, y2: 200 };
    expect(placeOnPath(road, { x: 100, y: 80 }, half, [everywhere], canvas)).toEqual({ x: 100, y: 80 });
  });
});
