'use client';

import dynamic from 'next/dynamic';
import type { GoogleMapProps } from './google-map';
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

/** Without scripting the Google map never loads: its fallback, the keyless map, stands instead. */
export function MapIsland(props: GoogleMapProps) {
  return (
    <>
      <GoogleMap {...props} />
      <noscript>{props.fallback}</noscript>
    </>
  );
}
