import { isFullTime, positionLabel, schemaEmploymentType } from './careers';

describe('positionLabel', () => {
  it('leaves full-time positions bare', () => expect(positionLabel({ position: 'Shift Lead', employmentType: 'Full-time' })).toBe('Shift Lead'));
  it('puts any other employment type in parentheses', () => {
    expect(positionLabel({ position: 'Counter Team Member', employmentType: 'Part-time' })).toBe('Counter Team Member (Part-time)');
    expect(positionLabel({ position: 'Summer Help', employmentType: 'Seasonal' })).toBe('Summer Help (Seasonal)');
  });
  it('recognizes full time written differently', () => expect(isFullTime('full time')).toBe(true));
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

