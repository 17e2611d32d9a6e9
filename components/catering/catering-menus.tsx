'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { menuServiceLine } from './menu-service-line';
import type { ShownCateringMenu } from './shown-menu';
import styles from './catering.module.css';

export const MENU_NOT_AVAILABLE = 'Menu content not available.';

/**
 * The menu buttons of one catering card and a modal per menu with its text, open with one menu at
 * a time. Every menu's modal is in the page from the server on, closed, so what each menu holds and
 * costs is in the HTML a search engine reads, not only drawn after a click. When the data changes
 * under an open modal and its menu is gone, the fixed fallback text shows instead. Without the
 * page's script, and on paper, the buttons cannot open them: the menus stand in the card, open.
 */
export function CateringMenuButtons({ menus, serviceTitle, requestType }: { menus: ShownCateringMenu[]; serviceTitle: string; requestType: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const close = () => setOpenId(null);
  return (
    <>
      <ul className={styles.menuButtons} aria-label={`${serviceTitle} menus`}>
        {menus.map((m) => (
          <li key={m._id}>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setOpenId(m._id)}>
              {m.title}
            </button>
          </li>
        ))}
      </ul>
      {menus.map((m) => (
        // The same menu may stand on two cards: the line under its title says which service this is.
        <Dialog key={m._id} open={openId === m._id} onClose={close} title={m.title} description={menuServiceLine(serviceTitle)} wide className={styles.menuDialog} testId="catering-menu-modal">
          <MenuText menu={m} requestType={requestType} />
        </Dialog>
      ))}
      {openId && !menus.some((m) => m._id === openId) && (
        <Dialog open onClose={close} title={serviceTitle} wide testId="catering-menu-modal">
          <p>{MENU_NOT_AVAILABLE}</p>
        </Dialog>
      )}
    </>
  );
}

/** The address of the quote form with this card's option and this menu chosen. */
export function requestMenuHref(requestType: string, menuId: string): string {
  return `/catering/request-quote?${new URLSearchParams({ type: requestType, menu: menuId })}`;
}

function MenuText({ menu, requestType }: { menu: ShownCateringMenu; requestType: string }) {
  return (
    <>
      {menu.budget && (
        <p className={styles.menuBudget} data-testid="catering-menu-budget">
          {menu.budget}
        </p>
      )}
      <p className={styles.menuSummary}>{menu.summary}</p>
      <ul className={styles.menuBody}>
        {/* Keyed by place: two lines may read the same, and a key by text then drops or repeats one. */}
        {menu.body.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <Link href={requestMenuHref(requestType, menu._id)} className={`btn ${styles.requestMenu}`}>
        Request this menu
      </Link>
    </>
  );
}
