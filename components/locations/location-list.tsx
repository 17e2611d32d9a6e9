'use client';

import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { LOCATIONS_TEXT } from './fixed-text';
import { orderByDistance } from './distances';
import { LocationCard, type LocationCardData } from './location-card';
import { useDistances, type DistancePhase } from './use-distances';
import styles from './locations.module.css';

/**
 * The shop cards as the server rendered them (so the list works before any script runs), plus
 * the distances island: it asks for the visitor's position only when the browser already allows
 * it or after a press on "Show distances", then annotates each card and orders them nearest first.
 */
export function LocationList({ locations }: { locations: LocationCardData[] }) {
  const { phase, distances, locate, retry } = useDistances();
  const ordered = orderByDistance(locations, phase === 'ready' ? distances : null);

  return (
    <>
      <DistanceBar phase={phase} onLocate={locate} onRetry={retry} />
      <ol className={styles.list} data-testid="location-list" data-sorted={phase === 'ready' ? 'distance' : 'default'}>
        {ordered.map((l) => (
          <li key={l._id}>
            <LocationCard location={l} distance={phase === 'ready' ? distances?.get(l._id) : undefined} />
          </li>
        ))}
      </ol>
    </>
  );
}

function DistanceBar({ phase, onLocate, onRetry }: { phase: DistancePhase; onLocate: () => void; onRetry: () => void }) {
  const problem = phase === 'denied' ? LOCATIONS_TEXT.distanceDenied : phase === 'unavailable' ? copy.distanceUnavailable : phase === 'failed' ? copy.distanceFailed : null;
  return (
    // One live region: status changes (locating, sorted, a problem) are announced politely.
    <div className={styles.distanceBar} data-testid="distance-bar" data-phase={phase} aria-live="polite">
      {phase === 'idle' && (
        <>
          <p className={styles.distanceMessage}>{copy.distancePrompt}</p>
          <button type="button" className="btn btn-small" onClick={onLocate}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z" />
            </svg>
            {copy.distanceButton}
          </button>
        </>
      )}
      {phase === 'locating' && <p className={styles.distanceMessage}>{copy.distanceLocating}</p>}
      {phase === 'ready' && <p className={styles.distanceMessage}>{copy.distanceSorted}</p>}
      {problem && (
        <div className={`notice ${phase === 'denied' ? 'notice-error' : ''} ${styles.distanceProblem}`}>
          <p data-testid="distance-notice">{problem}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={onRetry}>
            {LOCATIONS_TEXT.tryAgain}
          </button>
        </div>
      )}
    </div>
  );
}
