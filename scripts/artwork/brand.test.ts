import { logoSvg, pathData, SANS, SERIF, textPath, type PathCommand } from './brand.mjs';

/** Absolute points, in tenths of a unit, of relative path data: what a browser would draw. */
function absolutePoints(d: string) {
  const points: [number, number][] = [];
  let at: [number, number] = [0, 0];
  let start = at;
  for (const [, cmd, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (cmd === 'z') {
      at = start;
      continue;
    }
    const nums = (args.match(/-?\d*\.?\d+/g) ?? []).map((n) => Math.round(Number(n) * 10));
    const from = at;
    for (let i = 0; i < nums.length; i += 2) points.push([from[0] + nums[i], from[1] + nums[i + 1]]);
    at = points.at(-1)!;
    if (cmd === 'm') start = at;
  }
  return points;
}

const inTenths = (commands: PathCommand[]) =>
  commands.flatMap((c) => [[c.x1, c.y1], [c.x2, c.y2], [c.x, c.y]].filter(([x]) => x !== undefined).map(([x, y]) => [Math.round(x! * 10) || 0, Math.round(y! * 10) || 0]));

test('path data draws every point where the outline has it, to a tenth, without drifting', () => {
  const commands: PathCommand[] = [
    { type: 'M', x: 10.04, y: 20.06 },
    { type: 'L', x: 30.25, y: -0.04 }, // rounds to 0 from below: the next number must stay apart
    { type: 'Q', x1: 31.11, y1: -5.55, x: 40.04, y: -0.01 },
    { type: 'C', x1: 41, y1: 2, x2: 43.33, y2: 4.44, x: 45.55, y: 6.66 },
    { type: 'Z' },
    { type: 'M', x: 50, y: 50 },
    { type: 'L', x: 49.96, y: 50.04 },
    { type: 'Z' },
  ];
  const d = pathData(commands);
  expect(d).not.toMatch(/\d\.\d+\.\d/); // no two numbers run together
  expect(absolutePoints(d)).toEqual(inTenths(commands));
});

test('the logo is drawn from outlines: no text for the browser to lay out, and no font to look up', () => {
  for (const dark of [false, true]) {
    const svg = logoSvg(dark);
    expect(svg).not.toMatch(/<text|font-family/);
    // Its name for screen readers and search stays with it.
    expect(svg).toMatch(/<svg[^>]* role="img" aria-labelledby="t"><title id="t">[^<]+<\/title>/);
    expect(svg.match(/<path transform="matrix\(/g)).toHaveLength(3);
  }
});

test('a character the font lacks is an error, not a blank box in the logo', () => {
  expect(() => textPath('BBQ \u{1F356}', { font: SANS, x: 0, y: 0, size: 10, width: 50, fill: '#000' })).toThrow('has no glyph');
});

describe('a line of text fills the width it is given, as SVG textLength does', () => {
  const extent = (svg: string) => {
    const [a, , , , e] = svg.match(/matrix\(([^)]*)\)/)![1].split(' ').map(Number);
    const xs = absolutePoints(svg.match(/ d="([^"]*)"/)![1]).map(([x]) => (x / 10) * a + e);
    return [Math.min(...xs), Math.max(...xs)];
  };

  it('by spreading the gaps between glyphs', () => {
    for (const width of [120, 156, 200]) {
      const [left, right] = extent(textPath('MEATS · DELI · BBQ', { font: SANS, x: 77, y: 58, size: 10.5, width, fill: '#000' }));
      expect(left).toBeGreaterThanOrEqual(77);
      expect(left).toBeLessThan(78);
      // The last glyph ends at the width, less its own side bearing.
      expect(right).toBeLessThanOrEqual(77 + width);
      expect(right).toBeGreaterThan(77 + width - 1.5);
    }
  });

  it('by stretching the glyphs, and centered on x with anchor middle', () => {
    const [left, right] = extent(textPath('Kinder’s', { font: SERIF, x: 76, y: 41, size: 37, width: 158, fit: 'glyphs', fill: '#000' }));
    expect(right - left).toBeGreaterThan(150);
    expect(right).toBeLessThanOrEqual(76 + 158);
    const [l2, r2] = extent(textPath('SINCE 1946', { font: SANS, x: 155.5, y: 72, size: 8.5, width: 64, anchor: 'middle', fill: '#000' }));
    expect(Math.abs((l2 + r2) / 2 - 155.5)).toBeLessThan(1);
    expect(r2 - l2).toBeGreaterThan(62);
  });
});
