import type { ReactNode } from 'react';
import { ArtDirectedImage } from '@/components/media/art-directed-image';
import styles from './rewards.module.css';

type Props = { image: string; mobileImage: string; children: ReactNode };

/**
 * The rewards hero: a wide picture on desktop, the words on its dark left side; on phones a tall
 * picture in a strip above the words, so that they never stand on its punch card.
 */
export function RewardsHero({ image, mobileImage, children }: Props) {
  return (
    <section className={`shaded ${styles.hero}`} data-testid="rewards-hero">
      <div className={styles.heroArt}>
        <ArtDirectedImage src={image} mobileSrc={mobileImage} breakpoint={767} alt="" priority className={styles.heroImg} />
      </div>
      <div className={`container ${styles.heroContent}`}>{children}</div>
    </section>
  );
}
