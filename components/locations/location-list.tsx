'use client';

import { useRef, useState, type RefObject } from 'react';
import { useFocusRescue } from '@/components/ui/focus-rescue';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { fillTemplate } from '@/lib/content/template';
import { LOCATIONS_TEXT, shopCount } from './fixed-text';
import { orderByDistance } from './distances';
import { LocationCard, type LocationCardData } from './location-card';
import { openNow, useOpenNow } from './open-now';
import { PlaceSearch } from './place-search';
import { useDistances, type DistanceOrigin, type DistancePhase } from './use-distances';
import styles from './locations.module.css';

/**
 * The shop cards as the server rendered them (so the list works before any script runs), plus
 * the distances island: it asks for the visitor's position only when the browser already allows
 * it or after a press on "Show distances", or measures from a ZIP code or town the visitor types,
 * then annotates each card and orders them nearest first. "Open now" narrows the list, and the
 * map beside it when both sit in one OpenNowScope.
 */
export function LocationList({ locations }: { locations: LocationCardData[] }) {
  const { phase, distances, origin, searched, locate, retry, searchPlace, clearPlace } = useDistances();
  const [openOnly, setOpenOnly] = useOpenNow();
  // Clear forgets the place and starts the search afresh: a new search field, empty, without the
  // words typed since or their problem. Its button goes with the place, so focus moves to the
  // button that takes its place in the bar (not to the search, which would open a phone's keyboard).
  const [searchRound, setSearchRound] = useState(0);
  // Whether the visitor has used the bar yet: until then what it shows is how the page starts (a
  // place searched on an earlier visit, a denial remembered), not news to read out.
  const [acted, setActed] = useState(false);
  const acting =
    <A extends unknown[]>(f: (...args: A) => unknown) =>
    (...args: A) => {
      setActed(true);
      void f(...args);
    };
  const clear = acting(() => {
    clearPlace();
    setSearchRound((n) => n + 1);
  });
  const shown = openNow(orderByDistance(locations, distances), openOnly, (s) => s.currentStatus.isOpen);
  // A pressed button that the new state takes away (Show distances, a suggested town): focus goes
  // to the bar's status line, which says what happened, not to the top of the page.
  const root = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  useFocusRescue(root, status);
  const openNowBox = useRef<HTMLInputElement>(null);
  const showAll = () => {
    setOpenOnly(false);
    openNowBox.current?.focus();
  };

  return (
    <div ref={root}>
      <DistanceBar
        phase={phase}
        origin={distances ? origin : null}
        searched={searched}
        onLocate={acting(locate)}
        onRetry={acting(retry)}
        onClear={clear}
        focusPrompt={searchRound > 0}
        status={status}
        acted={acted}
      />
      <PlaceSearch key={searchRound} onPlace={acting(searchPlace)} />
      <div className={styles.filterBar}>
        <label className={`${styles.filter} js-only`}>
          <input ref={openNowBox} type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />
          {copy.openNowLabel}
        </label>
        <p className={styles.count} aria-live="polite" data-testid="shop-count">
          {shopCount(shown.length, locations.length, openOnly)}
        </p>
      </div>
      {shown.length === 0 && (
        <div className={`card ${styles.empty}`} data-testid="none-open">
          <p>{LOCATIONS_TEXT.noneOpen}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={showAll}>
            {LOCATIONS_TEXT.showAll}
          </button>
        </div>
      )}
      <ol className={styles.list} data-testid="location-list" data-sorted={distances ? 'distance' : 'default'}>
        {shown.map((l) => (
          <li key={l._id}>
            <LocationCard location={l} distance={distances?.get(l._id)} />
          </li>
        ))}
      </ol>
    </div>
  );
}

type BarProps = {
  phase: DistancePhase;
  origin: DistanceOrigin | null;
  /** The ZIP code or town being measured from while the phase is "searching". */
  searched: string | null;
  onLocate: () => void;
  onRetry: () => void;
  onClear: () => void;
  /** Focus the prompt's button when it appears (after Clear, whose button it replaces). */
  focusPrompt: boolean;
  /** The bar's status line, which takes focus when a pressed button goes away. */
  status: RefObject<HTMLDivElement | null>;
  /** Whether the visitor has used the bar or the search: only then is what it says read out. */
  acted: boolean;
};

function DistanceBar({ phase, origin, searched, onLocate, onRetry, onClear, focusPrompt, status, acted }: BarProps) {
  const problem = phase === 'denied' ? LOCATIONS_TEXT.distanceDenied : phase === 'unavailable' ? copy.distanceUnavailable : phase === 'failed' ? copy.distanceFailed : null;
  const fromPlace = origin?.kind === 'place' ? origin.label : null;
  // What the bar says now: finding, searching, sorted, a problem. (The prompt is drawn on its own.)
  const said = (
    <>
      {phase === 'locating' && <p className={styles.distanceMessage}>{copy.distanceLocating}</p>}
      {phase === 'searching' && <p className={styles.distanceMessage}>{fillTemplate(copy.distanceSearching, { place: searched ?? '' })}</p>}
      {phase === 'ready' && origin?.kind === 'device' && <p className={styles.distanceMessage}>{copy.distanceSorted}</p>}
      {fromPlace && phase !== 'locating' && phase !== 'searching' && (
        <>
          <p className={styles.distanceMessage} data-testid="sorted-from">
            {fillTemplate(copy.distanceSortedFrom, { place: fromPlace })}
          </p>
          <span className={styles.distanceActions}>
            {phase === 'ready' && <LocateButton onClick={onLocate} label={copy.useMyLocation} />}
            <button type="button" className="btn btn-small btn-outline" onClick={onClear}>
              {copy.clearPlace}
            </button>
          </span>
        </>
      )}
      {problem && (
        <div className={`notice ${phase === 'denied' ? 'notice-error' : ''} ${styles.distanceProblem}`}>
          <p data-testid="distance-notice">{problem}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={onRetry}>
            {LOCATIONS_TEXT.tryAgain}
          </button>
        </div>
      )}
    </>
  );
  return (
    <div className={`${styles.distanceBar} js-only`} data-testid="distance-bar" data-phase={phase}>
      {/* The prompt, unseen, shares the bar's one grid cell in every phase, so the bar is never
          shorter than the prompt: on a phone the prompt wraps to two lines, and the list below
          must not move under the visitor's thumb as the bar goes from the first HTML (nothing
          known yet) to the prompt, or straight to "Finding your location" when the browser
          already allows it. */}
      <div className={`${styles.distanceRow} ${styles.sizer}`} aria-hidden="true" inert>
        <DistancePrompt onLocate={onLocate} />
      </div>
      {/* One live region: what the bar says once the visitor has used it (finding, searching,
          sorted, a problem) is announced politely. The prompt, and whatever the page starts with
          (a place searched on an earlier visit, a denial remembered), stand beside it, not in it:
          a screen reader would read them out on every visit. */}
      <div ref={status} className={styles.distanceRow} aria-live="polite" tabIndex={-1}>
        {acted && said}
      </div>
      {/* After the live region, so it is drawn over that region's empty cell. */}
      {(phase === 'idle' || !acted) && <div className={styles.distanceRow}>{phase === 'idle' ? <DistancePrompt onLocate={onLocate} focus={focusPrompt} /> : said}</div>}
    </div>
  );
}

function DistancePrompt({ onLocate, focus = false }: { onLocate: () => void; focus?: boolean }) {
  return (
    <>
      <p className={styles.distanceMessage}>{copy.distancePrompt}</p>
      <LocateButton onClick={onLocate} label={copy.distanceButton} focus={focus} />
    </>
  );
}

function LocateButton({ onClick, label, focus = false }: { onClick: () => void; label: string; focus?: boolean }) {
  return (
    <button type="button" className="btn btn-small" onClick={onClick} autoFocus={focus}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z" />
      </svg>
      {label}
    </button>
  );
}
