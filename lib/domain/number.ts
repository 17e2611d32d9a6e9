import { madeOnFirstUse } from './made-on-first-use';

// One formatter for the process, made on first use: Number#toLocaleString builds a new
// Intl.NumberFormat per call.
const integer = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 12345.6 -> "12,346" (US grouping, rounded to a whole number). */
export function formatInteger(n: number): string {
  return integer().format(n);
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count in running text: one to nine in words, 10 and up in figures (7 -> "seven", 12 -> "12"). */
export function countInWords(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < SMALL.length ? SMALL[n] : formatInteger(n);
}

/**
 * The shops in running text, counted from the content, in the business's region ("seven East Bay
 * shops"); without a count (the shops could not be read) the region alone ("East Bay shops").
 */
export function shopsInRegion(count: number, region: string): string {
  if (count <= 0) return `${region} shops`;
  return `${countInWords(count)} ${region} ${count === 1 ? 'shop' : 'shops'}`;
}
