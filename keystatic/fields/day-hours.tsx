/**
 * One day's opening hours, `{ open, close, closed }` as the files store them: two time pickers
 * and a "Closed all day" box, used for the seven days of a shop's week and for each holiday. A
 * closed day is written `{ "closed": true }`. validate throws, which blocks the save, when the
 * content schema refuses the day (closing at or before opening, a missing or malformed time);
 * the input shows the same message under the time it is about.
 */
import type { BasicFormField } from '@keystatic/core';
import { dayHoursProblems, parseDayHours, toStoredHours, type DayHours } from './checks';
import { DayHoursInput } from './inputs';

type Options = { label: string; description?: string; defaultClosed?: boolean };

export function dayHours(options: Options): BasicFormField<DayHours> {
  const fallback: DayHours = { open: '', close: '', closed: options.defaultClosed ?? false };
  const validate = (value: DayHours) => {
    const problems = dayHoursProblems(value);
    const message = problems.open ?? problems.close;
    if (message) throw new Error(`${options.label}: ${message}`);
    return value;
  };
  return {
    kind: 'form',
    label: options.label,
    Input: (props) => <DayHoursInput label={options.label} description={options.description} {...props} />,
    defaultValue: () => fallback,
    parse: (value) => parseDayHours(value, fallback),
    serialize: (value) => ({ value: toStoredHours(value) }),
    validate,
    reader: { parse: (value) => validate(parseDayHours(value, fallback)) },
  };
}
