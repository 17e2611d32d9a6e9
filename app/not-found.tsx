import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

export const metadata: Metadata = notFoundMetadata;

/**
 * A notFound() that no route group's own not-found page catches. Next writes this page into the
 * data of every page it serves, shown or not, so it draws no shell of its own: unknown addresses
 * get app/global-not-found.tsx, the route groups their not-found pages inside their shells, and
 * the editor's addresses while it is off app/keystatic/not-found.tsx.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundView />
    </main>
  );
}
