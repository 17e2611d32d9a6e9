'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@/lib/domain/distance';
import type { Place } from '@/lib/domain/places';
import { deniedMemory, fetchDistances, geolocationPermission, GEOLOCATION_OPTIONS, PERMISSION_DENIED } from './distances';
import { lastPoint } from './last-point';

/**
 * checking: asking the Permissions API (nothing shown yet);
 * idle: waiting for the visitor to press "Show distances" or to search a ZIP code or town;
 * locating: waiting for the position and the distances;
 * searching: waiting for the distances from a ZIP code or town the visitor searched (`searched`),
 * which asks nothing of the device (a visitor who refused location is not told it is being found);
 * ready: distances known (from `origin`); denied: permission refused (now or earlier in this tab);
 * unavailable: no position (timeout, no signal, no geolocation); failed: the distances call failed.
 */
export type DistancePhase = 'checking' | 'idle' | 'locating' | 'searching' | 'ready' | 'denied' | 'unavailable' | 'failed';
/** What the distances are measured from: the device's position, or a ZIP code or town the visitor searched. */
export type DistanceOrigin = { kind: 'device' } | { kind: 'place'; label: string };

export function useDistances() {
  const [phase, setPhase] = useState<DistancePhase>('checking');
  const [distances, setDistances] = useState<ReadonlyMap<string, number> | null>(null);
  const [origin, setOrigin] = useState<DistanceOrigin | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  const mounted = useRef(true);
  // Each measurement gets a number; only the latest one may change the list.
  const latest = useRef(0);
  // The place a failed measurement was for, so "Try Again" repeats that instead of asking for the position.
  const failedPlace = useRef<Place | null>(null);

  /** Distances from a point, through the same API call whatever the point came from. */
  const measure = useCallback(async (point: LatLng, from: DistanceOrigin, { quiet = false } = {}) => {
    const id = ++latest.current;
    if (!quiet) {
      if (from.kind === 'place') setSearched(from.label);
      setPhase(from.kind === 'place' ? 'searching' : 'locating');
    }
    try {
      const results = await fetchDistances(point);
      if (!mounted.current || id !== latest.current) return;
      failedPlace.current = null;
      setDistances(new Map(results.map((r) => [r._id, r.distance])));
      setOrigin(from);
      setPhase('ready');
      lastPoint.set(from.kind === 'place' ? { ...point, source: 'place', label: from.label } : { ...point, source: 'device' });
    } catch (error) {
      // A request the visitor has moved on from (left the page, searched again) fails unheard.
      if (!mounted.current || id !== latest.current) return;
      console.error('Distances could not be loaded:', error);
      failedPlace.current = from.kind === 'place' ? { ...point, label: from.label } : null;
      setPhase('failed');
    }
  }, []);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setPhase('unavailable');
      return;
    }
    const id = ++latest.current;
    failedPlace.current = null;
    setPhase('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        deniedMemory.clear();
        if (!mounted.current || id !== latest.current) return;
        void measure({ latitude: coords.latitude, longitude: coords.longitude }, { kind: 'device' });
      },
      (error) => {
        if (!mounted.current || id !== latest.current) return;
        if (error.code === PERMISSION_DENIED) {
          deniedMemory.set();
          setPhase('denied');
        } else {
          setPhase('unavailable');
        }
      },
      GEOLOCATION_OPTIONS,
    );
  }, [measure]);

  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    (async () => {
      // A ZIP code or town searched earlier on this device: sort from it again, asking nothing.
      const saved = lastPoint.get();
      if (saved?.source === 'place') return void measure(saved, { kind: 'place', label: saved.label }, { quiet: true });
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
  }, [locate, measure]);

  const retry = useCallback(() => {
    const place = failedPlace.current;
    if (place) return void measure(place, { kind: 'place', label: place.label });
    deniedMemory.clear();
    locate();
  }, [locate, measure]);

  const searchPlace = useCallback((place: Place) => measure(place, { kind: 'place', label: place.label }), [measure]);

  /** Forget the searched place: the list goes back to its own order. */
  const clearPlace = useCallback(() => {
    latest.current++;
    // A place whose measuring failed is forgotten too: "Try Again" then asks for the position.
    failedPlace.current = null;
    lastPoint.clear();
    setDistances(null);
    setOrigin(null);
    setPhase(deniedMemory.get() ? 'denied' : 'idle');
  }, []);

  return { phase, distances, origin, searched, locate, retry, searchPlace, clearPlace };
}
