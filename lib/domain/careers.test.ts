import { isFullTime, jobValidThrough, pickDistinct, positionLabel, schemaEmploymentType } from './careers';

describe('positionLabel', () => {
  it('leaves full-time positions bare', () => expect(positionLabel({ position: 'Shift Lead', employmentType: 'Full-time' })).toBe('Shift Lead'));
  it('puts any other employment type in parentheses', () => {
    expect(positionLabel({ position: 'Counter Team Member', employmentType: 'Part-time' })).toBe('Counter Team Member (Part-time)');
    expect(positionLabel({ position: 'Summer Help', employmentType: 'Seasonal' })).toBe('Summer Help (Seasonal)');
  });
  it('recognises full time written differently', () => expect(isFullTime('full time')).toBe(true));
});

describe('schemaEmploymentType', () => {
  it('maps the site labels to schema.org values', () => {
    expect(schemaEmploymentType('Full-time')).toBe('FULL_TIME');
    expect(schemaEmploymentType('Part-time')).toBe('PART_TIME');
    expect(schemaEmploymentType('part time')).toBe('PART_TIME');
    expect(schemaEmploymentType('Seasonal')).toBe('TEMPORARY');
    expect(schemaEmploymentType('Volunteer')).toBe('OTHER');
  });
});

describe('pickDistinct', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];
  it('picks two different entries even when the random source repeats itself', () => {
    const picked = pickDistinct(five, 2, () => 0.5);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
  });
  it('copes with a random value at the very top of the range', () => {
    expect(pickDistinct(five, 2, () => 0.9999999)).toEqual(['e', 'd']);
  });
  it('returns what there is when the list is short', () => expect(pickDistinct(['a'], 2)).toEqual(['a']));
  it('does not change the list it was given', () => {
    pickDistinct(five, 3);
    expect(five).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('reaches every entry over many requests', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) pickDistinct(five, 2).forEach((x) => seen.add(x));
    expect(seen.size).toBe(5);
  });
});

describe('jobValidThrough', () => {
  it('is 90 days after the given instant', () => {
    expect(jobValidThrough(new Date('2026-12-01T20:00:00.000Z')).toISOString()).toBe('2027-03-01T20:00:00.000Z');
  });
});
