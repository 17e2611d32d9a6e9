import type { ReactNode } from 'react';
import { requestNow } from '@/lib/clock';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { upcomingClosures } from '@/lib/domain/holiday-notice';
import { business } from '@/lib/site';
import { BusinessDayWatch } from './business-day-watch';
import { Footer } from './footer';
import { Header } from './header';
import { HolidayNotice } from './holiday-notice';
import type { Theme } from './nav-config';

/**
 * Header, main and footer in one color mode: black on home and our story, warm white elsewhere.
 * Every page also gets the shops at a glance: a holiday closure notice above the header and each
 * shop's phone and today's hours in the footer. The shops come from the same cached read the pages
 * use (one database read per cache period, shared with the page within a request). They are the
 * frame's extra, not the page: whatever keeps them from being read (the database down, or a bug
 * such as a table a release has not migrated yet) leaves both out, logged, and the page answers as
 * it would without them, rather than every page of the site failing with them. A page
 * left open past midnight is rendered again for the new day (BusinessDayWatch).
 */
export async function SiteShell({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [now, { value: shops }] = await Promise.all([requestNow(), readOr('shell: shops', listLocations(), [], { extra: true })]);
  return (
    <div className="shell" data-theme={theme}>
      <HolidayNotice closures={upcomingClosures(shops, now, business.holidayNoticeDays)} />
      <Header theme={theme} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer shops={shops} now={now} />
      <BusinessDayWatch renderedAt={now.getTime()} />
    </div>
  );
}
