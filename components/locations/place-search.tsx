'use client';

import { useId, useState, type FormEvent } from 'react';
import { DownloadProblem } from '@/components/feedback/download-problem';
import { DOWNLOAD_WAIT_MS, useFailedLately } from '@/components/ui/on-demand';
import { noticeIfSlow } from '@/lib/deadline';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { fillTemplate } from '@/lib/content/template';
import type { Place, PlaceLookup, PlaceProblem } from '@/lib/domain/places';
import { LOCATIONS_TEXT } from './fixed-text';
import styles from './locations.module.css';

const MESSAGES: Record<PlaceProblem, string> = {
  empty: LOCATIONS_TEXT.placeEmpty,
  zipFormat: LOCATIONS_TEXT.placeZipFormat,
  format: LOCATIONS_TEXT.placeFormat,
  unknownZip: LOCATIONS_TEXT.placeUnknownZip,
  unknownCity: LOCATIONS_TEXT.placeUnknownCity,
  ambiguous: LOCATIONS_TEXT.placeAmbiguous,
};

/** What the search says when it finds no place: the visitor's words and the search's reach filled in. */
export function placeProblemMessage(lookup: Extract<PlaceLookup, { ok: false }>, query: string, radiusMiles: number): string {
  const typed = query.trim();
  return fillTemplate(MESSAGES[lookup.problem], { name: typed, zip: /\d{5}/.exec(typed)?.[0] ?? typed, miles: radiusMiles });
}

// The ZIP codes and towns (about 20 KB) load on the first search, never with the page.
const loadPlaces = () => import('@/lib/domain/places');

type Problem = { message: string; suggestions: string[] };

/**
 * "Or enter a ZIP code or city": finds the place in the data shipped with the site (nothing is
 * sent anywhere) and hands its point to the distances. The field has no name, so even a form
 * sent before the page's script runs puts nothing the visitor typed into the address bar.
 */
export function PlaceSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const [loadFailed, reportLoadFailure, clearLoadFailure] = useFailedLately();

  async function search(text: string) {
    clearLoadFailure();
    let places: Awaited<ReturnType<typeof loadPlaces>>;
    try {
      // A download that has not come in DOWNLOAD_WAIT_MS is said to have failed; if it still
      // comes, the search runs and the notice goes.
      places = await noticeIfSlow(loadPlaces(), DOWNLOAD_WAIT_MS, reportLoadFailure);
      clearLoadFailure();
    } catch {
      // Offline, or the site was updated since the page loaded: say so, and the next press tries again.
      reportLoadFailure();
      return;
    }
    const { findPlace, EAST_BAY_PLACES } = places;
    const found = findPlace(text);
    if (found.ok) {
      setProblem(null);
      onPlace(found.place);
    } else {
      setProblem({ message: placeProblemMessage(found, text, EAST_BAY_PLACES.radiusMiles), suggestions: found.suggestions });
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search(query);
  };
  const pick = (name: string) => {
    setQuery(name);
    void search(name);
  };

  return (
    <form role="search" aria-label={copy.searchLabel} className={`field ${styles.search} js-only`} onSubmit={submit} noValidate data-testid="place-search">
      <label htmlFor={id}>{copy.searchLabel}</label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="text"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="postal-code"
          enterKeyHint="search"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="btn btn-small btn-outline">
          {copy.searchButton}
        </button>
      </div>
      <DownloadProblem failed={loadFailed} what="the ZIP code and city search" />
      <div aria-live="polite">
        {problem && (
          <div className={styles.searchProblem}>
            <p id={errorId} className="field-error" data-testid="place-problem">
              {problem.message}
            </p>
            {problem.suggestions.length > 0 && (
              <ul className={styles.suggestions}>
                {problem.suggestions.map((name) => (
                  <li key={name}>
                    <button type="button" className="btn btn-small btn-outline" onClick={() => pick(name)}>
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
