'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { CateringMenu } from '@/lib/data/catering-menus';
import { formatInteger } from '@/lib/domain/number';
import { formatUsd } from '@/lib/domain/price';
import styles from './catering.module.css';

export const MENU_NOT_AVAILABLE = 'Menu content not available.';

/**
 * The menu buttons of one catering card and the modal that shows a menu's text. The modal is
 * open with one menu at a time; an id that is not among the menus shows the fixed fallback text.
 */
export function CateringMenuButtons({ menus, serviceTitle, requestType }: { menus: CateringMenu[]; serviceTitle: string; requestType: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const menu = openId ? menus.find((m) => m._id === openId) : undefined;
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
      {openId && (
        <Dialog open onClose={() => setOpenId(null)} title={menu?.title ?? serviceTitle} wide testId="catering-menu-modal">
          {menu ? <MenuText menu={menu} requestType={requestType} /> : <p>{MENU_NOT_AVAILABLE}</p>}
        </Dialog>
      )}
    </>
  );
}

/** "$18.99 per person · 25 guests minimum", or the part the menu has, or nothing. */
export function menuBudget(menu: Pick<CateringMenu, 'pricePerPerson' | 'minimumGuests'>): string {
  return [
    menu.pricePerPerson != null && `${formatUsd(menu.pricePerPerson)} per person`,
    menu.minimumGuests != null && `${formatInteger(menu.minimumGuests)} guests minimum`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The address of the quote form with this card's option and this menu chosen. */
export function requestMenuHref(requestType: string, menuId: string): string {
  return `/catering/request-quote?${new URLSearchParams({ type: requestType, menu: menuId })}`;
}

function MenuText({ menu, requestType }: { menu: CateringMenu; requestType: string }) {
  const budget = menuBudget(menu);
  return (
    <>
      {budget && (
        <p className={styles.menuBudget} data-testid="catering-menu-budget">
          {budget}
        </p>
      )}
      <p className={styles.menuSummary}>{menu.summary}</p>
      <ul className={styles.menuBody}>
        {menu.body.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link href={requestMenuHref(requestType, menu._id)} className={`btn ${styles.requestMenu}`}>
        Request this menu
      </Link>
    </>
  );
}
