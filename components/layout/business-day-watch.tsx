'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { businessDate } from '@/lib/domain/zone';

/** How often an open page looks whether the business's day has turned. */
export const DAY_WATCH_INTERVAL_MS = 60_000;

/**
 * "Today" (today's special, the footer's hours, the holiday notice, open or closed) is decided on
 * the server for the business's day when the page was rendered. A page left open past midnight in
 * the business's time zone, or brought back from the background the next morning, would go on
 * showing yesterday: when this device's clock says the business's day has turned since the page
 * came up, the page is rendered again by the server (what was typed into a form stays). Only a
 * turn seen here counts, never a difference from the server's day, so a device whose clock is off
 * is not refreshed over and over.
 */
export function BusinessDayWatch() {
  const router = useRouter();
  useEffect(() => {
    let seen = businessDate();
    const check = () => {
      const day = businessDate();
      if (day === seen) return;
      seen = day;
      router.refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, DAY_WATCH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    // A page restored from the browser's back-forward cache runs no effect again.
    window.addEventListener('pageshow', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', check);
    };
  }, [router]);
  return null;
}
