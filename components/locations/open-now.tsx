'use client';

import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

type OpenNow = [openOnly: boolean, setOpenOnly: Dispatch<SetStateAction<boolean>>];

const OpenNowContext = createContext<OpenNow | null>(null);

/**
 * The "Open now" filter shared by the shop list and the map beside it: when it is on, the map
 * shows only the pins of the open shops, as the list shows only their cards. The attribute
 * `data-open-only` lets the server-drawn map hide its closed pins with CSS alone, so the keyless
 * map stays a server component without a script of its own.
 */
export function OpenNowScope({ className, children }: { className?: string; children: ReactNode }) {
  const state = useState(false);
  return (
    <OpenNowContext.Provider value={state}>
      <div className={className} data-open-only={state[0] ? '' : undefined}>
        {children}
      </div>
    </OpenNowContext.Provider>
  );
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
