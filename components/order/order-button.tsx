'use client';

import type { ReactNode } from 'react';
import { useOrderModal, type OrderItem, type OrderType } from './order-modal-provider';

/** item: the menu item or special this button orders, named in the dialog. */
type Props = { location?: string | null; type?: OrderType; item?: OrderItem; className?: string; children: ReactNode; testId?: string };

/** A button anywhere on a server-rendered page that opens the global order modal. */
export function OrderButton({ location = null, type = null, item, className = 'btn', children, testId }: Props) {
  const { open } = useOrderModal();
  return (
    <button type="button" className={className} data-testid={testId} onClick={() => open(location, type, item)}>
      {children}
    </button>
  );
}
