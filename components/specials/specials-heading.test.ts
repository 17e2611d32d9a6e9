import { specialsHeading } from './specials-heading';

describe('specialsHeading', () => {
  it('says Today’s Special or Specials by count on today', () => {
    expect(specialsHeading('monday', true, 1)).toBe("Today's Special");
    expect(specialsHeading('thursday', true, 2)).toBe("Today's Specials");
    expect(specialsHeading('friday', true, 0)).toBe("Today's Special");
  });
  it('names another day, with Specials for Thursday', () => {
    expect(specialsHeading('monday', false, 1)).toBe('Monday Special');
    expect(specialsHeading('thursday', false, 2)).toBe('Thursday Specials');
    expect(specialsHeading('thursday', false, 0)).toBe('Thursday Specials');
    expect(specialsHeading('saturday', false, 3)).toBe('Saturday Specials');
  });
});
