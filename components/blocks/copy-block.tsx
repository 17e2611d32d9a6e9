import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Picture } from '@/components/media/picture';
import type { CopyBlockContent } from '@/lib/content/schemas/copy';
import styles from './copy-block.module.css';

type Props = CopyBlockContent & { id: string; children?: ReactNode };

/** A copy block: a picture beside a headline, copy and one button; `reversed` swaps sides. */
export function CopyBlock({ id, imageUrl, imageAlt, headline, copyText, reversed, buttonLabel, buttonUrl, colorMode, eyebrow, children }: Props) {
  return (
    <section className={`section ${styles.block}`} data-theme={colorMode} aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.grid} ${reversed ? styles.reversed : ''}`}>
        <div className={styles.media}>
          <Picture src={imageUrl} alt={imageAlt} fill sizes="(max-width: 1023px) 100vw, 560px" className={styles.image} />
        </div>
        <div className={styles.copy}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{headline}</h2>
          {copyText.map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
          {children}
          <Link href={buttonUrl} className="btn">
            {buttonLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
