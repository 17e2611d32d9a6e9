'use client';

import { useRouter } from 'next/navigation';
import { useCallback, type MouseEvent } from 'react';

/**
 * Client-side navigation for plain <a> elements, as the site's <Link> (./link.tsx) gives, with
 * one router handle for any number of them: for a component that draws many links at once (every
 * closed catering menu carries its "Request this menu"), where a <Link> each cost a phone's main
 * thread its own hooks while the page hydrates. A plain left click goes through the router, as
 * <Link> does; a click with a modifier key, or on a link that opens elsewhere or leaves the site,
 * does what the browser does.
 */
export function useClientNavigation(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.currentTarget;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    },
    [router],
  );
}
