'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { businessDate } from '@/lib/domain/zone';

/** How often an open page looks whether the business's day has turned. */
export const DAY_WATCH_INTERVAL_MS = 60_000;
/**
 * How long after a shop's status changes the page is drawn again: another server, whose clock is a
 * little behind the one that drew the page, would otherwise answer with the old status.
 */
export const STATUS_WATCH_GRACE_MS = 5_000;
/** How far this device's clock may differ from the server's for the server's day to count as the page's. */
export const RENDER_CLOCK_TOLERANCE_MS = 10 * 60_000;

/**
 * Runs `check` every minute, when the page is shown again (a tab brought back, a phone woken) and
 * when it is restored from the browser's back-forward cache, which runs no effect again. Returns
 * the function that stops it.
 */
function watchClock(check: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, DAY_WATCH_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', check);
  };
}

/**
 * "Today" (today's special, the footer's hours, the holiday notice, open or closed) is decided on
 * the server for the business's day when the page was rendered. A page left open past midnight in
 * the business's time zone, or brought back from the background the next morning, would go on
 * showing yesterday: when this device's clock says the business's day has turned since the page
 * came up, the page is rendered again by the server (what was typed into a form stays). The day
 * it came up with is the one the server rendered it for (`renderedAt`, on the server's clock), so
 * a page rendered a minute before midnight and shown a minute after is rendered again too. A
 * device whose clock differs from the server's by more than RENDER_CLOCK_TOLERANCE_MS goes by the
 * server's clock as the page tells it (its own, less the difference seen as the page came up):
 * its own midnight would come too early or too late for the server, which would draw the same
 * day again, and a day turned early would leave the real turn unseen. So does a device a little
 * ahead whose midnight brought the same day back from the server: the render it asked for is
 * fresh, so the difference it shows is the clocks', and the page is drawn again at the server's
 * midnight. Between renders the day seen only moves on, and a render asked for at midnight is
 * waited on until the server's day turns, so no page is refreshed over and over.
 */
export function BusinessDayWatch({ renderedAt }: { renderedAt?: number }) {
  const router = useRouter();
  // Whether the render the page now shows is one this watch asked for.
  const asked = useRef(false);
  useEffect(() => {
    const answer = asked.current;
    asked.current = false;
    const lead = renderedAt === undefined ? 0 : Date.now() - renderedAt;
    const rendered = renderedAt === undefined ? businessDate() : businessDate(new Date(renderedAt));
    // A page that agrees with the server counts its own minutes: one that came a little late
    // (the render a minute before midnight, shown a minute after) is due at once. An answer that
    // still has the day before this device's is early for the server, not late.
    const early = answer && businessDate() > rendered;
    const offset = Math.abs(lead) <= RENDER_CLOCK_TOLERANCE_MS && !early ? 0 : lead;
    let seen = rendered;
    return watchClock(() => {
      const day = businessDate(new Date(Date.now() - offset));
      // Only a later day (the dates compare as text): a device a little behind a server that drew
      // the page just after midnight reaches that day itself, and nothing is new then.
      if (day <= seen) return;
      seen = day;
      asked.current = true;
      router.refresh();
    });
    // Again with each render of the page (the layout's renderedAt): the one asked for at midnight
    // may bring the same day back.
  }, [router, renderedAt]);
  return null;
}

/**
 * How far this device's clock runs ahead of the servers', as well as the page can tell: the least
 * difference seen between this clock and the instant a render was made at, as the render comes
 * in. The time on the way only adds to it, and so does a page's age: one brought back from the
 * router's cache, made hours ago, leaves the least as it was, and is therefore seen to be due.
 */
let deviceLead = Number.POSITIVE_INFINITY;
/**
 * The shops' open statuses, the "Open now" filter and the map's pins are drawn on the server at
 * the request; a page left open would show them as they were (every shop closed at noon for a
 * visitor who came at eight). `changesAt` is when the first of the statuses shown changes
 * (nextStatusChange, or null when none changes before the day turns), `renderedAt` the instant
 * they were computed for, both in milliseconds since 1970 on the server's clock. Once that much
 * time has passed on this device's clock, the page is rendered again, so a device whose clock
 * differs from the server's (or a test's fixed server clock) neither brings it early nor over and
 * over. A change that comes with a new business day is BusinessDayWatch's.
 */
export function OpenStatusWatch({ changesAt, renderedAt }: { changesAt: number | null; renderedAt: number }) {
  const router = useRouter();
  // The render the page was last rendered again from: its change, and the server's instant.
  const askedFrom = useRef<{ changesAt: number; renderedAt: number } | null>(null);
  useEffect(() => {
    deviceLead = Math.min(deviceLead, Date.now() - renderedAt);
    if (changesAt === null) return;
    const asked = askedFrom.current;
    let due = changesAt + deviceLead + STATUS_WATCH_GRACE_MS;
    if (asked?.changesAt === changesAt) {
      // Rendered again, and the server still has the change ahead: its clock is behind the one
      // the page went by (or that one was ahead). It is asked again once its own time to the
      // change has passed, unless its clock stood still since it was last asked (a test's fixed
      // clock), which would bring the same answer over and over.
      if (renderedAt <= asked.renderedAt) return;
      due = Date.now() + (changesAt - renderedAt) + STATUS_WATCH_GRACE_MS;
    }
    // A change that comes with a new business day is BusinessDayWatch's: the day has turned by
    // this device's own date and by the server's as this device can tell it (its own, less its
    // lead), each against the day it read as the statuses came. Either alone would leave a change
    // to nobody: a clock hours off (a phone set by hand in another zone) turns its own date hours
    // early, and the estimate turns at a shop's midnight closing minutes before a device a little
    // behind reaches its own midnight, which BusinessDayWatch goes by.
    const deviceDay = businessDate();
    const serverDay = businessDate(new Date(renderedAt));
    const check = () => {
      if (askedFrom.current?.changesAt === changesAt && askedFrom.current.renderedAt === renderedAt) return;
      if (Date.now() < due) return;
      askedFrom.current = { changesAt, renderedAt };
      if (businessDate() === deviceDay || businessDate(new Date(Date.now() - deviceLead)) === serverDay) router.refresh();
    };
    // On time while the page is in view; the checks every minute and on showing catch a timer
    // that a sleeping tab held back.
    const timer = window.setTimeout(check, Math.max(0, due - Date.now()));
    const stop = watchClock(check);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [changesAt, renderedAt, router]);
  return null;
}
