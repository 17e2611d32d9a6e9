/**
 * The fallback faces in app/font-fallbacks.css carry Arial's metrics scaled to each web font, so a
 * page drawn in them breaks its lines nearly where the web font would. The scaling is recomputed
 * here from the font files, the way next/font computes it, so a new font file cannot leave stale
 * numbers behind; and app/fonts.ts puts each fallback first after its web font.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const css = readFileSync(path.join(__dirname, 'font-fallbacks.css'), 'utf8');
const fontsSource = readFileSync(path.join(__dirname, 'fonts.ts'), 'utf8');

/** The declarations of the @font-face rule for this family. */
function face(family: string): Record<string, string> {
  const rule = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]).find((body) => body.includes(`font-family: '${family}'`));
  expect(rule).toBeDefined();
  return Object.fromEntries(rule!.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]));
}

/**
 * next/font's fallback metrics for a font file, scaled against Arial: its own font reader and
 * calculation, run in a plain Node process (next/jest maps every next/font module to a stub).
 */
function metricsOf(file: string): { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string } {
  const script = `
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');
    const font = (fontkit.default ?? fontkit)(require('node:fs').readFileSync(process.argv[1]));
    process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, 'sans-serif')));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, path.join(ROOT, 'node_modules/@fontsource', file)], { cwd: ROOT, encoding: 'utf8' }));
}

describe.each([
  // The weight next/font measures: the file closest to 400.
  ['Display Fallback', 'oswald/files/oswald-latin-500-normal.woff2', '--font-display'],
  ['Body Fallback', 'source-sans-3/files/source-sans-3-latin-400-normal.woff2', '--font-body'],
])('%s', (family, file, variable) => {
  it("has Arial's metrics scaled to the web font", () => {
    const declared = face(family);
    const expected = metricsOf(file);
    expect(declared).toMatchObject({
      'ascent-override': expected.ascentOverride,
      'descent-override': expected.descentOverride,
      'line-gap-override': expected.lineGapOverride,
      'size-adjust': expected.sizeAdjust,
    });
    // Arial first, then the faces with its metrics under their other names.
    expect(declared.src).toMatch(/^local\('Arial'\),.*local\('Liberation Sans'\)/);
  });

  it('comes first after its web font', () => {
    const call = fontsSource.slice(fontsSource.indexOf(`variable: '${variable}'`));
    expect(call).toMatch(new RegExp(`^[^}]*fallback: \\['${family}',`));
    expect(call).toMatch(/^[^}]*adjustFontFallback: false/);
  });
});
