'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { deniedMemory, fetchDistances, geolocationPermission, GEOLOCATION_OPTIONS, PERMISSION_DENIED } from './distances';

/**
 * checking: asking the Permissions API (nothing shown yet);
 * idle: waiting for the visitor to press "Show distances";
 * locating: waiting for the position and the distances;
 * ready: distances known; denied: permission refused (now or earlier in this tab);
 * unavailable: no position (timeout, no signal, no geolocation); failed: the distances call failed.
 */
export type DistancePhase = 'checking' | 'idle' | 'locating' | 'ready' | 'denied' | 'unavailable' | 'failed';

export function useDistances() {
  const [phase, setPhase] = useState<DistancePhase>('checking');
  const [distances, setDistances] = useState<ReadonlyMap<string, number> | null>(null);
  const mounted = useRef(true);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setPhase('unavailable');
      return;
    }
    setPhase('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        deniedMemory.clear();
        try {
          const results = await fetchDistances({ latitude: coords.latitude, longitude: coords.longitude });
          if (!mounted.current) return;
          setDistances(new Map(results.map((r) => [r._id, r.distance])));
          setPhase('ready');
        } catch (error) {
          console.error('Distances could not be loaded:', error);
          if (mounted.current) setPhase('failed');
        }
      },
      (error) => {
        if (!mounted.current) return;
        if (error.code === PERMISSION_DENIED) {
          deniedMemory.set();
          setPhase('denied');
        } else {
          setPhase('unavailable');
        }
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    (async () => {
      // A denial earlier in this tab: say so, but don't ask again until "Try Again".
      if (deniedMemory.get()) return setPhase('denied');
      const state = await geolocationPermission();
      if (cancelled) return;
      // Ask by ourselves only when the browser will answer without a prompt.
      if (state === 'granted') locate();
      else if (state === 'denied') setPhase('denied');
      else setPhase('idle');
    })();
    return () => {
      cancelled = true;
      mounted.current = false;
    };
  }, [locate]);

  const retry = useCallback(() => {
    deniedMemory.clear();
    locate();
  }, [locate]);

  return { phase, distances, locate, retry };
}
