import { fillTemplate, placeholdersIn } from './template';

describe('fillTemplate', () => {
  it('fills every named placeholder, as often as it stands', () => {
    expect(fillTemplate('Our {name} shop in {city}. Visit {name}!', { name: 'Concord', city: 'Concord, CA' })).toBe('Our Concord shop in Concord, CA. Visit Concord!');
  });

  it('writes numbers as they are', () => {
    expect(fillTemplate('within {hours} hours', { hours: 24 })).toBe('within 24 hours');
  });

  it('leaves a placeholder it has no value for, and text without placeholders, as written', () => {
    expect(fillTemplate('Call our {shop} shop', {})).toBe('Call our {shop} shop');
    expect(fillTemplate('No braces here.', { hours: 24 })).toBe('No braces here.');
  });

  it('does not take inherited names for values', () => {
    expect(fillTemplate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('placeholdersIn', () => {
  it('lists the names in order', () => {
    expect(placeholdersIn('{name} in {city}, {name}')).toEqual(['name', 'city', 'name']);
    expect(placeholdersIn('plain')).toEqual([]);
  });
});
