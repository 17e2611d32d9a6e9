'use client';

import { usePathname } from 'next/navigation';
import { OrderButton } from '@/components/order/order-button';
import { locationFromPath } from './nav-config';

/** On /locations/{slug} the modal opens with that shop chosen; elsewhere with none. */
export function HeaderOrderButton({ className }: { className?: string }) {
  const shop = locationFromPath(usePathname() ?? '/');
  return (
    <OrderButton location={shop} shop={shop} className={`btn btn-small ${className ?? ''}`}>
      Order
    </OrderButton>
  );
}
