import { pickVariant, type HeroSchedule } from './homepage';

const row = (over: Partial<HeroSchedule>): HeroSchedule => ({ id: 'x', priority: 0, startsOn: null, endsOn: null, active: true, ...over });

describe('pickVariant', () => {
  const everyday = row({ id: 'everyday' });
  const holiday = row({ id: 'holiday', priority: 10, startsOn: '2026-11-01', endsOn: '2026-12-31' });
  it('prefers a scheduled variant with higher priority while it runs', () => {
    expect(pickVariant([everyday, holiday], new Date('2026-11-21T20:00:00Z'))?.id).toBe('holiday');
  });
  it('uses the business date: 8 PM Pacific on Oct 31 is still before the holiday run', () => {
    expect(pickVariant([everyday, holiday], new Date('2026-11-01T03:00:00Z'))?.id).toBe('everyday');
  });
  it('includes the last day of the run and drops it after', () => {
    expect(pickVariant([everyday, holiday], new Date('2026-12-31T20:00:00Z'))?.id).toBe('holiday');
    expect(pickVariant([everyday, holiday], new Date('2027-01-01T20:00:00Z'))?.id).toBe('everyday');
  });
  it('returns null when nothing is eligible (the caller shows the fallback)', () => {
    expect(pickVariant([row({ active: false })], new Date())).toBeNull();
    expect(pickVariant([], new Date())).toBeNull();
  });
});
