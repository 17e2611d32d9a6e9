/**
 * A Keystatic field held to the content schema's rule for its value. Keystatic's own fields only
 * know "required", a length and a pattern, so a text of spaces, a placeholder the page cannot fill
 * in, a number out of range or an address that is not a page of this site would save, and only
 * the content branch's build would refuse it. Wrapped here, the field keeps its look and its
 * own checks, and also refuses what the schema refuses: validate throws the schema's message,
 * which blocks the save, and the input shows the same message under the field.
 */
import type { BasicFormField, SlugFormField } from '@keystatic/core';
import type { z } from 'zod';
import { schemaProblem } from './checks';
import { CheckedInput } from './inputs';

/** Any value a Keystatic field edits (its own types ask for a non-nullish value or null). */
type Value = NonNullable<unknown> | null;
type Checkable = BasicFormField<Value, Value, unknown> | SlugFormField<Value, Value, unknown, unknown>;

export function checked<F extends Checkable>(field: F, schema: z.ZodType): F {
  const own = field.validate as (value: Value, extra?: unknown) => Value;
  // The schema checks the value as the file stores it: an empty text is left out of the file.
  const problem = (value: Value) => schemaProblem(schema, field.serialize(value).value);
  // The field's own message first (it is the one its input shows), then the schema's.
  const ownProblem = (value: Value) => {
    try {
      own(value);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const validate = (value: Value, extra?: unknown) => {
    own(value, extra);
    const message = problem(value);
    if (message) throw new Error(message);
    return value;
  };
  return {
    ...field,
    Input: (props: Parameters<F['Input']>[0]) => <CheckedInput field={field} problem={(value) => (ownProblem(value) ? undefined : problem(value))} {...props} />,
    validate,
  };
}
