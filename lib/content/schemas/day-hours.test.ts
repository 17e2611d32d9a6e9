import { dayHoursSchema } from './records';

describe("a day's hours in a shop file or a holiday", () => {
  it('takes a shop open until midnight: closing at 00:00', () => {
    expect(dayHoursSchema.safeParse({ open: '11:00', close: '00:00', closed: false }).success).toBe(true);
  });
  it('refuses a closing time past midnight, which would belong to the next day, in words', () => {
    const result = dayHoursSchema.safeParse({ open: '11:00', close: '00:30', closed: false });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['close', 'Closing time (00:30) must be after opening time (11:00).']]);
  });
});
