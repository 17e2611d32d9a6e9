import type { ReactNode } from 'react';
import { ArtDirectedImage } from './art-directed-image';
import styles from './side-art-hero.module.css';

type Props = {
  /** The wide picture, and the phone's crop of it (shown at 768px and below). */
  image: string;
  mobileImage: string;
  /** The id of the hero's headline, which names the section. */
  labelledBy: string;
  /** A taller hero, for a page's main banner. */
  tall?: boolean;
  children: ReactNode;
};

/**
 * A dark hero whose picture never stands behind its words: a strip above them on a phone, beside
 * them on wider screens, fading into the hero's dark (side-art-hero.module.css). The picture is
 * the page's LCP image.
 */
export function SideArtHero({ image, mobileImage, labelledBy, tall = false, children }: Props) {
  return (
    <section className={`shaded ${styles.hero} ${tall ? styles.tall : ''}`} aria-labelledby={labelledBy} data-theme="dark">
      <div className={styles.art}>
        <ArtDirectedImage className={styles.image} alt="" src={image} mobileSrc={mobileImage} breakpoint={768} priority />
      </div>
      <div className={`container ${styles.words}`}>{children}</div>
    </section>
  );
}
