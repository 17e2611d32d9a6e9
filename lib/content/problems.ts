/**
 * Turns a zod failure on a content file into lines a person can act on: the file, the entry
 * (its position and its name, date or title) and the field, then what is wrong.
 *   content/menu/sides.json: items[3] "Mac & Cheese" > price: Price must be zero or more, ...
 */
import type { z } from 'zod';

const NAME_KEYS = ['name', 'label', 'date', 'title', 'position', 'category', 'headingOne'] as const;

function entryName(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const key of NAME_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** "hours.friday.close", "items[3] \"Mac & Cheese\" > price", "(the whole file)". */
export function describePath(data: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  let out = '';
  let node: unknown = data;
  for (const key of path) {
    const next = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as never] : undefined;
    if (typeof key === 'number') {
      const name = entryName(next);
      out += `[${key}]${name ? ` "${name}"` : ''} >`;
    } else {
      out += `${out && !out.endsWith('>') ? '.' : out ? ' ' : ''}${String(key)}`;
    }
    node = next;
  }
  return out.replace(/ >$/, '');
}

/** One line per issue; `where` names a part of the file ("front matter > "). */
export function describeIssues(file: string, data: unknown, error: z.ZodError, where = ''): string[] {
  return error.issues.map((issue) => `${file}: ${where}${describePath(data, issue.path)}: ${issue.message}`);
}

/** ContentError's code: a log line names its problems (content files and rules, never a visitor's data). */
export const INVALID_CONTENT = 'INVALID_CONTENT';

/** Thrown when content files break a rule; `problems` has one line per broken rule. */
export class ContentError extends Error {
  readonly code = INVALID_CONTENT;
  constructor(readonly problems: string[]) {
    super(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}
