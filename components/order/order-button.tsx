'use client';

import type { ReactNode } from 'react';
import { useOrderModal, type OrderItem, type OrderType } from './order-modal-provider';

/**
 * item: the menu item or special this button orders, named in the dialog. namesItem: the words on
 * screen ("Order") do not name it, so a screen reader hears its name after them, and the button is
 * not one more "Order" beside the header's.
 */
type Props = { location?: string | null; type?: OrderType; item?: OrderItem; namesItem?: boolean; className?: string; children: ReactNode; testId?: string };

/** A button anywhere on a server-rendered page that opens the global order modal. */
export function OrderButton({ location = null, type = null, item, namesItem = false, className = 'btn', children, testId }: Props) {
  const { open } = useOrderModal();
  return (
    <button type="button" className={className} data-testid={testId} onClick={() => open(location, type, item)}>
      {children}
      {namesItem && item && <span className="visually-hidden"> {item.name}</span>}
    </button>
  );
}
