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
 * use (one database read per cache period, shared with the page within a request); when the
 * database cannot be read, both are left out and the page answers as it would without them. A page
 * left open past midnight is rendered again for the new day (BusinessDayWatch).
 */
export async function SiteShell({ theme, children, className }: { theme: Theme; children: ReactNode; className?: string }) {
  const [now, { value: shops }] = await Promise.all([requestNow(), readOr('shell: shops', listLocations(), [])]);
  return (
    <div className={`shell ${className ?? ''}`} data-theme={theme}>
      <HolidayNotice closures={upcomingClosures(shops, now, business.holidayNoticeDays)} />
      <Header theme={theme} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer theme={theme} shops={shops} now={now} />
      <BusinessDayWatch />
    </div>
  );
}
