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
  /** Above today's specials on a holiday that closes every shop. */
  closedToday: (holiday: string, weekday: string, count: number) =>
    `${allClosed(holiday)} ${count > 1 ? 'These specials are' : 'This special is'} back next ${weekday}.`,
} as const;
