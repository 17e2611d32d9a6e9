import { formatDistance } from '@/lib/domain/distance';
import styles from './locations.module.css';

/** "0.4 mi" reads as "2,112 ft away"; a mile or more as "3.2 mi away". */
export function DistanceTag({ miles }: { miles: number }) {
  return (
    <p className={styles.distance} data-testid="distance">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path fill="currentColor" d="M12 2 4.5 20.3l.7.7L12 18l6.8 3 .7-.7z" />
      </svg>
      {formatDistance(miles)} away
    </p>
  );
}
