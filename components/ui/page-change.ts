'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * True on the render in which the page's path has changed. The site's frame (the header, the
 * order dialog, the cookie preferences) outlives a navigation: Back or Forward (a swipe on a
 * phone) while one of its dialogs is open would leave that dialog, and what it was about, over the
 * next page. A component calls this on every render and closes its dialog when it says so.
 */
export function usePageChanged(): boolean {
  const pathname = usePathname();
  const [seen, setSeen] = useState(pathname);
  if (pathname === seen) return false;
  setSeen(pathname);
  return true;
}
