import { ArtDirectedImage } from '@/components/media/art-directed-image';
import { Link } from '@/components/ui/link';
import type { HomepageContent } from '@/lib/data/homepage';
import styles from './home.module.css';

/** The home hero and its mobile image switch at 768px. */
export const HERO_MOBILE_BREAKPOINT = 768;

/**
 * The 120vh hero, rendered on the server from the active homepage content (or the built-in
 * fallback), so it arrives whole: no loading state, and the browser picks the mobile picture.
 * A hero may carry one button, under its words, to the page it is about.
 */
export function HomeHero({ content }: { content: HomepageContent }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-content-id={content.contentId}>
      <ArtDirectedImage
        src={content.imageUrl}
        mobileSrc={content.mobileImageUrl}
        breakpoint={HERO_MOBILE_BREAKPOINT}
        alt=""
        priority
        className={styles.heroImage}
      />
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={`container ${styles.heroCopy}`}>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          <span className={styles.headingOne}>{content.headingOne}</span>{' '}
          <span className={styles.headingTwo}>{content.headingTwo}</span>
        </h1>
        <p className={styles.headingThree}>{content.headingThree}</p>
        {content.button && (
          <Link href={content.button.href} className={`btn ${styles.heroButton}`} data-testid="hero-button">
            {content.button.label}
          </Link>
        )}
      </div>
    </section>
  );
}
