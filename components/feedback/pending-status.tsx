'use client';

import { useLinkStatus } from 'next/link';
import styles from './pending.module.css';

/**
 * Inside a <Link>: announces `text` (for example "Loading location details...") in a small
 * floating status while that link's page loads. Pages then need no loading.tsx, whose streamed
 * fallback would be swapped for the content on first load (a layout shift).
 */
export function PendingStatus({ text }: { text: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className={styles.toast}>
      {text}
    </span>
  );
}
