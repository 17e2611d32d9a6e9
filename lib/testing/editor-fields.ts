/**
 * The editor's save check as the tests call it: a field is handed the value it parsed from the
 * file, and a save is refused when its validate throws.
 */

/** A value field of the editor, as far as the tests use it. */
export type EditorField = { parse(value: unknown, extra?: unknown): unknown; validate(value: unknown, extra?: unknown): unknown };

/** Why the editor refuses to save the value the file would store (undefined: it saves). */
export function editorProblem(field: EditorField, stored: unknown): string | undefined {
  try {
    field.validate(field.parse(stored, undefined), undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
