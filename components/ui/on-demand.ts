'use client';

import { useCallback, useState, type ComponentType } from 'react';

/**
 * A component whose code is downloaded on first use (a dialog most visitors never open), shown
 * the moment its code arrives. Not through next/dynamic: React reveals a lazy component that
 * suspended at most every 300 ms, so a dialog opened by a click stood still for a third of a
 * second after its code was already there. A download that fails is tried again on the next use.
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

  /** The component once its code is here (null before), and the call that asks for it. */
  function useComponent(): [ComponentType<P> | null, () => void] {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const request = useCallback(() => {
      // A component is a function: the setter is given one that returns it.
      if (loaded) setComponent(() => loaded);
      else start().then((c) => setComponent(() => c), () => {});
    }, []);
    return [component, request];
  }

  return { useComponent };
}
