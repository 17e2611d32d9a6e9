'use client';

import { useEffect } from 'react';

/**
 * The locations page opens at the top, also on a reload or a back/forward visit
 * where the browser would restore the old position. A link to an anchor on the page wins.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return;
    // The mode belongs to this history entry: the next reload of it won't restore either.
    window.history.scrollRestoration = 'manual';
    const top = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    top();
    // Hydration can beat the browser's own restore, which happens around the load event.
    const afterLoad = () => requestAnimationFrame(top);
    if (document.readyState !== 'complete') window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      // A page entered from here gets its history entry as a copy of this one's, mode and all:
      // it is handed back the browser's restore, or Back would land at the top everywhere after.
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  return null;
}
