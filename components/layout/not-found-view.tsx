import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { SiteShell } from './site-shell';

/** Every 404 page's title (the site's name follows it) and its word to search engines. */
export const notFoundMetadata = { title: 'Page Not Found', robots: 'noindex, nofollow' } satisfies Metadata;

/** The 404 message and ways forward; rendered inside whichever shell the route already has. */
export function NotFoundView() {
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 760 }}>
        <p className="eyebrow">404</p>
        <h1>This page went up in smoke.</h1>
        <p className="lead">We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link href="/menu" className="btn">
            See the Menu
          </Link>
          <Link href="/locations" className="btn btn-outline">
            Find a Shop
          </Link>
          <Link href="/" className="btn btn-outline">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The 404 page for a route that has no shell of its own: the message (or `children`, a section's own) in the warm white shell. */
export function NotFoundInShell({ children }: { children?: ReactNode }) {
  return <SiteShell theme="light">{children ?? <NotFoundView />}</SiteShell>;
}
