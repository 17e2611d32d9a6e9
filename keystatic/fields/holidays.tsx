/**
 * Holiday closures and special hours: a list of `{ date, label, hours }` entries in which no date
 * stands twice. The date is the list's slug field, so Keystatic hands each date's validate the
 * other entries' dates and a repeated one blocks the save; the list is edited in place
 * (HolidayListInput), each row showing what is wrong with it.
 */
import { fields, type ArrayField, type SlugFormField } from '@keystatic/core';
import { holidaySchema } from '@/lib/content/schemas/records';
import { checked } from './checked';
import { dateProblem, HOLIDAY_NAME_HELP } from './checks';
import { dayHours } from './day-hours';
import { HolidayDateInput, HolidayListInput } from './inputs';

function holidayDate(): SlugFormField<string, string, string, string> {
  const parse = (value: unknown) => {
    if (value === undefined) return '';
    if (typeof value !== 'string') throw new Error('The date must be written YYYY-MM-DD.');
    return value;
  };
  const validate = (value: string, extra?: { slugField: { slugs: Set<string> } }) => {
    const problem = dateProblem(value, extra?.slugField.slugs);
    if (problem) throw new Error(problem);
    return value;
  };
  return {
    kind: 'form',
    formKind: 'slug',
    label: 'Date',
    Input: (props) => <HolidayDateInput {...props} />,
    defaultValue: () => '',
    parse,
    serialize: (value) => ({ value: value || undefined }),
    serializeWithSlug: (value) => ({ slug: value, value: value || undefined }),
    validate,
    reader: { parse: (value) => validate(parse(value)), parseWithSlug: (value) => validate(parse(value)) },
  };
}

const entry = fields.object({
  date: holidayDate(),
  label: checked(fields.text({ label: 'Name', description: HOLIDAY_NAME_HELP, validation: { isRequired: true } }), holidaySchema.shape.label),
  hours: dayHours({ label: 'Hours that day', defaultClosed: true }),
});
export type HolidayListField = ArrayField<typeof entry>;

export function holidayList(options: { label: string; description: string }): HolidayListField {
  const list = fields.array(entry, { label: options.label, description: options.description, slugField: 'date' });
  return { ...list, Input: (props: unknown) => <HolidayListInput {...options} {...(props as object)} /> };
}
