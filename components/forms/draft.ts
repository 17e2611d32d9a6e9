'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { deviceStorage } from '@/components/locations/device-storage';
import type { FormKind } from '@/lib/forms/submit';

export const draftKey = (kind: FormKind) => `kinders:draft:${kind}`;
const store = deviceStorage('session');

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Never kept: the trap field for bots (lib/validation/fields.ts). */
const NOT_KEPT = new Set(['website']);

/** The stored draft of a form, or null when there is none or it cannot be read. */
export function readDraft(kind: FormKind): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(store.get(draftKey(kind)) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const forgetDraft = (kind: FormKind) => store.remove(draftKey(kind));

/**
 * What a field's draft value may replace: the field as it started, blank. A value the page chose
 * (the option of ?type=, the menu of "Request this menu", what the server sent back) or one the
 * visitor typed before the page's script ran is theirs, and stays.
 */
export function draftToRestore(draft: Record<string, unknown>, defaults: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const restore: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (NOT_KEPT.has(name) || !(name in defaults) || typeof value !== typeof (defaults[name] ?? value) || blank(value)) continue;
    const preset = !blank(defaults[name]) && typeof defaults[name] === 'string';
    // An unchecked radio reads null, a field not shown yet undefined: both as blank as ''.
    const untouched = current[name] === defaults[name] || (blank(current[name]) && blank(defaults[name]));
    if (!preset && untouched && value !== defaults[name]) restore[name] = value;
  }
  return restore;
}

/**
 * What the visitor types, kept in this tab as they type (sessionStorage, on this device only, gone
 * with the tab) and put back when the form comes back to an untouched state: after a reload, Back
 * to the page, a phone that dropped the tab while they looked something up, or a failed send
 * followed by a reload. The form forgets it once it is sent (see useFormSubmit). Not restored over
 * a server's answer to a post without JavaScript, which holds what was sent.
 */
export function useDraft<T extends FieldValues>(kind: FormKind, form: UseFormReturn<T, unknown, T>, restore: boolean) {
  useEffect(() => {
    const draft = restore ? readDraft(kind) : null;
    if (draft) {
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const current: Record<string, unknown> = form.getValues();
      // Set one by one, as if typed (dirty); a field not shown yet (the shop, until the option is
      // back) takes its value when it appears.
      for (const [name, value] of Object.entries(draftToRestore(draft, defaults, current))) {
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
    // Saved on the visitor's own changes (an input's event) only: the fields emptied as a form
    // is reset or leaves the page must not overwrite what they typed.
    const watching = form.watch((values, { type }) => {
      if (!type) return;
      const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => !NOT_KEPT.has(name) && value !== undefined));
      store.set(draftKey(kind), JSON.stringify(kept));
    });
    return () => watching.unsubscribe();
    // Once, when the form starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
