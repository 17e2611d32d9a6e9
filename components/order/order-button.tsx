'use client';

import type { ReactNode } from 'react';
import { useOrderModal, type OrderItem, type OrderType } from './order-modal-provider';

/**
 * item: the menu item or special this button orders, named in the dialog. namesItem: the words on
 * screen ("Order") do not name it, so a screen reader hears its name after them, and the button is
 * not one more "Order" beside the header's. shop: the slug of the shop it orders from, whose page
 * it leads to without the page's script.
 */
type Props = { location?: string | null; shop?: string | null; type?: OrderType; item?: OrderItem; namesItem?: boolean; className?: string; children: ReactNode; testId?: string };

/**
 * A button anywhere on a server-rendered page that opens the global order dialog. Without the
 * page's script (turned off, blocked, or not run yet) there is no dialog: it is the button of a
 * form that goes to the shops, or to the shop it names, whose pages link to each ordering service.
 */
export function OrderButton({ location = null, shop = null, type = null, item, namesItem = false, className = 'btn', children, testId }: Props) {
  const { open } = useOrderModal();
  return (
    <form action={shop ? `/locations/${encodeURIComponent(shop)}` : '/locations'} className="form-contents">
      <button
        type="submit"
        className={className}
        data-testid={testId}
        onClick={(e) => {
          e.preventDefault();
          open(location, type, item);
        }}
      >
        {children}
        {namesItem && item && <span className="visually-hidden"> {item.name}</span>}
      </button>
    </form>
  );
}
