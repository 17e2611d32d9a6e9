import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { KeylessMap, type MapShop } from '@/components/locations/keyless-map';
import type { LocationCardData } from '@/components/locations/location-card';
import { LocationList } from '@/components/locations/location-list';
import { MapIsland } from '@/components/locations/map-island';
import { OpenNowScope } from '@/components/locations/open-now';
import { ScrollToTop } from '@/components/locations/scroll-to-top';
import styles from '@/components/locations/locations.module.css';
import { LOCATIONS_TEXT } from '@/components/locations/fixed-text';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { OpenStatusWatch } from '@/components/layout/business-day-watch';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { requestNow } from '@/lib/clock';
import { listLocations, statusWatch, withStatus } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { formatDateLabel, overrideHoursText, upcomingOverrides } from '@/lib/domain/hours';
import { telHref } from '@/lib/domain/phone';
import { toSlug } from '@/lib/domain/slug';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';
import { testMapsKey } from '@/lib/testing/server-hooks';

export async function generateMetadata() {
  return pageMetadata({ title: copy.metaTitle, description: copy.metaDescription, keywords: copy.keywords, canonicalUrl: '/locations' });
}

type Props = { searchParams: Promise<{ shop?: string | string[] }> };

export default async function LocationsPage({ searchParams }: Props) {
  await connection();
  // A failed list read is only logged; the page then shows "No locations found".
  const [{ shop }, now, { value: locations }, testKey] = await Promise.all([searchParams, requestNow(), readOr('locations', listLocations(), []), testMapsKey()]);

  // The contact page's shop finder without JavaScript: /locations?shop=concord -> /locations/concord.
  if (typeof shop === 'string' && shop) {
    const match = locations.find((l) => l.slug === toSlug(shop));
    if (match) redirect(`/locations/${match.slug}`);
  }

  const withStatuses = locations.map((l) => withStatus(l, now));
  const cards: LocationCardData[] = withStatuses.map(({ _id, slug, name, address, phoneNumber, websiteUrl, googleDirectionsUrl, currentStatus, hoursOverrides }, i) => ({
    _id,
    slug,
    name,
    pin: i + 1,
    address,
    phoneNumber,
    websiteUrl,
    googleDirectionsUrl,
    currentStatus,
    // The days the holiday notice announces, so its "See hours" finds them on every card.
    comingHours: upcomingOverrides(hoursOverrides, now, business.holidayNoticeDays).map((o) => ({ day: `${o.label} (${formatDateLabel(o.date)})`, hours: overrideHoursText(o) })),
  }));
  const shops: MapShop[] = withStatuses.map((l, i) => ({ slug: l.slug, name: l.name, pin: i + 1, coordinates: l.coordinates, address: l.address, isOpen: l.currentStatus.isOpen }));
  const apiKey = testKey ?? env().GOOGLE_MAPS_API_KEY;
  const keyless = <KeylessMap shops={shops} />;
  // The keyless map is drawn from the shops, so without shops there is nothing to draw.
  const showMap = Boolean(apiKey) || shops.length > 0;

  return (
    <>
      <ScrollToTop />
      {/* The statuses, the "Open now" filter and the pins are drawn again when a status changes. */}
      <OpenStatusWatch {...statusWatch(locations, now)} />
      <BreadcrumbJsonLd crumbs={[{ name: 'Locations', path: '/locations' }]} />
      <header className={`container ${styles.intro}`}>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.intro}</p>
      </header>
      {/* The list comes first for keyboards and screen readers; phones see the map above it.
          "Open now" narrows both the list and the map's pins. */}
      <OpenNowScope className={`container ${styles.layout} ${showMap ? '' : styles.single}`}>
        <section className={styles.listColumn} aria-labelledby="list-heading">
          <div className={styles.listHeading}>
            <h2 id="list-heading">{copy.listHeading}</h2>
          </div>
          {cards.length > 0 ? (
            <LocationList locations={cards} />
          ) : (
            <div className={`card ${styles.empty}`} data-testid="locations-empty">
              <p>{LOCATIONS_TEXT.empty}</p>
              <span className="muted">
                {copy.emptyHintBefore} <a href={telHref(business.corporateOffice.phone)}>{business.corporateOffice.phone}</a> {copy.emptyHintAfter}
              </span>
            </div>
          )}
        </section>
        {showMap && (
          <section className={styles.mapColumn} aria-labelledby="map-heading">
            <h2 id="map-heading" className="visually-hidden">
              {copy.mapHeading}
            </h2>
            {apiKey ? <MapIsland apiKey={apiKey} mapId={env().GOOGLE_MAPS_MAP_ID} shops={shops} fallback={keyless} /> : keyless}
          </section>
        )}
      </OpenNowScope>
    </>
  );
}
