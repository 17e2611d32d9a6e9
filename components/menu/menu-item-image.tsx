'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './menu.module.css';
import { NO_PHOTO_LABEL } from './no-photo';

/** The brand's flame, drawn around its base at (0, 0). */
const FLAME = 'M0 0C-13 0 -17 -11 -13 -19C-11 -15 -8 -14 -7 -16C-9 -24 -3 -31 3 -34C1 -27 12 -22 11 -11C11 -4 6 0 0 0Z';

/**
 * An item's photo. An item without a photo of its own gets a designed card (a covered dish with
 * the flame, and "Photo coming soon"), never another picture such as its category's. A photo that
 * cannot load gives way to the fixed placeholder ("Missing Image" and the item's name). next/image
 * replays an error that happened before hydration, so a photo that failed while the page was
 * still loading is caught too. `first`: the first card's photo, on a phone the page's largest
 * picture in view, loads at once and early instead of lazily.
 */
export function MenuItemImage({ src, name, sizes, first = false }: { src: string | null; name: string; sizes: string; first?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src) return <NoPhotoCard />;
  if (failed) {
    return (
      <div className={styles.missingImage} data-testid="missing-image">
        <span className={styles.missingLabel}>Missing Image</span>
        <span className={styles.missingName}>{name}</span>
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={name}
      fill
      sizes={sizes}
      className={styles.cover}
      onError={() => setFailed(true)}
      {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
  );
}

function NoPhotoCard() {
  return (
    <div className={styles.noPhoto} data-testid="no-photo">
      <svg className={styles.noPhotoArt} viewBox="0 0 200 124" aria-hidden="true" focusable="false">
        <ellipse cx="100" cy="110" rx="94" ry="11" className={styles.noPhotoPlate} />
        <path d="M26 104a74 66 0 0 1 148 0z" className={styles.noPhotoCloche} />
        <rect x="89" y="30" width="22" height="12" rx="6" className={styles.noPhotoCloche} />
        <path d="M44 90a58 52 0 0 1 30-38" className={styles.noPhotoShine} />
        <path d={FLAME} transform="translate(100 94) scale(1.5)" className={styles.noPhotoFlame} />
      </svg>
      <span className={styles.noPhotoLabel}>{NO_PHOTO_LABEL}</span>
    </div>
  );
}
