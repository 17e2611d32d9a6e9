/**
 * The editor's checks of single values, pure and shared by the field definitions (whose
 * validate blocks a save) and their inputs (which show the message). Each delegates to the
 * content rules or schemas, so the editor refuses what `npm run content:check` refuses.
 */
import './zod-jitless';
import type { z } from 'zod';
import { isImagePath, isIsoDate } from '@/lib/content/rules';
import { dayHoursSchema, holidayListSchema } from '@/lib/content/schemas/records';

/** What the content schema finds wrong with a value as the file would store it, in its own words. */
export function schemaProblem(schema: z.ZodType, stored: unknown): string | undefined {
  const result = schema.safeParse(stored);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** One day's hours while editing: empty strings for times not entered yet. */
export type DayHours = { open: string; close: string; closed: boolean };
type StoredHours = { open?: string; close?: string; closed: boolean };

/** As the files store it: `{ "closed": true }`, or both times and `"closed": false`. */
export function toStoredHours(day: DayHours): StoredHours {
  return day.closed ? { closed: true } : { open: day.open, close: day.close, closed: false };
}

export function parseDayHours(value: unknown, fallback: DayHours): DayHours {
  if (value === undefined) return fallback;
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof (value as StoredHours).closed !== 'boolean') {
    throw new Error('Hours must have open, close and closed.');
  }
  const v = value as Record<string, unknown>;
  return { open: typeof v.open === 'string' ? v.open : '', close: typeof v.close === 'string' ? v.close : '', closed: v.closed as boolean };
}

/** What is wrong with the opening and the closing time, each in words (empty when all is well). */
export function dayHoursProblems(day: DayHours): { open?: string; close?: string } {
  const result = dayHoursSchema.safeParse(toStoredHours(day));
  if (result.success) return {};
  const problems: { open?: string; close?: string } = {};
  for (const issue of result.error.issues) problems[issue.path[0] === 'open' ? 'open' : 'close'] ??= issue.message;
  return problems;
}

export const REPEATED_DATE = 'This date is already in the list; keep one entry per date.';
const DATE_FORMAT = 'Pick a date (year, month and day).';

/** What a holiday's name is for, shown under the field in every holiday list. */
export const HOLIDAY_NAME_HELP = 'As guests see it, for example "Christmas Eve" (not "Closed for ...": the site writes that).';

export function dateProblem(value: string, otherDates?: ReadonlySet<string>): string | undefined {
  if (!isIsoDate(value)) return DATE_FORMAT;
  if (otherDates?.has(value)) return REPEATED_DATE;
  return undefined;
}

export type HolidayRow = { date: string; label: string; hours: DayHours };

/** Per entry of a holiday list, what the content schema finds wrong with its date and name. */
export function holidayRowProblems(rows: HolidayRow[]): { date?: string; label?: string }[] {
  const result = holidayListSchema.safeParse(rows.map((r) => ({ date: r.date, label: r.label, hours: toStoredHours(r.hours) })));
  const problems: { date?: string; label?: string }[] = rows.map(() => ({}));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [index, key] = issue.path;
    if (typeof index !== 'number' || (key !== 'date' && key !== 'label')) continue;
    problems[index][key] ??= key === 'date' && issue.message.includes('twice') ? REPEATED_DATE : issue.message;
  }
  return problems;
}

/** A photo while editing: a path on the site, a new upload, or none. */
export type Upload = { data: Uint8Array; extension: string; filename: string };
export type Photo = { kind: 'path'; path: string } | ({ kind: 'upload' } & Upload) | null;

const PATH_PROBLEM = 'Use the path of a picture on this site, such as /images/menu/ribs.webp (webp, png, jpg, avif, gif or svg).';

/** A photo from a phone (HEIC) or a scanner (TIFF, BMP): browsers cannot show it, so it cannot be saved. */
const uploadProblem = (extension: string) => `A .${extension.toLowerCase()} picture cannot be shown on the site: upload a webp, png, jpg, avif, gif or svg file instead.`;

export function photoProblem(value: Photo, label: string, required: boolean): string | undefined {
  if (value === null) return required ? `${label} is required.` : undefined;
  if (value.kind === 'path' && !isImagePath(value.path)) return PATH_PROBLEM;
  if (value.kind === 'upload' && !isImagePath(`/x.${value.extension}`)) return uploadProblem(value.extension);
  return undefined;
}
