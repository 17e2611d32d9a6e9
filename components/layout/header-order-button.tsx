'use client';

import { usePathname } from 'next/navigation';
import { useOrderModal } from '@/components/order/order-modal-provider';
import { locationFromPath } from './nav-config';

/** On /locations/{slug} the modal opens with that shop chosen; elsewhere with none. */
export function HeaderOrderButton({ className }: { className?: string }) {
  const pathname = usePathname() ?? '/';
  const { open } = useOrderModal();
  return (
    <button type="button" className={`btn btn-small ${className ?? ''}`} onClick={() => open(locationFromPath(pathname))}>
      Order
    </button>
  );
}
