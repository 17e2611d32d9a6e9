import { Link } from '@/components/ui/link';
import { telHref } from '@/lib/domain/phone';
import type { OpenStatus as Status } from '@/lib/domain/hours';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { OrderButton } from '@/components/order/order-button';
import { LOCATIONS_TEXT } from './fixed-text';
import { DistanceTag } from './distance-tag';
import { OpenStatus } from './open-status';
import styles from './locations.module.css';
import { NEW_TAB_WORDS, NewTabHint } from '@/components/ui/new-tab-hint';

/** The part of a shop a list card shows, computed on the server (status at request time). */
export type LocationCardData = {
  _id: string;
  slug: string;
  name: string;
  /** The shop's number on the map's pins. */
  pin: number;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  phoneNumber: string;
  websiteUrl: string;
  /** Google Maps directions to the shop's address. */
  googleDirectionsUrl: string;
  currentStatus: Status;
  /**
   * The holidays and special hours of the coming days (those the site-wide holiday notice
   * announces), each as one line: "Christmas Eve (Thursday, December 24): 8:30 AM - 3:00 PM", the
   * hours kept on one line.
   * The notice's "See hours" leads here.
   */
  comingHours: { day: string; hours: string }[];
};

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * View opens /locations/{slug} in a new tab when distances are known,
 * otherwise the shop's own website address.
 */
export function viewLink(location: Pick<LocationCardData, 'slug' | 'websiteUrl'>, distancesKnown: boolean) {
  if (distancesKnown) return { href: `/locations/${location.slug}`, newTab: true };
  return { href: location.websiteUrl, newTab: isExternal(location.websiteUrl) };
}

export function LocationCard({ location, distance }: { location: LocationCardData; distance?: number }) {
  const a = location.address;
  const view = viewLink(location, distance !== undefined);
  const headingId = `shop-${location.slug}`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={headingId} data-testid="location-card" data-slug={location.slug}>
      <div className={styles.cardHead}>
        <span className={styles.pinBadge} aria-hidden="true">
          {location.pin}
        </span>
        <h3 id={headingId} className={styles.cardTitle}>
          {location.name}
        </h3>
      </div>
      {distance !== undefined && <DistanceTag miles={distance} />}
      <address className={styles.address}>
        {a.address1}
        {a.address2 ? `, ${a.address2}` : ''}
        <br />
        {`${a.city}, ${a.state} ${a.zip}`}
      </address>
      <p className={styles.phone}>
        <a href={telHref(location.phoneNumber)}>
          <span className="visually-hidden">Call {location.name}: </span>
          {location.phoneNumber}
        </a>
      </p>
      <OpenStatus status={location.currentStatus} className={styles.status} />
      {location.comingHours.length > 0 && (
        <ul className={styles.comingHours} aria-label={`Holiday hours at ${location.name}`} data-testid="card-holiday-hours">
          {location.comingHours.map(({ day, hours }) => (
            <li key={day}>
              {`${day}: `}
              <span className={styles.comingTime}>{hours}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.cardActions}>
        <Link
          className="btn btn-small"
          href={view.href}
          {...(view.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { pending: LOCATIONS_TEXT.detailLoading })}
          data-testid="view-location"
        >
          {copy.viewButton}
          <span className="visually-hidden">
            {` ${location.name}`}
            {view.newTab ? NEW_TAB_WORDS : ''}
          </span>
        </Link>
        <OrderButton location={location._id} shop={location.slug} className="btn btn-small" testId="order-location">
          {copy.orderButton}
          <span className="visually-hidden">{` from ${location.name}`}</span>
        </OrderButton>
        <a className="btn btn-small btn-outline" href={location.googleDirectionsUrl} target="_blank" rel="noopener noreferrer" data-testid="directions">
          {copy.directionsButton}
          <NewTabHint what={` to ${location.name}`} />
        </a>
        <a className="btn btn-small btn-outline" href={telHref(location.phoneNumber)} data-testid="call">
          {copy.callButton}
          <span className="visually-hidden">{` ${location.name}`}</span>
        </a>
      </div>
    </article>
  );
}
