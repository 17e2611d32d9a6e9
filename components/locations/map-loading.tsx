import { locationsCopy as copy } from '@/lib/content/copy/locations';
import styles from './google-map.module.css';

/** The map's box while the map code or the Maps API loads (same size, so nothing jumps). */
export function MapLoading({ boxed = false }: { boxed?: boolean }) {
  const inner = (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {copy.mapLoading}
    </div>
  );
  return boxed ? <div className={styles.box}>{inner}</div> : inner;
}
