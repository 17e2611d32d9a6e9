'use client';

import dynamic from 'next/dynamic';
import type { GoogleMapProps } from './google-map';
import { FallbackBoundary } from '@/components/ui/fallback-boundary';
import { MapFailure } from './map-failure';
import { MapLoading } from './map-loading';

/**
 * The Google map as a client island: its code (and the Maps JavaScript API) load only on the
 * locations page, only in the browser, and only when an API key is configured (the page renders
 * the keyless map otherwise).
 */
const GoogleMap = dynamic(() => import('./google-map'), {
  ssr: false,
  loading: () => (
    <div className="js-only">
      <MapLoading boxed />
    </div>
  ),
});

/**
 * Without scripting the Google map never loads: its fallback, the keyless map, stands instead.
 * When the map's code cannot be downloaded (a poor connection), the map service's failure notice
 * and the keyless map stand in for it, and the rest of the page stays.
 */
export function MapIsland(props: GoogleMapProps) {
  return (
    <>
      <FallbackBoundary fallback={<MapFailure status="service-failed" fallback={props.fallback} />} onError={(error) => console.error('The map could not load:', error)}>
        <GoogleMap {...props} />
      </FallbackBoundary>
      <noscript>{props.fallback}</noscript>
    </>
  );
}
