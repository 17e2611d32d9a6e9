import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

export const metadata: Metadata = notFoundMetadata;

/** notFound() inside this group: the group's layout already draws the shell. */
export default function GroupNotFound() {
  return <NotFoundView />;
}
