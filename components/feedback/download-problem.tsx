'use client';

import { createPortal } from 'react-dom';
import { SITE_NODE } from '@/components/ui/site-node';
import styles from './pending.module.css';

/**
 * Tells the visitor why the button they pressed did nothing: the code of what it opens (`what`,
 * such as "the order options") could not be downloaded. It floats where the loading status does.
 */
export function DownloadProblem({ failed, what }: { failed: boolean; what: string }) {
  if (!failed) return null;
  return createPortal(
    <p role="alert" className={`${styles.toast} ${styles.problem}`} {...SITE_NODE}>
      We couldn&apos;t open {what}. Check your connection, then try again or reload the page.
    </p>,
    document.body,
  );
}
