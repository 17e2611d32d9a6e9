import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';

export const metadata: Metadata = { title: 'Page Not Found', robots: 'noindex, nofollow' };

/** Unmatched URLs render outside the route groups, so this one brings its own shell. */
export default function NotFound() {
  return (
    <SiteShell theme="light">
      <NotFoundView />
    </SiteShell>
  );
}
