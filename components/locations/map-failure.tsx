import type { ReactNode } from 'react';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { mapFailureMessage, type MapStatus } from './map-state';
import styles from './google-map.module.css';

/** Why the Google map is not shown, over the server-drawn keyless map that stands in for it. */
export function MapFailure({ status, fallback }: { status: MapStatus; fallback?: ReactNode }) {
  return (
    <div className={styles.failure} data-testid="map-failure" data-status={status}>
      <div className="notice notice-error" role="status">
        <p className={styles.failureTitle}>{mapFailureMessage(status)}</p>
        <p className={styles.failureHint}>{copy.mapFallbackHint}</p>
      </div>
      {fallback}
    </div>
  );
}
