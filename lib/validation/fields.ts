/**
 * Field builders shared by the two form schemas (catering and contact). The same schemas run in
 * the browser (react-hook-form) and in the route handlers, so this file must stay free of
 * server-only imports.
 *
 * Conventions: every string is trimmed and bounded; single-line fields refuse line breaks (they
 * end up in e-mail subjects and tables) and lose invisible and bidirectional control characters
 * (a right-to-left override in a name would reverse the rest of an e-mail subject); no field
 * accepts control characters (PostgreSQL cannot store NUL); for optional fields "", null and
 * whitespace mean "not given".
 */
import { z } from 'zod';
import { isIsoDate } from '@/lib/content/rules';
import { businessDate } from '@/lib/domain/zone';
import { EVENT_DATE_YEARS_AHEAD, HONEYPOT_FIELD, LIMITS, NUMBER_OF_GUESTS, latestEventDate, readGuestCount } from './choices';

export { HONEYPOT_FIELD, LIMITS, NUMBER_OF_GUESTS };

/**
 * A shop is sent as its slug. This schema checks the shape only: which shops exist is the
 * database's to say, so the server checks the slug against it after parsing (see
 * unknownShopProblem in lib/submissions/accept.ts), and the form only offers existing shops.
 */
const SHOP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const UNKNOWN_SHOP_MESSAGE = 'Please choose one of our locations.';

// C0 controls except tab, CR and LF, DEL, and the C1 controls but NEL (U+0085, a line break).
// CR/LF/NEL are handled per field (multi-line or not).
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;
/**
 * Characters that draw nothing but change how the text around them is shown or compared: the
 * bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners that
 * are not needed by any script (U+200C and U+200D are: Persian and Indic names, emoji), the soft
 * hyphen, the byte-order mark, the deprecated format controls (U+206A-206F) and the Hangul
 * fillers used to fake blank names.
 */
const INVISIBLE_CHARS = /[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g;

/**
 * What else draws nothing of its own, besides the invisible characters above: spaces of every
 * kind, format characters (the joiners, the tag characters, the format controls of musical,
 * shorthand and hieroglyphic scripts; the few that draw a sign, such as the Arabic number signs,
 * only ever stand with other text), marks that only change the letter before them (accents,
 * variation selectors, the combining grapheme joiner), the Braille blank and the placeholder for
 * an object that is not there. Kept inside a name or a message, alone they are a blank answer to
 * a required field.
 */
const ALSO_DRAWS_NOTHING = /^[\s\p{Cf}\p{M}\u2800\ufffc]*$/u;
/** Half of a UTF-16 surrogate pair without its other half: not a character, and not storable as one. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A single-line value without its invisible and bidirectional control characters. */
export const withoutInvisible = (value: string): string => value.replace(INVISIBLE_CHARS, '');
/** Whether a value draws nothing at all, however long it is. */
const drawsNothing = (value: string): boolean => ALSO_DRAWS_NOTHING.test(withoutInvisible(value));
const keep = (value: string) => value;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]/;

/** "" (after trimming) and null become undefined: the field was not given. */
const blankToUndefined = <T extends string>(v: T | null | undefined): T | undefined => (v ? v : undefined);

type TextOptions = {
  /** Shown when the field is missing or blank (required fields only). */
  required?: string;
  /** Human name of the field, used in the length and line-break messages. */
  label: string;
  max: number;
  multiline?: boolean;
};

/** A string, trimmed; on a single line also rid of invisible characters first. */
const text = (error: string, multiline = false) => z.string({ error }).overwrite(multiline ? keep : withoutInvisible).trim();

// A text over its limit is refused before the checks after the length read it: those checks (the
// phone's shape above all) may take time that grows faster than the text, and a request of tens
// of kilobytes must not hold the server while it is refused. (The checks before it are linear.)
function textChecks(schema: z.ZodString, { label, max, multiline }: TextOptions) {
  return schema
    .max(max, { message: `${label} must be at most ${max} characters.`, abort: true })
    .refine((s) => !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s), `${label} contains characters that are not allowed.`)
    .refine((s) => multiline || !LINE_BREAKS.test(s), `${label} must be a single line.`);
}

/** A required string: trimmed, not blank (nor only characters that draw nothing), bounded. */
export function requiredText(options: TextOptions & { required: string }) {
  const base = text(options.required, options.multiline)
    .min(1, options.required)
    .refine((s) => s === '' || !drawsNothing(s), options.required);
  return textChecks(base, options);
}

/** An optional string: "", null, undefined and whitespace all become undefined. */
export function optionalText(options: TextOptions) {
  const base = text(`${options.label} must be text.`, options.multiline);
  return textChecks(base, options).nullish().transform(blankToUndefined).optional();
}

export function requiredEmail(required: string) {
  return text(required)
    .min(1, required)
    .max(LIMITS.email, `Email address must be at most ${LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address.'));
}

/**
 * Digits, spaces and + ( ) . - with an optional extension ("x12", "ext. 12"); 7 to 15 digits; at
 * most one pair of parentheses, around digits ("(925) 555-0142", "+44 (0)20 7946 0958", "(0 30) 1234567").
 */
const PHONE_SHAPE = /^\+?[0-9 ().-]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
const PARENTHESES = /^[^()]*(?:\([ 0-9]*[0-9][ 0-9]*\)[^()]*)?$/;
function isPhoneNumber(value: string): boolean {
  if (!PHONE_SHAPE.test(value) || !PARENTHESES.test(value)) return false;
  const digits = value.replace(/\s*(?:x|ext\.?)\s*[0-9]{1,6}$/i, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
const INVALID_PHONE = 'Please enter a valid phone number.';

export function requiredPhone(required: string) {
  return requiredText({ required, label: 'Phone number', max: LIMITS.phone }).refine(isPhoneNumber, INVALID_PHONE);
}

export function optionalPhone() {
  return textChecks(text('Phone number must be text.'), { label: 'Phone number', max: LIMITS.phone })
    .refine((v) => v === '' || isPhoneNumber(v), INVALID_PHONE)
    .nullish()
    .transform(blankToUndefined)
    .optional();
}

/** A choice from a fixed list; "", null and undefined mean "not chosen". */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform(blankToUndefined)
    .optional();
}

/** A shop by its slug, or nothing. Whether one is required depends on other fields. */
export function optionalLocation() {
  return z
    .string({ error: 'Please choose a location.' })
    .trim()
    .max(LIMITS.shopSlug, { message: UNKNOWN_SHOP_MESSAGE, abort: true })
    .refine((v) => v === '' || SHOP_SLUG.test(v), UNKNOWN_SHOP_MESSAGE)
    .nullish()
    .transform(blankToUndefined)
    .optional();
}

/** The business's date today, YYYY-MM-DD: the server's clock, or the day a page was drawn for. */
export type Today = () => string;

/**
 * An optional event date, YYYY-MM-DD (what <input type="date"> gives; read as the content's dates
 * are, so a year typed with two digits, "0026-12-30", is a past date, not a malformed one), that
 * is not already past in the business's time zone (a visitor in another zone still sees California's "today"), nor
 * further ahead than a booking can be (latestEventDate). `today` is the server's clock; a form in
 * the browser passes the day its page was drawn for, as its date field's min and max do, so a
 * device whose clock is a day off never refuses a date the server takes.
 */
export function optionalEventDate(today: Today = () => businessDate()) {
  return z
    .string({ error: 'Event date must be a date.' })
    .trim()
    .refine((v) => v === '' || isIsoDate(v), 'Please enter the event date as YYYY-MM-DD.')
    .refine((v) => v === '' || !isIsoDate(v) || v >= today(), 'The event date cannot be in the past.')
    .refine((v) => v === '' || !isIsoDate(v) || v <= latestEventDate(today()), `Please check the event date: it is more than ${EVENT_DATE_YEARS_AHEAD} years away.`)
    .nullish()
    .transform(blankToUndefined)
    .optional();
}

/** A whole number of guests; accepts numbers and numeric strings (form inputs give strings). */
export function guestCount() {
  const { min, max } = NUMBER_OF_GUESTS;
  const required = 'Please enter the number of guests.';
  const range = `Guest size must be between ${min} and ${max}.`;
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx): number => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = readGuestCount(value);
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'Guest size must be a whole number.' });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: range });
      return z.NEVER;
    }
    return n;
  });
}

/**
 * The honeypot accepts anything and never fails validation (a bot must not learn that it is
 * special); its output says whether it was filled in, which only text can be (a person's browser
 * sends the hidden input's text, empty): `false`, `0` or an object from a script fill nothing.
 * The route handler decides what a filled one means.
 */
export function honeypot() {
  return z
    .unknown()
    .optional()
    .transform((v) => typeof v === 'string' && v.trim() !== '');
}

/** "present" in the sense of the optional fields above: not undefined, null or blank. */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * Lets a cross-field rule run even when other fields already failed, so all errors show at once;
 * but only on an object (a body that is not one has nothing to cross-check).
 */
export const whenObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export type FieldProblems = {
  /** "field: message" for each problem, in field order (the API's `details`). */
  details: string[];
  /** The first message per field, for a form's setError. */
  fields: Record<string, string>;
};

export function describeIssues(error: z.ZodError): FieldProblems {
  const details: string[] = [];
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    if (field in fields) continue;
    fields[field] = issue.message;
    details.push(`${field}: ${issue.message}`);
  }
  return { details, fields };
}
