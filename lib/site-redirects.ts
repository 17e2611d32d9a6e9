/**
 * Old page addresses the site sends on to the page they meant (next.config.ts answers them with a
 * permanent redirect). Also pages to the content's link check: a button may still name one.
 * Free of path aliases, so next.config.ts can import it.
 */
export const PAGE_REDIRECTS = [
  // The about page is linked as /about in one place; /our-story is the canonical address.
  { source: '/about', destination: '/our-story' },
] as const;
