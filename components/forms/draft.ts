'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { deviceStorage } from '@/components/locations/device-storage';
import type { FormKind, PendingMemory } from '@/lib/forms/submit';
import { HONEYPOT_FIELD } from '@/lib/validation/choices';

export const draftKey = (kind: FormKind) => `kinders:draft:${kind}`;
const store = deviceStorage('session');

/**
 * How long a draft is kept: a visitor who comes back within the day finds it, and a tab that a
 * browser reopens later (session restore, "reopen closed tab", a shared tablet) does not hand one
 * visitor's name and message to the next.
 */
export const DRAFT_KEPT_MS = 12 * 60 * 60 * 1000;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Never kept: the trap field for bots. */
const NOT_KEPT = new Set([HONEYPOT_FIELD]);

/**
 * A stored draft: the values, the address of the page it was kept on (path and query), and the
 * history entry that page stood in (see historyEntry).
 */
export type Draft = { values: Record<string, unknown>; page: string | null; entry: string | null };

/** The stored draft of a form, or null when there is none, it cannot be read, or it is too old. */
export function readDraft(kind: FormKind, now = Date.now()): Draft | null {
  try {
    const stored: unknown = JSON.parse(store.get(draftKey(kind)) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { savedAt, values, page, entry } = stored as { savedAt?: unknown; values?: unknown; page?: unknown; entry?: unknown };
    if (typeof savedAt !== 'number' || !(now - savedAt < DRAFT_KEPT_MS) || !values || typeof values !== 'object' || Array.isArray(values)) return null;
    return { values: values as Record<string, unknown>, page: typeof page === 'string' ? page : null, entry: typeof entry === 'string' ? entry : null };
  } catch {
    return null;
  }
}

/** The page's address as a draft keeps it: a link's ?type= and ?menu= tell one quote page from another. */
const pageAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * The history entry the page stands in (the Navigation API's key): the same after a reload or
 * Back, another once a link is followed, to the same address too. Null where the browser has no
 * Navigation API; the address alone tells the page then.
 */
const historyEntry = (): string | null => (window as Window & { navigation?: { currentEntry?: { key?: string } | null } }).navigation?.currentEntry?.key ?? null;

/** Whether a draft was kept on this page: the same address, in the same history entry where both are known. */
function keptHere(draft: Draft): boolean {
  const entry = historyEntry();
  return draft.page === pageAddress() && (draft.entry === null || entry === null || draft.entry === entry);
}

export const pendingSendKey = (kind: FormKind) => `kinders:pending:${kind}`;

/**
 * The form's pending send (a digest of its data, not the data, and its Idempotency-Key) in the
 * tab's storage, kept as long as a draft: after a send whose answer was lost, a reload brings the
 * draft back, and the same data sent again goes with the same key, so the server answers with the
 * request it already has.
 */
export function pendingSendMemory(kind: FormKind, now = () => Date.now()): PendingMemory {
  return {
    get() {
      try {
        const kept: unknown = JSON.parse(store.get(pendingSendKey(kind)) ?? 'null');
        const { digest, key, savedAt } = (kept ?? {}) as { digest?: unknown; key?: unknown; savedAt?: unknown };
        if (typeof digest !== 'string' || typeof key !== 'string' || typeof savedAt !== 'number' || !(now() - savedAt < DRAFT_KEPT_MS)) return null;
        return { digest, key };
      } catch {
        return null;
      }
    },
    set(pending) {
      if (pending) store.set(pendingSendKey(kind), JSON.stringify({ ...pending, savedAt: now() }));
      else store.remove(pendingSendKey(kind));
    },
  };
}

/** Sent: neither the draft nor the pending send is kept. */
export const forgetDraft = (kind: FormKind) => {
  store.remove(draftKey(kind));
  store.remove(pendingSendKey(kind));
};

/**
 * What a field's draft value may replace: the field as it started, and blank (`current`: the
 * form's values now). A field the form hides is filled too, and kept for when its choice comes
 * back, as the form keeps what was typed in it; it is neither checked nor sent while hidden (see
 * shownCateringFields). A value the page chose (the option of ?type=, the menu of "Request this
 * menu", what the server sent back) or one the visitor typed before the page's script ran is
 * theirs, and stays: except that a draft kept on this very page (`samePage`: the same address in
 * the same history entry) holds the visitor's own change of the page's choice, which a reload or
 * Back brings back, as it brings back what they typed. Otherwise a request would go out for the
 * option and menu of the link they came by, which they had changed. A link followed again is
 * another page: its choice wins.
 */
export function draftToRestore(draft: Record<string, unknown>, defaults: Record<string, unknown>, current: Record<string, unknown>, samePage = false): Record<string, unknown> {
  const restore: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (NOT_KEPT.has(name) || !(name in current) || typeof value !== typeof (defaults[name] ?? value) || blank(value)) continue;
    const preset = !samePage && !blank(defaults[name]) && typeof defaults[name] === 'string';
    // An unchecked radio reads null, a field with no default undefined: both as blank as ''.
    const untouched = current[name] === defaults[name] || (blank(current[name]) && blank(defaults[name]));
    if (!preset && untouched && value !== defaults[name]) restore[name] = value;
  }
  return restore;
}

/**
 * What the visitor types, kept in this tab as they type (sessionStorage: on this device, for this
 * tab, at most DRAFT_KEPT_MS) and put back when the form comes back untouched: after a reload,
 * Back to the page, a phone that dropped the tab while they looked something up, or a failed send
 * followed by a reload. The form forgets it once it is sent (see useFormSubmit). Not restored
 * over a server's answer to a post without JavaScript, which holds what was sent.
 */
export function useDraft<T extends FieldValues>(kind: FormKind, form: UseFormReturn<T, unknown, T>, restore: boolean) {
  useEffect(() => {
    const draft = restore ? readDraft(kind) : null;
    if (draft) {
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      for (const [name, value] of Object.entries(draftToRestore(draft.values, defaults, form.getValues(), keptHere(draft)))) {
        // As if typed: the field differs from its start (dirty).
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
    // Saved on the visitor's own changes (an input's event) only: the fields emptied as a form
    // is reset or leaves the page must not overwrite what they typed.
    const watching = form.watch((values, { type }) => {
      if (!type) return;
      const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => !NOT_KEPT.has(name) && value !== undefined));
      store.set(draftKey(kind), JSON.stringify({ savedAt: Date.now(), page: pageAddress(), entry: historyEntry(), values: kept }));
    });
    return () => watching.unsubscribe();
    // Once, when the form starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
