/** The mark that hands a link's plain left click to the router: its value is `push` or `replace`. */
export const ROUTER_LINK = 'data-router-link';
/**
 * The mark of a link that shows its page's loading state: the link carries `data-pending` while
 * its page loads, and a non-empty value is also announced in a floating status.
 */
export const ROUTER_PENDING = 'data-router-pending';

export type RouterTarget = { path: string; replace: boolean; link: HTMLAnchorElement };

/**
 * Where the router takes this click, or null when the browser handles it: a plain left click on a
 * marked link to a page of this site goes through the router; a click with a modifier key or
 * another button, or one a handler in the page already took, on a link that opens elsewhere,
 * downloads or leaves the site, or that only moves to a mark on the same page, does what the
 * browser does.
 */
export function routerTarget(event: MouseEvent, here: Pick<Location, 'href' | 'origin'>): RouterTarget | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest(`a[${ROUTER_LINK}]`) : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  const current = new URL(here.href);
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return { path: url.pathname + url.search + url.hash, replace: link.getAttribute(ROUTER_LINK) === 'replace', link };
}
