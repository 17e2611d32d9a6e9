'use client';

import type { ReactNode } from 'react';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/**
 * Order Pickup / Order Delivery on a shop page: the shop's own ordering address in a new tab.
 * Without an address the button stays and only a warning is logged.
 */
export function ExternalOrderLink({ url, shopName, className, children }: { url: string | null | undefined; shopName: string; className?: string; children: ReactNode }) {
  if (!url) {
    return (
      <button type="button" className={className} onClick={() => console.warn(`No ordering address is set for ${shopName}.`)}>
        {children}
      </button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabHint />
    </a>
  );
}
