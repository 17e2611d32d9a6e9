'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a <Link>: carries `data-pending` while that link's page loads. A page shows its fixed
 * loading "..." while such a mark exists (CSS :has), so server-rendered pages need no Suspense
 * fallback on their first load and their HTML stays whole, also without JavaScript.
 */
export function PendingHint({ className }: { className?: string }) {
  const { pending } = useLinkStatus();
  return <span className={className} data-pending={pending ? '' : undefined} aria-hidden="true" />;
}
