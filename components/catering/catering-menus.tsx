'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { CateringMenu } from '@/lib/data/catering-menus';
import styles from './catering.module.css';

export const MENU_NOT_AVAILABLE = 'Menu content not available.';

/**
 * The menu buttons of one catering card and the modal that shows a menu's text. The modal is
 * open with one menu at a time; an id that is not among the menus shows the fixed fallback text.
 */
export function CateringMenuButtons({ menus, serviceTitle }: { menus: CateringMenu[]; serviceTitle: string }) {
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
          {menu ? <MenuText menu={menu} /> : <p>{MENU_NOT_AVAILABLE}</p>}
        </Dialog>
      )}
    </>
  );
}

function MenuText({ menu }: { menu: CateringMenu }) {
  return (
    <>
      <p className={styles.menuSummary}>{menu.summary}</p>
      <ul className={styles.menuBody}>
        {menu.body.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
