/** The veterans' discount in words, or nothing when it is 0: how an editor takes the offer down. */
export const veteransOffer = (percent: number): string | null => (percent > 0 ? `Veterans and active-duty military get ${percent}% off.` : null);
