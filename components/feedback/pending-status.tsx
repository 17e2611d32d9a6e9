'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import styles from './pending.module.css';

/**
 * Inside a <Link>: announces `text` (for example "Loading location details...") in a small
 * floating status while that link's page loads. Pages then need no loading.tsx, whose streamed
 * fallback would be swapped for the content on first load (a layout shift).
 * The status is drawn at the end of the body, not inside the link: it floats at the foot of the
 * screen, and a button-styled link moves (a transform) under the pointer, which would pin a
 * status drawn inside it to the button, over the card's own text.
 */
export function PendingStatus({ text }: { text: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return createPortal(
    <span role="status" className={styles.toast}>
      {text}
    </span>,
    document.body,
  );
}
