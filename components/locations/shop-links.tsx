import { Link } from '@/components/ui/link';
import styles from './location-detail.module.css';
import { locationCopy } from '@/lib/content/copy/location';
import { locationPath } from '@/lib/seo/restaurant';

/** A link to each of `shops`' pages, then one to the whole list: the ways on from a shop page or a shop's 404. */
export function ShopLinks({ shops }: { shops: { _id: string; slug: string; name: string }[] }) {
  return (
    <ul>
      {shops.map((s) => (
        <li key={s._id}>
          <Link href={locationPath(s.slug)}>{s.name}</Link>
        </li>
      ))}
      <li>
        <Link href="/locations" className={styles.allLink}>
          {locationCopy.allLocations} →
        </Link>
      </li>
    </ul>
  );
}
