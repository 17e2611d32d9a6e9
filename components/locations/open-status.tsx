import type { OpenStatus as Status } from '@/lib/domain/hours';
import styles from './open-status.module.css';

/** A shop's open/closed message with its colored dot; the caller's class sets the layout. */
export function OpenStatus({ status, className }: { status: Status; className?: string }) {
  return (
    <p className={`${className ?? ''} ${status.isOpen ? styles.open : styles.closed}`} data-testid="open-status">
      <span className={styles.dot} aria-hidden="true" />
      {status.message}
    </p>
  );
}
