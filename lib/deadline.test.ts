import { noticeIfSlow, within } from './deadline';

describe('within', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("passes on the promise's answer or failure when it comes in time", async () => {
    await expect(within(Promise.resolve('code'), 1_000, 'the download')).resolves.toBe('code');
    await expect(within(Promise.reject(new Error('chunk failed')), 1_000, 'the download')).rejects.toThrow('chunk failed');
  });

  it('rejects once the time has passed without an answer', async () => {
    const late = within(new Promise(() => {}), 1_000, 'the download');
    const seen = late.catch((e: Error) => e.message);
    await jest.advanceTimersByTimeAsync(999);
    await jest.advanceTimersByTimeAsync(1);
    expect(await seen).toBe('the download took longer than 1000 ms');
  });
});

describe('noticeIfSlow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells once the time has passed, and still gives the answer that comes later', async () => {
    let finish!: (v: string) => void;
    const onSlow = jest.fn();
    const result = noticeIfSlow(new Promise<string>((r) => (finish = r)), 1_000, onSlow);
    await jest.advanceTimersByTimeAsync(999);
    expect(onSlow).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    finish('code');
    expect(await result).toBe('code');
  });

  it('says nothing when the answer comes in time', async () => {
    const onSlow = jest.fn();
    expect(await noticeIfSlow(Promise.resolve('code'), 1_000, onSlow)).toBe('code');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});
