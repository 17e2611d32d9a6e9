'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place when the control it was on, inside `root`, goes away in a render of
 * the calling component: a button that the next state replaces ("Show distances" becomes "Finding
 * your location"), a suggestion that its own search clears. The browser would drop focus to the
 * start of the page; `fallback` takes it instead (a status line that says what happened, focusable
 * with tabIndex={-1}). Focus that has moved on, or was never inside `root`, is left alone.
 */
export function useFocusRescue(root: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    // On the document, so that focus moving out of `root` is seen too (and forgets the last one).
    const remember = (e: FocusEvent) => {
      last.current = e.target instanceof Element && root.current?.contains(e.target) ? e.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [root]);
  // After every render: the DOM is up to date, and nothing has been painted yet.
  useLayoutEffect(() => {
    const gone = last.current;
    if (!gone || gone.isConnected) return;
    last.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    fallback.current?.focus({ preventScroll: true });
  });
}
