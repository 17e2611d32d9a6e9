import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getLocation } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { decodeLocationKey, locationPath } from '@/lib/seo/restaurant';

/**
 * Decides 404 and the canonical redirect before anything of the page is rendered: once the first
 * bytes of a response have gone, its status line can no longer be a 404 or a 308, whatever the
 * page below it does later (a Suspense boundary added to it, say). The read is the same cached
 * one the page makes. A failed read falls through to the page, which shows the "Error: ..." state.
 */
export default async function LocationLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const read = await readOr('location', getLocation(decodeLocationKey(slug)), null);
  if (!read.ok) return children;
  const location = read.value;
  if (!location) notFound();
  // /locations/Concord, /locations/loc_concord ... -> the one canonical address.
  if (location.slug !== slug) permanentRedirect(locationPath(location.slug));
  return children;
}
