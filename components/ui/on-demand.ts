'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { noticeIfSlow } from '@/lib/deadline';

/** How long the word that a download failed stays on screen. */
export const DOWNLOAD_PROBLEM_SHOWN_MS = 10_000;

/**
 * Whether a download failed lately: `report` makes it true for DOWNLOAD_PROBLEM_SHOWN_MS (long
 * enough to read why a press did nothing), `clear` takes it back when the visitor tries again.
 */
export function useFailedLately(): [boolean, () => void, () => void] {
  const [failed, setFailed] = useState(false);
  const forget = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(forget.current), []);
  const clear = useCallback(() => {
    clearTimeout(forget.current);
    setFailed(false);
  }, []);
  const report = useCallback(() => {
    clearTimeout(forget.current);
    setFailed(true);
    forget.current = setTimeout(() => setFailed(false), DOWNLOAD_PROBLEM_SHOWN_MS);
  }, []);
  return [failed, report, clear];
}

/**
 * How long a download of code on demand may take before the visitor is told it has not come: on
 * a connection that hangs it would never settle, and the button that asked for it would seem to
 * do nothing, for good. What arrives later is still shown.
 */
export const DOWNLOAD_WAIT_MS = 10_000;

/**
 * A component whose code is downloaded on first use (a dialog most visitors never open), shown
 * the moment its code arrives. Not through next/dynamic: React reveals a lazy component that
 * suspended at most every 300 ms, so a dialog opened by a click stood still for a third of a
 * second after its code was already there. A download that fails is tried again on the next use,
 * and until then (for a while) the hook says it failed, as it does while one takes longer than
 * DOWNLOAD_WAIT_MS (the component still shows if its code comes), so the page can tell the
 * visitor why their click did nothing: offline, or the site was updated since the page was loaded.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  /** The component once its code is here (null before), the call that asks for it, and whether the last ask failed. */
  function useComponent(): [ComponentType<P> | null, () => void, boolean] {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, reportFailure, clearFailure] = useFailedLately();
    const request = useCallback(() => {
      clearFailure();
      // A component is a function: the setter is given one that returns it.
      if (loaded) setComponent(() => loaded);
      else
        noticeIfSlow(start(), DOWNLOAD_WAIT_MS, reportFailure).then((c) => {
          clearFailure();
          setComponent(() => c);
        }, reportFailure);
    }, [clearFailure, reportFailure]);
    return [component, request, failed];
  }

  return { useComponent };
}
