import type { AnchorHTMLAttributes } from 'react';
import { ROUTER_LINK, ROUTER_PENDING } from './router-link';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the current history entry instead of adding one (Back skips this page). */
  replace?: boolean;
  /** Show this link's page loading: `true` marks the link, a text is also announced as a status. */
  pending?: true | string;
};

/**
 * The site's internal link: a plain <a> whose plain left click the router follows in the page, as
 * Next's <Link> does, without a component of its own. A page draws a few dozen of them (header,
 * footer, cards, the category bar), and every <Link> cost a phone's main thread its own hooks
 * while the page hydrated; one listener for the whole document (./client-navigation.tsx) costs
 * that once. It fetches nothing ahead of a click: every page renders per request (the CSP nonce)
 * and none has a loading state, so a prefetch would fetch only the route's outline and cost the
 * server a render for every link that scrolled into view. Server and client components both draw
 * it; before the page's scripts run, it is an ordinary link.
 */
export function Link({ replace, pending, ...props }: LinkProps) {
  const marks = { [ROUTER_LINK]: replace ? 'replace' : 'push', ...(pending ? { [ROUTER_PENDING]: pending === true ? '' : pending } : {}) };
  return <a {...props} {...marks} />;
}
