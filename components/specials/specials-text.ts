import { formatDateLabel } from '@/lib/domain/hours';

const allClosed = (holiday: string) => `All our shops are closed today for ${holiday}.`;

/** The fixed texts of the daily specials page: headings, states and errors. */
export const SPECIALS_TEXT = {
  errorTitle: 'Oops!',
  errorMessage: "Unable to load today's special. Please try again later.",
  errorHint: 'Please check back later or contact us directly.',
  tryAgain: 'Try Again',
  emptyTitle: 'No Specials Today',
  emptyMessage: 'Check back tomorrow for our daily special!',
  defaultOrderLabel: 'Order',
  /** On the home page's special box on a holiday that closes every shop. */
  allClosed,
  /**
   * Above today's specials on a holiday that closes every shop; `backOn` is the date they come back
   * when that is not next week (specialsBackOn).
   */
  closedToday: (holiday: string, weekday: string, count: number, backOn: string | null = null) =>
    `${allClosed(holiday)} ${count > 1 ? 'These specials are' : 'This special is'} back ${backOn ? formatDateLabel(backOn) : `next ${weekday}`}.`,
} as const;
