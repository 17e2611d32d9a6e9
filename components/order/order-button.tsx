'use client';

import type { ReactNode } from 'react';
import { useOrderModal, type OrderType } from './order-modal-provider';

type Props = { location?: string | null; type?: OrderType; className?: string; children: ReactNode; testId?: string };

/** A button anywhere on a server-rendered page that opens the global order modal. */
export function OrderButton({ location = null, type = null, className = 'btn', children, testId }: Props) {
  const { open } = useOrderModal();
  return (
    <button type="button" className={className} data-testid={testId} onClick={() => open(location, type)}>
      {children}
    </button>
  );
}
