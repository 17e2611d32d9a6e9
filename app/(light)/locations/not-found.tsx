import { LocationNotFound } from '@/components/locations/location-not-found';

/**
 * A shop page's notFound(), inside the site's shell (this segment's boundary, so the light layout
 * is not rendered twice). The proxy sends most unknown shop addresses to the 404 page before this
 * could render (lib/data/unknown-page.ts); this stays for a shop removed between the two reads.
 */
export default function LocationNotFoundPage() {
  return <LocationNotFound />;
}
