import { madeOnFirstUse } from './made-on-first-use';

// One formatter for the process, made on first use: Number#toLocaleString builds a new
// Intl.NumberFormat per call.
const integer = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 12345.6 -> "12,346" (US grouping, rounded to a whole number). */
export function formatInteger(n: number): string {
  return integer().format(n);
}
