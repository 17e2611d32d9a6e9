import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: 'noindex, nofollow' };

/** notFound() inside this group: the group's layout already draws the shell. */
export default function GroupNotFound() {
  return <NotFoundView />;
}
