'use client';

import { useEffect } from 'react';

/**
 * SPEC section 2: the locations page opens at the top, also on a reload or a back/forward visit
 * where the browser would restore the old position. A link to an anchor on the page wins.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
