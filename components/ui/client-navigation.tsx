'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { decodeSegment } from '@/lib/domain/slug';
import { SITE_NODE } from './site-node';
import styles from '@/components/feedback/pending.module.css';
import { ROUTER_LINK, ROUTER_PENDING, routerTarget } from './router-link';

/**
 * Follows the site's links (./link.tsx) through the router, so they navigate in the page: one
 * listener for every link in the document, drawn once around every page. It listens on the
 * window, so it hears a click after every handler in the page, and one that took the click wins.
 *
 * While the page of a followed link that shows its loading state loads, that link carries
 * `data-pending` (a page shows its fixed loading "..." while such a mark is in it, by CSS :has, so
 * server-rendered pages need no Suspense fallback and their HTML stays whole without JavaScript),
 * and its status text, if it has one, floats at the foot of the screen. The status is drawn here,
 * around every page, not inside the link: a button-styled link moves (a transform) under the
 * pointer, which would pin it to the button, over the card's own text. Its live region is always
 * in the page, empty and unseen until a status fills it: screen readers announce a change to a
 * region they already know, and may miss one inserted with its words.
 *
 * Every followed link shows that its page is on its way: a thin bar along the top of the screen,
 * after a short wait so that a quick answer shows nothing, and the main content marked busy. A tap
 * on a phone's slide-in menu closes the menu at once; without the bar a slow page looks like a tap
 * that did nothing.
 *
 * A link followed from the keyboard that the new page no longer has (a weekday or a category drawn
 * by the page it leaves) would leave the focus nowhere, and the next Tab at the top of the page:
 * once the page is in, the focus goes to the new page's own link to the same address in its main
 * content (the day or the category now on show), where the visitor left off, if that link is drawn
 * at this width. A link to a place in the new page (/careers#openings) gives it to that place.
 * Otherwise, and for a header, footer or slide-in menu link (which stays where it was, or is drawn
 * anew when the page's colors change, or gives the focus back to the menu's hamburger), the focus
 * goes to the main content, as the skip link would take it, without scrolling: never to the
 * footer's link to the same shop, nor to nowhere. A page that moved the focus itself keeps it, and
 * so does a visitor who moved it while the page was on its way.
 */
type RouterTargetFocus = { link: HTMLAnchorElement; href: string; inMain: boolean };

/** Set by a navigation made in code (a form's router.push): the main content takes the focus on arrival. */
let mainOnArrival = false;

/**
 * For a control that navigates in code instead of by a link (the contact page's shop finder): once
 * the new page is in, the focus goes to its main content, as after a link followed from the
 * keyboard, instead of to nowhere with the control gone.
 */
export function focusMainOnArrival() {
  mainOnArrival = true;
}

/**
 * The new page's main content takes the focus, unless something in it already has it; or, for an
 * address with a fragment, the place it names, which the router has scrolled into view.
 */
function focusMain(href?: string) {
  const main = document.getElementById('main');
  if (!main || main.contains(document.activeElement)) return;
  const hash = href ? new URL(href).hash.slice(1) : '';
  // An editor's link may carry a fragment that does not decode ("#50%off"): it names no place then.
  const place = hash ? document.getElementById(decodeSegment(hash)) : null;
  if (place && main.contains(place)) {
    if (place.tabIndex < 0 && !place.hasAttribute('tabindex')) place.setAttribute('tabindex', '-1');
    place.focus({ preventScroll: true });
    if (document.activeElement === place) return;
  }
  main.focus({ preventScroll: true });
}

/** A link in a dialog that is closed: the slide-in menu's, which closes as its link is followed. */
const inClosedMenu = (link: HTMLAnchorElement) => link.closest('dialog')?.open === false;

export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [followed, setFollowed] = useState<HTMLAnchorElement | null>(null);
  const focusedFollow = useRef<RouterTargetFocus | null>(null);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = routerTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      // A click the keyboard made (Enter on the link) has no pointer count. The focus is on the
      // link, or on the slide-in menu's hamburger when the link closed the menu as it was followed.
      const focused = document.activeElement === target.link || inClosedMenu(target.link);
      const inMain = Boolean(document.getElementById('main')?.contains(target.link));
      focusedFollow.current = event.detail === 0 && focused ? { link: target.link, href: target.link.href, inMain } : null;
      setFollowed(target.link.hasAttribute(ROUTER_PENDING) ? target.link : null);
      startTransition(() => (target.replace ? router.replace(target.path) : router.push(target.path)));
    }
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  useEffect(() => {
    const left = focusedFollow.current;
    if (pending || !left) return;
    focusedFollow.current = null;
    const main = document.getElementById('main');
    if (!main || !left.inMain) {
      // Still on the link (or drawn anew without it), or on the hamburger of the menu it closed:
      // not somewhere the visitor took it while the page came.
      const active = document.activeElement;
      if (!active || active === document.body || active === left.link || inClosedMenu(left.link)) focusMain(left.href);
      return;
    }
    // The link is still there and still has the focus, or the new page put it somewhere itself.
    if (document.activeElement && document.activeElement !== document.body) return;
    // Only a link that is drawn: one hidden at this width (the category bar on a phone) takes no focus.
    const same = [...main.querySelectorAll<HTMLAnchorElement>(`a[${ROUTER_LINK}]`)].find((a) => a.href === left.href && a.getClientRects().length > 0);
    // Scrolled into view as focus does: a focused link out of sight would leave the visitor lost.
    same?.focus();
    if (document.activeElement !== same) focusMain(left.href);
  }, [pending]);
  useEffect(() => {
    if (!mainOnArrival) return;
    mainOnArrival = false;
    if (!document.activeElement || document.activeElement === document.body) focusMain();
  }, [pathname]);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!pending || !main) return;
    main.setAttribute('aria-busy', 'true');
    return () => main.removeAttribute('aria-busy');
  }, [pending]);
  const loading = pending ? followed : null;
  useEffect(() => {
    if (!loading) return;
    loading.setAttribute('data-pending', '');
    return () => loading.removeAttribute('data-pending');
  }, [loading]);
  const status = loading?.getAttribute(ROUTER_PENDING) || null;
  return (
    <>
      <span role="status" className={status ? styles.toast : 'visually-hidden'} {...SITE_NODE}>
        {status}
      </span>
      {pending && <span className={styles.progress} data-testid="navigation-progress" aria-hidden="true" {...SITE_NODE} />}
    </>
  );
}
