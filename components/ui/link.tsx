import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: Next's <Link> (client-side navigation, pending state) without
 * prefetching. Every page renders per request (the CSP nonce) and none has a loading state, so a
 * prefetch fetches only the route's outline and metadata, and navigation still waits for the full
 * render. It saved nothing and cost the server a render for every link that scrolled into view:
 * 6 to 26 of them a page view, a third of the server's work for a visit. No caller can turn
 * it back on here; ESLint keeps `next/link`'s default export out of every other module.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
