import { Link } from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { Picture } from '@/components/media/picture';
import { HoursTable } from '@/components/locations/hours-table';
import { ExternalOrderLink } from '@/components/locations/order-link';
import { RetryButton } from '@/components/locations/retry-button';
import { ShopLinks } from '@/components/locations/shop-links';
import { OpenStatus } from '@/components/locations/open-status';
import styles from '@/components/locations/location-detail.module.css';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { OpenStatusWatch } from '@/components/layout/business-day-watch';
import { JsonLd } from '@/components/seo/json-ld';
import { LOCATIONS_TEXT } from '@/components/locations/fixed-text';
import { locationCopy as copy } from '@/lib/content/copy/location';
import { fillTemplate } from '@/lib/content/template';
import { requestNow } from '@/lib/clock';
import { getLocation, listLocations, statusWatch, withStatus, type Location } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { formatInteger } from '@/lib/domain/number';
import { telHref } from '@/lib/domain/phone';
import { siteUrl } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/page';
import { decodeLocationKey, locationPath, restaurantJsonLd } from '@/lib/seo/restaurant';
import { business } from '@/lib/site';
import { NewTabHint } from '@/components/ui/new-tab-hint';

type Props = { params: Promise<{ slug: string }> };
/** The shop and the list of all shops (for the links to the others), or ok: false. */
async function readLocation(key: string) {
  const read = await readOr('location', Promise.all([getLocation(key), listLocations()]), null);
  return read.ok ? { ok: true as const, location: read.value[0], all: read.value[1] } : { ok: false as const };
}

function oneLineAddress(l: Location) {
  const a = l.address;
  return `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const read = await readLocation(decodeLocationKey(slug));
  if (!read.ok || !read.location) {
    return pageMetadata({ title: 'Location', description: business.description, canonicalUrl: locationPath(slug), noIndex: true });
  }
  const l = read.location;
  return pageMetadata({
    title: `${l.name} BBQ, Deli & Butcher Shop`,
    description: `${business.shortName} ${l.name}: smoked BBQ, ball-tip sandwiches, a full deli and butcher counter at ${oneLineAddress(l)}. Hours, directions and pickup or delivery ordering. Call ${l.phoneNumber}.`,
    keywords: [`BBQ ${l.address.city}`, `deli ${l.address.city}`, `butcher ${l.address.city}`, 'ball tip sandwich', 'tri-tip', 'catering', business.shortName],
    canonicalUrl: locationPath(l.slug),
    // A shared shop page shows that shop's storefront, not the site's one default picture.
    ogImage: l.photoSrc,
  });
}

export default async function LocationPage({ params }: Props) {
  await connection();
  const { slug } = await params;
  const key = decodeLocationKey(slug);
  const [read, now] = await Promise.all([readLocation(key), requestNow()]);

  if (!read.ok) {
    // A failed read shows "Error: {message}", with a way to try again.
    return (
      <section className="section">
        <div className="container" style={{ maxWidth: 760 }}>
          <div className="notice notice-error" role="alert" data-testid="location-error">
            <p className={styles.errorText}>{`Error: ${LOCATIONS_TEXT.detailLoadError}`}</p>
          </div>
          <div className={styles.errorActions}>
            <RetryButton>{LOCATIONS_TEXT.tryAgain}</RetryButton>
            <Link href="/locations" className="btn btn-outline">
              {copy.allLocations}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  // layout.tsx has already answered unknown and non-canonical addresses; these are a safety net.
  if (!read.location) notFound();
  if (read.location.slug !== slug) permanentRedirect(locationPath(read.location.slug));

  const l = withStatus(read.location, now);
  const a = l.address;
  const others = read.all.filter((o) => o._id !== l._id);

  return (
    <article className={styles.page}>
      <JsonLd data={restaurantJsonLd(l, siteUrl(), now)} />
      <OpenStatusWatch {...statusWatch([l], now)} />
      <BreadcrumbJsonLd crumbs={[{ name: 'Locations', path: '/locations' }, { name: l.name, path: locationPath(l.slug) }]} />

      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
              <ol>
                <li>
                  <Link href="/locations">Locations</Link>
                </li>
                <li aria-current="page">{l.name}</li>
              </ol>
            </nav>
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1 className={styles.title}>{l.name}</h1>
            <OpenStatus status={l.currentStatus} className={styles.status} />
            <address className={styles.address}>
              {a.address1}
              {a.address2 ? `, ${a.address2}` : ''}
              <br />
              {`${a.city}, ${a.state} ${a.zip}`}
            </address>
            <p className={styles.contactLinks}>
              <a href={l.googleDirectionsUrl} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
                </svg>
                {copy.directionsLabel}
                <NewTabHint />
              </a>
              <a href={telHref(l.phoneNumber)} className={styles.iconLink}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
                </svg>
                <span className="visually-hidden">Call </span>
                {l.phoneNumber}
              </a>
            </p>
            {/* One group, named for screen readers, so the three buttons are heard as the ways to order here. */}
            <div className={styles.actions} role="group" aria-label={copy.orderHeading}>
              <ExternalOrderLink url={l.pickupUrl} shopName={l.name} className="btn">
                {copy.orderPickup}
              </ExternalOrderLink>
              <ExternalOrderLink url={l.deliveryUrl} shopName={l.name} className="btn btn-outline">
                {copy.orderDelivery}
              </ExternalOrderLink>
              <Link href="/catering" className="btn btn-outline">
                {copy.requestCatering}
              </Link>
            </div>
          </div>
          <div className={styles.photo}>
            <Picture
              src={l.photoSrc}
              alt={`${business.shortName} ${l.name}`}
              fill
              priority
              fetchPriority="high"
              sizes="(min-width: 1024px) 560px, 100vw"
              className={styles.photoImg}
            />
          </div>
        </div>
      </section>

      <section className={`container ${styles.details}`} aria-label={`${l.name} hours and catering`}>
        <div className={`card ${styles.detailCard}`}>
          <HoursTable hours={l.hours} overrides={l.hoursOverrides} now={now} />
        </div>
        <div className={styles.aside}>
          <div className={`card ${styles.detailCard}`}>
            <h2 className={styles.cardHeading}>{copy.aboutHeading}</h2>
            <p>{fillTemplate(copy.blurb, { name: l.name, city: a.city })}</p>
            {l.rating && (
              <p className={styles.rating}>
                <span aria-hidden="true">★</span> {l.rating.average.toFixed(1)} average from {formatInteger(l.rating.count)} reviews
              </p>
            )}
          </div>
          <div className={`card ${styles.detailCard} ${styles.cateringCard}`}>
            <h2 className={styles.cardHeading}>{copy.cateringHeading}</h2>
            <p>{copy.cateringBlurb}</p>
            <Link href="/catering" className="btn btn-light btn-small">
              {copy.cateringLink}
            </Link>
          </div>
        </div>
      </section>

      {others.length > 0 && (
        <nav className={`container ${styles.others}`} aria-labelledby="other-shops">
          <h2 id="other-shops" className={styles.othersHeading}>
            {copy.otherShops}
          </h2>
          <ShopLinks shops={others} allLabel={copy.allLocations} />
        </nav>
      )}
    </article>
  );
}
