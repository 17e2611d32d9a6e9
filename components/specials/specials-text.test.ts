import { SPECIALS_TEXT } from './specials-text';

describe('the note on a day a holiday closes every shop', () => {
  it('says the specials are back next week on their weekday', () => {
    expect(SPECIALS_TEXT.closedToday('Thanksgiving Day', 'Thursday', 1)).toBe('All our shops are closed today for Thanksgiving Day. This special is back next Thursday.');
    expect(SPECIALS_TEXT.closedToday('Thanksgiving Day', 'Thursday', 2)).toBe('All our shops are closed today for Thanksgiving Day. These specials are back next Thursday.');
  });

  it('names the date when next week is closed too', () => {
    expect(SPECIALS_TEXT.closedToday('Christmas Day', 'Friday', 1, '2027-01-08')).toBe('All our shops are closed today for Christmas Day. This special is back Friday, January 8.');
  });
});
