'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';

/** Re-renders the server page (its data reads run again) without a full reload. */
export function RetryButton({ children, className = 'btn' }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button type="button" className={className} disabled={pending} aria-busy={pending} onClick={() => startTransition(() => router.refresh())}>
      {children}
    </button>
  );
}
