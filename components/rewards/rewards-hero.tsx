import type { ReactNode } from 'react';
import { ArtDirectedImage } from '@/components/media/art-directed-image';
import styles from './rewards.module.css';

type Props = { image: string; mobileImage: string; children: ReactNode };

/** The rewards hero: a wide picture on desktop and a tall one on phones; the words sit on top. */
export function RewardsHero({ image, mobileImage, children }: Props) {
  return (
    <section className={styles.hero} data-testid="rewards-hero">
      <ArtDirectedImage src={image} mobileSrc={mobileImage} breakpoint={767} alt="" priority className={styles.heroImg} />
      <div className={`container ${styles.heroContent}`}>{children}</div>
    </section>
  );
}
