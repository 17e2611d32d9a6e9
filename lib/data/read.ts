import 'server-only';
import { classifyFailure, logFailure } from '@/lib/api/failure';

export type Read<T, F> = { ok: true; value: T } | { ok: false; value: F };

/**
 * The one way a page reads data it can do without: the value, or, when the database is
 * unavailable, `fallback` with `ok: false` so the page can show its error state (or simply its
 * default) and still answer 200. The failure is logged once, without personal data. A bug is not
 * hidden behind a fallback: it is thrown, and Next answers with the error page and a 500; unless
 * the data is an extra beside what the page is for (`extra`: the shell's shops, and the shops the
 * specials page checks for a closure), which must not take the page down with it, and is left out
 * on a bug too, logged as one.
 */
export async function readOr<T, F>(what: string, read: Promise<T>, fallback: F, { extra = false }: { extra?: boolean } = {}): Promise<Read<T, F>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    if (classifyFailure(error) === 'bug' && !extra) throw error;
    logFailure(what, error);
    return { ok: false, value: fallback };
  }
}
