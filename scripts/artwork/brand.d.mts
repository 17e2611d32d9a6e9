// Types for brand.mjs, for its tests.
export type PathCommand = { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
export function pathData(commands: PathCommand[]): string;
export function textPath(
  text: string,
  options: { font: unknown; x: number; y: number; size: number; width: number; fit?: 'spacing' | 'glyphs'; anchor?: 'start' | 'middle'; fill: string },
): string;
export function logoSvg(dark?: boolean): string;
export const SERIF: unknown;
export const SANS: unknown;
