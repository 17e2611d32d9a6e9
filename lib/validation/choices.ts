/**
 * The forms' fixed choices, limits and show/require rules, without zod: the form components
 * import these for their first render, and load the zod schemas (catering.ts, contact.ts, which
 * re-export everything here) only to validate, so the page's first JavaScript stays small.
 */

/** The honeypot: a field humans never see (the form hides it), so only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  companyName: 150,
  eventLocation: 300,
  orderNumber: 50,
  longText: 5000,
  shopSlug: 100,
  cateringMenu: 200,
} as const;

export const NUMBER_OF_GUESTS = { min: 1, max: 10000 } as const;

/**
 * How far ahead an event date may be. Later than that, the year is almost surely mistyped (2062
 * for 2026), and the catering team would plan for a date nobody meant.
 */
export const EVENT_DATE_YEARS_AHEAD = 5;

/** The last event date a form takes, from the business's today (YYYY-MM-DD); February 29 gives way to the 28th. */
export function latestEventDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year + EVENT_DATE_YEARS_AHEAD, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * A guest size as typed, read the one way the form and the server both read it: digits only (with
 * an optional minus, so "-5" is told the range it is outside of), spaces around them ignored.
 * However many digits, it is a whole number, far out of range: "99999999999" is told the range,
 * not that it is no whole number. NaN for anything else, "1e3", "12.0" and "" included; numbers
 * pass as they are.
 */
export function readGuestCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return Number.NaN;
  // Past what a double holds, the digits still name a whole number, however far out of range.
  const n = Number(text);
  return Number.isFinite(n) ? n : Math.sign(n) * Number.MAX_VALUE;
}

/** Whether a guest size is one a request may give: a whole number within NUMBER_OF_GUESTS. */
export const isGuestCount = (n: number) => Number.isInteger(n) && n >= NUMBER_OF_GUESTS.min && n <= NUMBER_OF_GUESTS.max;

// Catering: options, event types and the guest range.

export const CATERING_OPTIONS = ['Delivery Catering', 'Pickup Catering', 'On-Site Catering'] as const;
export type CateringOption = (typeof CATERING_OPTIONS)[number];

/** The ?type= values of /catering/request-quote and the option each preselects. */
export const CATERING_TYPE_PARAM = {
  pickup: 'Pickup Catering',
  delivery: 'Delivery Catering',
  onsite: 'On-Site Catering',
} as const satisfies Record<string, CateringOption>;
export type CateringTypeParam = keyof typeof CATERING_TYPE_PARAM;

/** The option a ?type= value preselects, or undefined for a missing or unknown value. */
export function cateringOptionFromParam(type: string | null | undefined): CateringOption | undefined {
  const key = type?.trim().toLowerCase();
  return key && Object.hasOwn(CATERING_TYPE_PARAM, key) ? CATERING_TYPE_PARAM[key as CateringTypeParam] : undefined;
}

export const EVENT_TYPES = ['Luncheon', 'Banquet', 'Picnic', 'Wedding', 'Rehearsal Dinner', 'Shower', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Pickup and delivery orders come from a shop, so the shop must be chosen. */
export function needsLocation(option: unknown): boolean {
  return option === 'Pickup Catering' || option === 'Delivery Catering';
}
/** On-site catering happens at the customer's venue, so its address is needed. */
export function needsEventLocation(option: unknown): boolean {
  return option === 'On-Site Catering';
}

// Contact: the message types.

export const MESSAGE_TYPES = ['order-problem', 'catering-inquiry', 'community-event', 'question', 'compliment', 'feedback', 'other'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Labels for the message type dropdown and the notification e-mail. */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  'order-problem': 'Problem with an order',
  'catering-inquiry': 'Catering inquiry',
  'community-event': 'Community event',
  question: 'Question',
  compliment: 'Compliment',
  feedback: 'Feedback',
  other: 'Other',
};

/** A message about a shop's order, event, service or food names the shop; general ones need not. */
export function contactNeedsLocation(type: unknown): boolean {
  return typeof type === 'string' && type !== '' && type !== 'question' && type !== 'other';
}
/** The form shows the order number only for order problems. */
export function showsOrderNumber(type: unknown): boolean {
  return type === 'order-problem';
}
/** The form shows the (optional) event date only for catering and community events. */
export function showsEventDate(type: unknown): boolean {
  return type === 'catering-inquiry' || type === 'community-event';
}

type Fields = Record<string, unknown>;

/** `input` without the named fields, or `input` itself when it is not an object with fields. */
export function withoutFields<T>(input: T, hidden: string[]): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || hidden.length === 0) return input;
  const shown: Fields = { ...(input as Fields) };
  for (const name of hidden) delete shown[name];
  return shown as T;
}

/** The order number and event date a message's type does not ask for: never checked nor stored. */
export function contactHiddenDetails(type: unknown): string[] {
  return [...(showsOrderNumber(type) ? [] : ['orderNumber']), ...(showsEventDate(type) ? [] : ['eventDate'])];
}

/**
 * A form keeps what was typed into a field its choices hide, so that changing one's mind and
 * back loses nothing; but it neither checks nor sends a field it does not show: a shop chosen for
 * a pickup must not name the shop of an on-site event, nor a venue typed for one go with a pickup.
 * (The API still takes a shop or a venue with any option, from a caller that means it.)
 */
export function shownCateringFields<T>(input: T): T {
  const option = (input as Fields | null)?.cateringOption;
  return withoutFields(input, [...(needsLocation(option) ? [] : ['kindersLocation']), ...(needsEventLocation(option) ? [] : ['eventLocation'])]);
}

/** The same for the contact form: the shop, order number and event date only where its type shows them. */
export function shownContactFields<T>(input: T): T {
  const type = (input as Fields | null)?.messageType;
  return withoutFields(input, [...contactHiddenDetails(type), ...(contactNeedsLocation(type) ? [] : ['kindersLocation'])]);
}
