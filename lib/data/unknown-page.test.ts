import { namesRecord } from './unknown-page';

const known = {
  shops: [{ _id: 'loc_walnut_creek', slug: 'walnut-creek', name: 'Walnut Creek' }],
  categories: [{ slug: 'bbq-sandwiches' }],
  openings: [{ _id: 'job_cook' }],
};

describe('namesRecord: the proxy matches an address by the rules its page uses', () => {
  it('finds a shop by its slug, its name in any case, its id, and percent-encoded', () => {
    for (const key of ['walnut-creek', 'Walnut-Creek', 'Walnut%20Creek', 'loc_walnut_creek']) expect(namesRecord(known, 'locations', key)).toBe(true);
    expect(namesRecord(known, 'locations', 'no-such-shop')).toBe(false);
  });

  it('finds a category in any case, and an opening by its id', () => {
    expect(namesRecord(known, 'menu', 'BBQ-Sandwiches')).toBe(true);
    expect(namesRecord(known, 'menu', 'sides')).toBe(false);
    expect(namesRecord(known, 'careers', 'job_cook')).toBe(true);
    expect(namesRecord(known, 'careers', 'JOB_COOK')).toBe(false);
  });
});
