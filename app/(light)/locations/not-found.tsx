import { Link } from '@/components/ui/link';
import styles from '@/components/locations/location-detail.module.css';
import { locationCopy } from '@/lib/content/copy/location';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';

const copy = locationCopy.notFound;

/**
 * An unknown /locations/{slug}: a 404 inside the site's shell (this segment's boundary, so the
 * light layout is not rendered twice) that offers the real shops instead of a dead end.
 */
export default async function LocationNotFound() {
  // The links are a courtesy; without them the page still says what happened.
  const { value: shops } = await readOr('locations', listLocations(), []);
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 860 }}>
        <p className="eyebrow">404</p>
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.text}</p>
        {shops.length > 0 && (
          <nav className={styles.others} aria-label={copy.shopsLabel}>
            <ul>
              {shops.map((s) => (
                <li key={s._id}>
                  <Link href={`/locations/${s.slug}`}>{s.name}</Link>
                </li>
              ))}
              <li>
                <Link href="/locations" className={styles.allLink}>
                  {copy.allLocations} →
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
