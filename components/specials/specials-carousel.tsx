'use client';

import { useState, type ReactNode } from 'react';
import { ArtDirectedImage } from '@/components/media/art-directed-image';
import { OrderButton } from '@/components/order/order-button';
import type { ShownSpecial } from './shown-special';
import { SPECIALS_TEXT } from './specials-text';
import styles from './specials.module.css';

/** At this width and below the hero's picture is the phone crop, a band above the words. */
export const SPECIALS_PHONE_BREAKPOINT = 767;

/** Stable for the same specials, different when the data changes (a new day, or new content). */
function dataKey(specials: ShownSpecial[]): string {
  return specials.map((s) => `${s.name}\u0000${s.description}\u0000${s.heroImageSrc ?? ''}`).join('\u0001');
}

/**
 * One special at a time in a hero; with more than one, previous and next arrows that wrap around
 * and an "n of total" counter. Every special's slide is in the HTML from the server on, the others
 * hidden, so a search engine reads the whole day, not only its first special; only the shown one's
 * picture is loaded. Without the page's script, and on paper, the arrows cannot step: every slide
 * shows, one after another. `servedOn`: the day shown ("Thursday") when it is not today, which the order
 * dialog names, as the special cannot be ordered today.
 */
export function SpecialsCarousel({ specials, heading, servedOn = null }: { specials: ShownSpecial[]; heading: ReactNode; servedOn?: string | null }) {
  const key = dataKey(specials);
  // The index belongs to one set of specials: new data starts again at the first.
  const [position, setPosition] = useState({ key, index: 0, stepped: false });
  const total = specials.length;
  const index = position.key === key && position.index < total ? position.index : 0;
  const special = specials[index];
  const step = (delta: number) => setPosition({ key, index: (index + delta + total) % total, stepped: true });
  // Said after each step (a live region speaks when its words change): the special now shown.
  const announcement = position.key === key && position.stepped ? `${special.name}, ${index + 1} of ${total}` : '';

  return (
    <section className={`shaded ${styles.hero} ${special.heroImageSrc ? '' : styles.gradient}`} aria-roledescription="carousel" aria-label="Specials" data-theme="dark">
      {special.heroImageSrc && (
        <div key={special.heroImageSrc} className={styles.heroMedia}>
          <ArtDirectedImage
            src={special.heroImageSrc}
            mobileSrc={special.heroImageMobileSrc}
            breakpoint={SPECIALS_PHONE_BREAKPOINT}
            alt=""
            priority={index === 0}
            className={styles.heroImage}
          />
        </div>
      )}
      <div className={`container ${styles.heroInner}`}>
        {heading}
        {specials.map((s, i) => (
          <div key={i} className={styles.slide} role="group" aria-roledescription="slide" aria-label={total > 1 ? `${i + 1} of ${total}` : undefined} hidden={i !== index}>
            <h2 className={styles.name}>{s.name}</h2>
            <p className={styles.description}>{s.description}</p>
            {s.priceText != null && (
              <p className={styles.price} data-testid="special-price">
                {s.priceText}
              </p>
            )}
            {/* Without its own label the button reads "Order", and names the special to a screen reader. */}
            <OrderButton item={{ name: s.name, servedOn }} namesItem={s.label == null} className="btn">
              {s.label ?? SPECIALS_TEXT.defaultOrderLabel}
            </OrderButton>
          </div>
        ))}
        {total > 1 && (
          <div className={`${styles.controls} js-only`}>
            <button type="button" className={styles.arrow} aria-label="Previous special" onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <p className={styles.counter} data-testid="specials-counter">
              {index + 1} of {total}
            </p>
            <p className="visually-hidden" aria-live="polite" data-testid="specials-announcement">
              {announcement}
            </p>
            <button type="button" className={styles.arrow} aria-label="Next special" onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
