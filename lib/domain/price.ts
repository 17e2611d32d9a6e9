import { madeOnFirstUse } from './made-on-first-use';
import { formatInteger } from './number';

/** How a menu price is counted: one piece, a pound, half a pound, a dozen, a tray, or a pack that serves a number of people. */
export type PriceUnit = 'each' | 'lb' | 'half-lb' | 'dozen' | 'tray' | 'serves';

const usd = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** 12.5 -> "$12.50". */
export function formatUsd(dollars: number): string {
  return usd().format(dollars);
}

const wholeUsd = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** A rough figure in whole dollars: 1039 -> "$1,039". */
export function formatWholeUsd(dollars: number): string {
  return wholeUsd().format(Math.round(dollars));
}

const PER: Record<Exclude<PriceUnit, 'each' | 'serves'>, string> = { lb: 'lb', 'half-lb': 'half lb', dozen: 'dozen', tray: 'tray' };

/**
 * A price with what it buys, as a card shows it: "$13.99 each", "$22.99 / lb", "$64.99, serves 4".
 * A pack without a head count reads as a plain price rather than guessing one.
 */
export function formatPrice(dollars: number, unit: PriceUnit = 'each', serves: number | null = null): string {
  const price = formatUsd(dollars);
  if (unit === 'each') return `${price} each`;
  if (unit === 'serves') return serves ? `${price}, serves ${formatInteger(serves)}` : price;
  return `${price} / ${PER[unit]}`;
}

/** The spoken form of the short units, for screen readers: "/ lb" reads as "per pound". */
export function spokenPrice(dollars: number, unit: PriceUnit = 'each', serves: number | null = null): string {
  const price = formatUsd(dollars);
  switch (unit) {
    case 'lb':
      return `${price} per pound`;
    case 'half-lb':
      return `${price} per half pound`;
    case 'dozen':
      return `${price} per dozen`;
    case 'tray':
      return `${price} per tray`;
    default:
      return formatPrice(dollars, unit, serves);
  }
}
