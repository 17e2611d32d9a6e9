'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './menu.module.css';

/**
 * An item's photo; when it cannot load, the fixed placeholder ("Missing Image" and the item's name)
 * takes its place. next/image replays an error that happened before hydration, so a photo that
 * failed while the page was still loading is caught too.
 */
export function MenuItemImage({ src, name, sizes }: { src: string | null; name: string; sizes: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={styles.missingImage} data-testid="missing-image">
        <span className={styles.missingLabel}>Missing Image</span>
        <span className={styles.missingName}>{name}</span>
      </div>
    );
  }
  return <Image src={src} alt={name} fill sizes={sizes} className={styles.cover} onError={() => setFailed(true)} />;
}
