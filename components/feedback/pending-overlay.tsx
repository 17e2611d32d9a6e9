import styles from './pending.module.css';

/** The class for the element whose pending links show the overlay (a page's outermost element). */
export const pendingScope = styles.scope;

/** "..." over its positioned parent while a link or choice in the scope is loading. */
export function PendingOverlay({ className }: { className?: string }) {
  return (
    <p className={`${styles.overlay} ${className ?? ''}`} aria-hidden="true">
      ...
    </p>
  );
}
