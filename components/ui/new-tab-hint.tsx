/** What a screen reader hears after a link that leaves for a new tab: this page stays where it is. */
export const NEW_TAB_WORDS = ' (opens in a new tab)';

/**
 * The hidden end of a link's or button's name that opens another site in a new tab: `what` it
 * opens when the words on screen do not say (" for Line Cook"), then that it opens a new tab.
 */
export function NewTabHint({ what = '' }: { what?: string }) {
  return <span className="visually-hidden">{`${what}${NEW_TAB_WORDS}`}</span>;
}
