/**
 * Small field helpers shared by the collections and singletons: texts that must be filled in,
 * optional texts (left out of the file when empty), list positions, diet tags and the rating,
 * each written the way docs/content.md says the files store it.
 */
import { fields, type BasicFormField } from '@keystatic/core';
import { MOST_COUNT, SLUG, typedPriceProblem } from '@/lib/content/rules';
import { DecimalInput, RatingInput, type Rating } from './inputs';

export const requiredText = (label: string, description?: string, multiline = false) =>
  fields.text({ label, description, multiline, validation: { isRequired: true } });

/** Left out of the file when empty. */
export const optionalText = (label: string, description?: string, multiline = false) => fields.text({ label, description, multiline });

export const position = (what: string) =>
  fields.integer({
    label: 'Order in lists',
    description: `Where this ${what} stands in lists: 0 first, then 1, 2 and so on.`,
    defaultValue: 0,
    validation: { isRequired: true, min: 0 },
  });

/**
 * The name of a collection entry and the file name made from it, which is also the page's
 * address when the entry has a page: "Walnut Creek Parkside" -> walnut-creek-parkside.json ->
 * /locations/walnut-creek-parkside. `longest`: the most characters the name may have, refused
 * with the content schema's message (given as a pattern: Keystatic's own length check words it
 * its own way). `nameHelp`: the name field's own description. `fixedAddress`: the site has a page
 * at this address only (a legal page), so `addressHelp` says to keep it and nothing here says it moves.
 */
export const nameAndAddress = (
  label: string,
  addressHelp: string,
  { hasPage = true, longest, nameHelp, fixedAddress = false }: { hasPage?: boolean; longest?: { most: number; message: string }; nameHelp?: string; fixedAddress?: boolean } = {},
) =>
  fields.slug({
    name: { label, description: nameHelp, validation: { isRequired: true, pattern: longest && { regex: new RegExp(`^[\\s\\S]{0,${longest.most}}$`), message: longest.message } } },
    slug: {
      label: hasPage ? 'Address and file name' : 'File name',
      // Entries without a page of their own (a hero, a catering menu) only name their file.
      description: `${addressHelp} Lower-case letters, digits and hyphens.${fixedAddress ? '' : hasPage ? ' Changing it renames the file and moves the page.' : ' Changing it renames the file; nothing on the site moves.'}`,
      validation: { pattern: { regex: SLUG, message: 'Use lower-case letters, digits and single hyphens, such as walnut-creek.' } },
    },
  });

/** Like fields.multiselect, but an empty choice is left out of the file. */
export function tags<const O extends { label: string; value: string }>(label: string, options: readonly O[], description?: string) {
  const field = fields.multiselect({ label, options, description });
  return { ...field, serialize: (value: readonly O['value'][]) => ({ value: value.length ? value : undefined }) };
}

/** The star rating shown on a shop's page: both numbers, or neither (left out of the file). */
export function rating(): BasicFormField<Rating> {
  const average = fields.number({ label: 'Average stars', description: 'Out of 5, for example 4.6.', validation: { min: 0, max: 5 } });
  const count = fields.integer({ label: 'Number of reviews', validation: { min: 0, max: MOST_COUNT } });
  const validate = (value: Rating) => {
    if ((value.average === null) !== (value.count === null)) throw new Error('Rating: give both the average and the number of reviews, or neither.');
    average.validate(value.average);
    count.validate(value.count);
    return value;
  };
  const parse = (value: unknown): Rating => {
    if (value === undefined) return { average: null, count: null };
    const v = value as Record<string, unknown>;
    if (!v || typeof v !== 'object' || typeof v.average !== 'number' || typeof v.count !== 'number') throw new Error('Rating needs average and count.');
    return { average: v.average, count: v.count };
  };
  return {
    kind: 'form',
    label: 'Rating',
    Input: (props) => <RatingInput average={average} count={count} {...props} />,
    defaultValue: () => ({ average: null, count: null }),
    parse,
    serialize: (value) => ({ value: value.average === null || value.count === null ? undefined : { average: value.average, count: value.count } }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/**
 * A number typed as text and stored as a number, left out of the file when empty (and allowed to
 * be only when not required). `problem` says in words what is wrong with the text as typed; the
 * field shows it next to the box and a save is refused while there is one.
 */
function typedNumber(options: { label: string; description?: string; required: boolean; problem: (value: string) => string | undefined }): BasicFormField<string, string, number | null> {
  const parse = (value: unknown) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'number') throw new Error(`${options.label} must be a number.`);
    return String(value);
  };
  const validate = (value: string) => {
    const message = options.problem(value);
    if (message) throw new Error(message);
    return value;
  };
  return {
    kind: 'form',
    label: options.label,
    Input: (props) => <DecimalInput label={options.label} description={options.description} problem={options.problem} isRequired={options.required} {...props} />,
    defaultValue: () => '',
    parse,
    serialize: (value) => ({ value: value.trim() === '' ? undefined : Number(value.trim()) }),
    validate,
    reader: {
      parse: (value) => {
        const typed = validate(parse(value));
        return typed.trim() === '' ? null : Number(typed);
      },
    },
  };
}

/**
 * A required decimal number between min and max, edited as typed: a latitude of 37.9762 stays
 * 37.9762 (a number box would round it to three decimals, about 100 m off).
 */
export function decimal(options: { label: string; description?: string; min: number; max: number }) {
  const problem = (value: string) => {
    if (value.trim() === '') return `${options.label} is required.`;
    const n = Number(value);
    if (!Number.isFinite(n)) return `${options.label} must be a number, such as 37.9762.`;
    if (n < options.min || n > options.max) return `${options.label} must be between ${options.min} and ${options.max}.`;
    return undefined;
  };
  return typedNumber({ label: options.label, description: options.description, required: true, problem });
}

/**
 * Dollars, typed as text and stored as a number. A number box read "12,50" as 1250 and rounded
 * 12.999 without a word; here both are refused next to the field (typedPriceProblem).
 */
export function money(options: { label: string; description: string; required?: boolean; aboveZero?: boolean }) {
  const required = options.required ?? false;
  return typedNumber({ ...options, required, problem: (value) => typedPriceProblem(options.label, value, required, options.aboveZero) });
}
