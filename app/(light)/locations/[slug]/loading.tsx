import { locationDetailContent as copy } from '@/content/locations-pages';
import styles from '@/components/locations/location-detail.module.css';

/** SPEC section 2: shown while a shop page renders. */
export default function LocationLoading() {
  return (
    <section className="section">
      <div className={`container ${styles.loading}`} role="status">
        <span className={styles.loadingDot} aria-hidden="true" />
        {copy.loading}
      </div>
    </section>
  );
}
