'use client';

import { createContext, useCallback, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { deviceStorage } from './device-storage';

type OpenNow = [openOnly: boolean, setOpenOnly: Dispatch<SetStateAction<boolean>>];

const OpenNowContext = createContext<OpenNow | null>(null);

/**
 * The "Open now" filter shared by the shop list and the map beside it: when it is on, the map
 * shows only the pins of the open shops, as the list shows only their cards. The attribute
 * `data-open-only` lets the server-drawn map hide its closed pins with CSS alone, so the keyless
 * map stays a server component without a script of its own.
 */
export function OpenNowScope({ className, children }: { className?: string; children: ReactNode }) {
  const state = useKeptOpenNow();
  return (
    <OpenNowContext.Provider value={state}>
      <div className={className} data-open-only={state[0] ? '' : undefined}>
        {children}
      </div>
    </OpenNowContext.Provider>
  );
}

const store = deviceStorage('session');
export const OPEN_NOW_KEY = 'kinders:open-now';

/**
 * The filter as the visitor left it in this tab: back on the page (Back from a shop, a reload) it
 * is still on. Read once the page has started (the server's HTML shows every shop), and kept for
 * this tab only: another visit starts with every shop again.
 */
function useKeptOpenNow(): OpenNow {
  const [openOnly, setOpenOnlyState] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser, after hydration
    if (store.get(OPEN_NOW_KEY) === '1') setOpenOnlyState(true);
  }, []);
  const setOpenOnly: Dispatch<SetStateAction<boolean>> = useCallback((next) => {
    setOpenOnlyState((previous) => {
      const value = typeof next === 'function' ? next(previous) : next;
      if (value) store.set(OPEN_NOW_KEY, '1');
      else store.remove(OPEN_NOW_KEY);
      return value;
    });
  }, []);
  return [openOnly, setOpenOnly];
}

/** The filter of the enclosing scope; a list rendered on its own keeps a filter of its own. */
export function useOpenNow(): OpenNow {
  const shared = useContext(OpenNowContext);
  const own = useState(false);
  return shared ?? own;
}

/**
 * The shops "Open now" leaves: while it is on only those open when the server rendered the page,
 * every one while it is off. The list and the Google map both filter through it.
 */
export const openNow = <T,>(shops: T[], only: boolean, isOpen: (shop: T) => boolean): T[] => (only ? shops.filter(isOpen) : shops);
