import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import styles from './rewards.module.css';

type Props = { image: string; mobileImage: string; children: ReactNode };

/**
 * The rewards hero: a wide photo on desktop and a tall one on phones, switched by <picture>
 * (art direction through getImageProps, so both stay optimised by next/image). The picture is
 * decorative; the words are on top of it.
 */
export function RewardsHero({ image, mobileImage, children }: Props) {
  const common = { alt: '', sizes: '100vw', quality: 75 } as const;
  const {
    props: { srcSet: desktop },
  } = getImageProps({ ...common, src: image, width: 1920, height: 900 });
  const {
    // `sizes` goes on the <source>s, which hold the width-described srcsets; an <img> without a
    // srcset must not carry it (the Nu HTML Checker flags both).
    props: { srcSet: mobile, sizes, ...rest },
  } = getImageProps({ ...common, src: mobileImage, width: 800, height: 1100, loading: 'eager', fetchPriority: 'high' });

  return (
    <section className={styles.hero} data-testid="rewards-hero">
      <picture>
        <source media="(min-width: 768px)" srcSet={desktop} sizes={sizes} />
        <source media="(max-width: 767px)" srcSet={mobile} sizes={sizes} />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- alt="" comes from getImageProps: decorative */}
        <img {...rest} className={styles.heroImg} />
      </picture>
      <div className={`container ${styles.heroContent}`}>{children}</div>
    </section>
  );
}
