import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';

export const metadata: Metadata = { title: 'Page Not Found', robots: 'noindex, nofollow' };

/** The editor's addresses while the editor is off: a 404 like any unknown page, in the site's shell. */
export default function EditorOffNotFound() {
  return (
    <SiteShell theme="light">
      <NotFoundView />
    </SiteShell>
  );
}
