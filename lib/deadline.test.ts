import { within } from './deadline';

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
