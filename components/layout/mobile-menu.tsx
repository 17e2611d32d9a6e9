'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { NavLinks } from './nav-links';
import { MOBILE_MENU_LINKS } from './nav-config';
import { useBackdropClose } from '@/components/ui/dialog';
import { usePageChanged } from '@/components/ui/page-change';
import { wrapTabKey } from '@/components/ui/focus-trap';
import { SaucesLink } from './sauces';
import styles from './header.module.css';

/**
 * The slide-in menu of the mobile header (up to 1023px at the usual text size). A modal <dialog>
 * keeps focus inside while open; the body carries a `menu-open` marker while it is open (removed
 * on close or unmount).
 */
export function MobileMenu({ saucesUrl, logoSrc, logoAlt }: { saucesUrl: string; logoSrc: string; logoAlt: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  // It closes when the page changes, with its scroll lock.
  if (usePageChanged()) setOpen(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.body.classList.toggle('menu-open', open);
    // A tablet turned to landscape, or a window made wider, past the width where the header
    // shows its own links: the menu is hidden with the hamburger, and a modal nobody can see
    // would leave the whole page inert. It closes when its hamburger is no longer drawn.
    const closeWhenHidden = () => {
      if (hamburgerRef.current && hamburgerRef.current.getClientRects().length === 0) setOpen(false);
    };
    if (open) window.addEventListener('resize', closeWhenHidden);
    return () => {
      window.removeEventListener('resize', closeWhenHidden);
      document.body.classList.remove('menu-open');
    };
  }, [open]);

  const close = () => setOpen(false);
  const backdropClose = useBackdropClose(close);
  // Before another dialog opens from the menu (Sauces): the menu closes at once, so focus is back
  // on the hamburger when that dialog takes it, and returns there when it closes. Closed later by
  // the effect, the menu would hand that dialog a link that is gone, and focus would fall to the page.
  const closeBeforeDialog = () => {
    ref.current?.close();
    setOpen(false);
  };

  return (
    <>
      <button ref={hamburgerRef} type="button" className={styles.hamburger} aria-label="Menu" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      <dialog
        ref={ref}
        className={styles.menu}
        aria-label="Site menu"
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        {...backdropClose}
        onKeyDown={wrapTabKey}
      >
        <div className={styles.menuPanel}>
          <div className={styles.menuTop}>
            <Link href="/" onClick={close} className={styles.menuLogo}>
              {/* A plain <img>: the logo is an SVG served as is, and next/image's client code is not needed here. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={logoSrc} alt={logoAlt} width={150} height={50} />
            </Link>
            <button type="button" className={styles.menuClose} aria-label="Close menu" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label="Mobile">
            <NavLinks links={MOBILE_MENU_LINKS} onNavigate={close} className={styles.menuList} />
            <SaucesLink url={saucesUrl} className={styles.navLink} onOpen={closeBeforeDialog} />
          </nav>
        </div>
      </dialog>
    </>
  );
}
