/**
 * The rules content must follow, written once: the zod schemas that check data files (build,
 * seed, tests) and the web editor's fields both call these, so the editor refuses exactly what
 * the build would refuse.
 */

/** A 24-hour time of day, "00:00" to "23:59". */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value);

/** The closing time of a shop that stays open until the day ends. */
export const MIDNIGHT = '00:00';

/**
 * Shops close on the day they open: a closing time at or before the opening time is a typo, but
 * for midnight (00:00), which ends the day the shop opened on.
 */
export function closesAfterOpens(open: string, close: string): boolean {
  return isTimeOfDay(open) && isTimeOfDay(close) && (close > open || (close === MIDNIGHT && open !== MIDNIGHT));
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day of the year written MM-DD (seasonal menus); 02-29 is allowed. */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isIsoDate(`2024-${value}`);
}

/**
 * The most dollars a price or a wage may be, and the largest count (people a dish serves, guests,
 * reviews, a hero's priority either way). The database keeps cents and counts as 32-bit whole
 * numbers: a larger number used to pass every check and then fail the whole seed, and every page
 * with it. No dish, wage or party comes near either.
 */
export const MOST_DOLLARS = 1_000_000;
export const MOST_COUNT = 1_000_000;
/** 1000000 as an editor reads it: 1,000,000. */
export const inThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/** Money in dollars: not negative, at most two decimals. */
export function isPrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Dollars as an editor types them: digits, then at most two decimals after a dot. */
const TYPED_PRICE = /^\d+(\.\d{1,2})?$/;

/**
 * What is wrong with a price typed into the editor, in words, or undefined. A comma is refused,
 * never read: "12,50" meant $12.50 to one editor and a number box saved $1,250 for them.
 * `aboveZero`: an amount that cannot be nothing, such as a job's pay.
 */
export function typedPriceProblem(label: string, typed: string, required: boolean, aboveZero = false): string | undefined {
  const value = typed.trim();
  if (value === '') return required ? `${label} is required.` : undefined;
  if (value.startsWith('$')) return `${label}: type the amount without the $ sign, such as 12.50.`;
  if (value.includes(',')) return `${label}: use a dot for the cents and no commas, such as 12.50 or 1250.`;
  if (value.startsWith('-')) return `${label} must be zero or more.`;
  if (/^\d+\.\d{3,}$/.test(value)) return `${label} has at most two decimals (cents), such as 12.50.`;
  if (!TYPED_PRICE.test(value)) return `${label} must be an amount in dollars, such as 12.50.`;
  if (Number(value) > MOST_DOLLARS) return `${label} is at most ${inThousands(MOST_DOLLARS)} dollars.`;
  if (aboveZero && Number(value) === 0) return `${label} must be more than zero.`;
  return undefined;
}

/**
 * Names that read as one (the same id once case and punctuation are set aside, as an item's id
 * is made): for each later one, its index and the index of the first with that id.
 */
export function nameClashes(names: readonly string[]): { first: number; later: number }[] {
  const firstOf = new Map<string, number>();
  const clashes: { first: number; later: number }[] = [];
  names.forEach((name, i) => {
    const id = idPart(name);
    const first = firstOf.get(id);
    if (first === undefined) firstOf.set(id, i);
    else clashes.push({ first, later: i });
  });
  return clashes;
}

/** The values that stand more than once, in first-seen order. */
export function duplicatesIn(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

/** A URL slug: lower-case letters, digits and single hyphens ("walnut-creek-parkside"). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The stable database id part made from a name or slug: "Pulled Pork" -> "pulled_pork". */
export const idPart = (value: string): string =>
  value.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** A picture on this site: a path such as /images/menu/ribs.webp, in a format browsers show. */
export const IMAGE_PATH = /^\/[^\s]+\.(webp|png|jpe?g|avif|gif|svg)$/i;
export const isImagePath = (value: string): boolean => IMAGE_PATH.test(value);
