'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while the component hydrates; true once it runs on its own in
 * the browser. What depends on the browser alone (a stored choice, a click's handler) waits for
 * it, so the hydrating render draws exactly what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
