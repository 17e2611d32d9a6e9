import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { PendingOverlay, pendingScope } from '@/components/feedback/pending-overlay';
import { ReloadButton } from '@/components/feedback/reload-button';
import { ArtDirectedImage } from '@/components/media/art-directed-image';
import { Picture } from '@/components/media/picture';
import { menuCopy } from '@/lib/content/copy/menu';
import type { MenuCategory } from '@/lib/data/menu';
import styles from './menu.module.css';

/** The menu's empty and error states read exactly so; they are not editable copy. */
export const MENU_TEXT = {
  emptyCategories: 'No menu categories available at this time.',
  categoriesFailed: 'Failed to fetch categories',
  itemsFailed: 'Failed to fetch menu items',
  emptyItems: 'Nothing on this part of the menu right now. Check back soon.',
} as const;

/** The butcher hero's picture switches to the phone one at 1023px wide. */
export const BUTCHER_HERO_BREAKPOINT = 1023;

/**
 * Both menu pages: the intro, the category switcher, the content (or its state) and the
 * butcher counter. While a category link is loading, "..." covers the content.
 */
export function MenuFrame({ intro, nav, path, children }: { intro: { eyebrow: string; title: string; lead: string }; nav?: ReactNode; path: string; children: ReactNode }) {
  return (
    <div className={pendingScope}>
      <MenuIntro {...intro} />
      {nav}
      <div className={`container ${styles.content}`}>
        {children}
        <PendingOverlay className={styles.pending} />
      </div>
      <ButcherHero path={path} />
    </div>
  );
}

/** The menu overview's intro (content/pages/menu.json). */
export const MENU_OVERVIEW_INTRO = { eyebrow: menuCopy.intro.eyebrow, title: menuCopy.intro.headline, lead: menuCopy.intro.lead };

function MenuIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className={styles.intro}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        <Link href="/daily-specials" className={styles.specialsLink}>
          {menuCopy.intro.specialsLinkLabel} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </header>
  );
}

export function MenuError({ message }: { message: string }) {
  return (
    <div className={`notice notice-error ${styles.state}`} role="alert">
      <p>{message}</p>
      <ReloadButton>Retry</ReloadButton>
    </div>
  );
}

export function MenuEmpty({ message }: { message: string }) {
  return (
    <div className={`notice ${styles.state}`}>
      <p>{message}</p>
    </div>
  );
}

/**
 * Two cards a row on desktop, one on phones. The first row's pictures are in view when the page
 * opens (on a phone the first is its largest picture in view), so they load at once instead of
 * lazily, the first one early.
 */
export function CategoryCards({ categories }: { categories: MenuCategory[] }) {
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((c, i) => (
        <li key={c._id} className={`card ${styles.categoryCard}`}>
          <div className={styles.categoryMedia}>
            <Picture
              src={c.photoSrc}
              alt=""
              fill
              sizes="(max-width: 767px) 100vw, 600px"
              className={styles.cover}
              {...(i < 2 ? { loading: 'eager' as const, ...(i === 0 ? { fetchPriority: 'high' as const } : {}) } : {})}
            />
          </div>
          <div className={styles.cardBody}>
            <h2 className={styles.cardTitle}>{c.category}</h2>
            <p className={styles.cardText}>{c.description}</p>
            <Link href={c.websiteUrl} className="btn" aria-label={`${c.label ?? 'View Items'}: ${c.category}`}>
              {c.label ?? 'View Items'}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The butcher-counter hero that follows the menu. On the page its button leads to (path, the
 * page's own address) the button is left out: a link to the page one is on goes nowhere.
 */
function ButcherHero({ path }: { path: string }) {
  const b = menuCopy.butcherHero;
  return (
    <section className={`shaded ${styles.butcher}`} aria-labelledby="butcher-hero-title" data-theme="dark">
      <div className={styles.butcherArt}>
        {/* From 1024px the picture keeps to the right three fifths of the band (menu.module.css). */}
        <ArtDirectedImage
          src={b.imageUrl}
          mobileSrc={b.mobileImageUrl}
          breakpoint={BUTCHER_HERO_BREAKPOINT}
          sizes={`(min-width: ${BUTCHER_HERO_BREAKPOINT + 1}px) 60vw, 100vw`}
          alt={b.imageAlt}
          className={styles.butcherImage}
        />
      </div>
      <div className={`container ${styles.butcherCopy}`}>
        <p className="eyebrow">{b.eyebrow}</p>
        <h2 id="butcher-hero-title">{b.headline}</h2>
        <p>{b.copyText}</p>
        {b.buttonUrl !== path && (
          <Link href={b.buttonUrl} className="btn">
            {b.buttonLabel}
          </Link>
        )}
      </div>
    </section>
  );
}
