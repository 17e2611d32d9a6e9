import 'server-only';
import type { Metadata } from 'next';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/content/copy/business';
import { listLocations, ourShops } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { getSpecialsForDay, getTodaysSpecials } from '@/lib/data/specials';
import { allClosedToday, specialsBackOn } from '@/lib/domain/holiday-notice';
import { todayInBusinessZone } from '@/lib/domain/time';
import { weekdayLabel, type Weekday } from '@/lib/domain/weekdays';
import { siteUrl } from '@/lib/env';
import { menuJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import { SpecialsView, type SpecialsRead } from './specials-view';
import { specialsHeading } from './specials-heading';

/** Both specials routes: today's (day null) or one weekday's, read on the server per request. */
export async function SpecialsPage({ day, now }: { day: Weekday | null; now: Date }) {
  const today = todayInBusinessZone(now);
  const [specials, shops] = await Promise.all([
    readOr('specials', day ? getSpecialsForDay(day, now) : getTodaysSpecials(now), null),
    // The same cached read as the site's frame; without it, the page reads as on an open day.
    readOr('specials: shops', listLocations(), [], { extra: true }),
  ]);
  const read: SpecialsRead = specials.ok ? { ok: true, data: specials.value } : { ok: false, day: day ?? today, isToday: (day ?? today) === today };
  // A holiday that closes every shop today: today's specials cannot be ordered until their day comes again.
  const closedFor = allClosedToday(shops.value, now);
  const backOn = closedFor ? specialsBackOn(shops.value, now) : null;
  const path = day ? `/daily-specials/${day}` : '/daily-specials';
  const crumbs = [{ name: 'Daily Specials', path: '/daily-specials' }, ...(day ? [{ name: weekdayLabel(day), path }] : [])];
  return (
    <>
      <BreadcrumbJsonLd crumbs={crumbs} />
      {read.ok && read.data.specials.length > 0 && (
        <JsonLd
          data={menuJsonLd(siteUrl(), {
            path,
            name: `${specialsHeading(read.data.dayOfWeek, false, read.data.specials.length)} | ${business.name}`,
            description: `The ${weekdayLabel(read.data.dayOfWeek)} special at ${business.name}.`,
            sections: [
              {
                name: specialsHeading(read.data.dayOfWeek, false, read.data.specials.length),
                path,
                items: read.data.specials.map((s) => ({ name: s.name, description: s.description, image: s.heroImageSrc, price: s.price })),
              },
            ],
          })}
        />
      )}
      <SpecialsView read={read} today={today} closedFor={closedFor} backOn={backOn} />
    </>
  );
}

export async function specialsMetadata(day: Weekday | null): Promise<Metadata> {
  const shops = await ourShops();
  const keywords = ['daily specials', 'BBQ specials', 'lunch special', 'East Bay', business.shortName];
  if (!day) {
    return pageMetadata({
      title: 'Daily Specials',
      description: `Today's special at ${business.name}, and a special for every day of the week at our ${shops}.`,
      keywords,
      canonicalUrl: '/daily-specials',
    });
  }
  const label = weekdayLabel(day);
  return pageMetadata({
    title: specialsHeading(day, false, 1),
    description: `What's on special every ${label} at ${business.name}, at our ${shops}.`,
    keywords: [...keywords, `${label} special`],
    canonicalUrl: `/daily-specials/${day}`,
  });
}
