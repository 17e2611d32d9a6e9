/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { businessDate } from '@/lib/domain/zone';
import { BusinessDayWatch, DAY_WATCH_INTERVAL_MS, OpenStatusWatch, RENDER_CLOCK_TOLERANCE_MS, STATUS_WATCH_GRACE_MS } from './business-day-watch';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// A minute and a half before midnight in the business's time zone (Pacific Standard Time, UTC-8).
const LAST_MINUTE = new Date('2026-12-01T07:58:30Z');

beforeEach(() => {
  jest.useFakeTimers({ now: LAST_MINUTE });
  router.refresh.mockClear();
});
afterEach(() => jest.useRealTimers());

const showAgain = () => act(() => document.dispatchEvent(new Event('visibilitychange')));

it('renders the page again once the business day turns while it is open, and only once', () => {
  render(<BusinessDayWatch />);
  expect(businessDate()).toBe('2026-11-30');
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
  expect(businessDate()).toBe('2026-12-01');
  expect(router.refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(10 * DAY_WATCH_INTERVAL_MS));
  showAgain();
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it('a page brought back the next morning is rendered again at once, without waiting for the timer', () => {
  render(<BusinessDayWatch />);
  // The tab slept: the clock moved on, no timer ran.
  jest.setSystemTime(new Date('2026-12-01T16:00:00Z'));
  showAgain();
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it('a page restored from the back-forward cache on a later day is rendered again', () => {
  render(<BusinessDayWatch />);
  jest.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  act(() => window.dispatchEvent(new Event('pageshow')));
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it('never on coming up, nor on the same day: a device clock that differs from the server is no reason', () => {
  render(<BusinessDayWatch />);
  showAgain();
  act(() => window.dispatchEvent(new Event('pageshow')));
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS / 2));
  expect(router.refresh).not.toHaveBeenCalled();
});

it('a page the server rendered before midnight that comes up after it is rendered again', () => {
  const renderedAt = LAST_MINUTE.getTime();
  jest.setSystemTime(new Date('2026-12-01T08:00:30Z'));
  expect(businessDate()).not.toBe(businessDate(LAST_MINUTE));
  render(<BusinessDayWatch renderedAt={renderedAt} />);
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(10 * DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it("not when a device a little behind the server comes up just before midnight with a page drawn just after it", () => {
  render(<BusinessDayWatch renderedAt={LAST_MINUTE.getTime() + 3 * 60_000} />);
  act(() => window.dispatchEvent(new Event('pageshow')));
  act(() => jest.advanceTimersByTime(5 * DAY_WATCH_INTERVAL_MS));
  expect(businessDate()).toBe('2026-12-01');
  expect(router.refresh).not.toHaveBeenCalled();
});

it("a device whose clock is far ahead of the server's goes by the server's day: not at its own midnight, but at the server's", () => {
  // The server drew the page at 11:46 PM, 12 minutes and a day behind this device's clock.
  const behind = RENDER_CLOCK_TOLERANCE_MS + 2 * DAY_WATCH_INTERVAL_MS + 24 * 3_600_000;
  render(<BusinessDayWatch renderedAt={LAST_MINUTE.getTime() - behind} />);
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS / 2));
  showAgain();
  expect(router.refresh).not.toHaveBeenCalled();
  // This device's own midnight is no reason: the server would draw the same day again.
  act(() => jest.advanceTimersByTime(2 * DAY_WATCH_INTERVAL_MS));
  expect(businessDate()).toBe('2026-12-01');
  expect(router.refresh).not.toHaveBeenCalled();
  // The server's midnight, 14 minutes after the page came up, is.
  act(() => jest.advanceTimersByTime(12 * DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(30 * DAY_WATCH_INTERVAL_MS));
  showAgain();
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it("a device whose clock is 20 minutes fast, given a page at 11:46 PM, still renders it again at the server's midnight", () => {
  // The device reads 12:06 AM, already the next day; the page is the server's 11:46 PM.
  jest.setSystemTime(new Date('2026-12-01T08:06:00Z'));
  render(<BusinessDayWatch renderedAt={Date.parse('2026-12-01T07:46:00Z')} />);
  act(() => jest.advanceTimersByTime(13 * DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(2 * DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it("a device a little fast: its midnight brings the same day back from the server, and the server's midnight the new one", () => {
  const FAST = 90_000;
  const serverNow = () => Date.now() - FAST;
  // The server draws the page at 11:57 PM; this device reads 11:58:30.
  const { rerender } = render(<BusinessDayWatch renderedAt={serverNow()} />);
  const answer = () => act(() => rerender(<BusinessDayWatch renderedAt={serverNow()} />));
  // This device's midnight: the page is asked for, and the server, at 11:59 PM, draws the same day.
  act(() => jest.advanceTimersByTime(2 * DAY_WATCH_INTERVAL_MS));
  expect(router.refresh).toHaveBeenCalledTimes(1);
  expect(businessDate(new Date(serverNow()))).toBe('2026-11-30');
  answer();
  // The server's midnight: asked for again, and drawn for the new day.
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS - 1));
  expect(router.refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1));
  expect(router.refresh).toHaveBeenCalledTimes(2);
  expect(businessDate(new Date(serverNow()))).toBe('2026-12-01');
  answer();
  // Then not again that day.
  act(() => jest.advanceTimersByTime(30 * DAY_WATCH_INTERVAL_MS));
  showAgain();
  expect(router.refresh).toHaveBeenCalledTimes(2);
});

it('stops watching once the page is gone', () => {
  const { unmount } = render(<BusinessDayWatch />);
  unmount();
  jest.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
  showAgain();
  expect(router.refresh).not.toHaveBeenCalled();
});

describe('OpenStatusWatch', () => {
  /**
   * A fresh copy of the module for one test, with its own copy of the testing library: the lead of
   * this device's clock is then measured on that test's page alone, not on the other tests'.
   */
  async function withFreshModule(run: (Fresh: typeof OpenStatusWatch, rtl: typeof import('@testing-library/react/pure')) => Promise<void> | void) {
    await jest.isolateModulesAsync(async () => {
      const [{ OpenStatusWatch: Fresh }, rtl] = await Promise.all([import('./business-day-watch'), import('@testing-library/react/pure')]);
      try {
        await run(Fresh, rtl);
      } finally {
        rtl.cleanup();
      }
    });
  }
  // Noon, and a shop's status changing at 9 PM the same business day (Pacific Standard Time).
  const NOON = new Date('2026-11-20T20:00:00Z');
  const CLOSING = Date.parse('2026-11-21T05:00:00Z');
  const UNTIL_CLOSING = CLOSING - NOON.getTime();
  beforeEach(() => jest.setSystemTime(NOON));
  /** Rendered by a server whose clock read `renderedAt`, on this device at NOON. */
  const watch = (changesAt: number | null, renderedAt = NOON.getTime()) => <OpenStatusWatch changesAt={changesAt} renderedAt={renderedAt} />;

  it('renders the page again once the first status change has passed, and only once for it', () => {
    render(watch(CLOSING));
    act(() => jest.advanceTimersByTime(UNTIL_CLOSING + STATUS_WATCH_GRACE_MS - 1));
    expect(router.refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10 * DAY_WATCH_INTERVAL_MS));
    showAgain();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('a server whose clock is behind answers with the same instant: asked again once its own time to it has passed, then not while its clock stands still', () => {
    const { rerender } = render(watch(CLOSING));
    act(() => jest.advanceTimersByTime(UNTIL_CLOSING + STATUS_WATCH_GRACE_MS));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    // Its clock a second short of the change.
    rerender(watch(CLOSING, CLOSING - 1_000));
    act(() => jest.advanceTimersByTime(1_000 + STATUS_WATCH_GRACE_MS - 1));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    // The same answer again (a fixed clock): the page stays as it is.
    rerender(watch(CLOSING + 0, CLOSING - 1_000));
    act(() => jest.advanceTimersByTime(10 * DAY_WATCH_INTERVAL_MS));
    showAgain();
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it('a page first drawn by a server whose clock ran ahead still shows the change when it comes', async () => {
    await withFreshModule(async (Fresh, rtl) => {
      const AHEAD = 10 * 60_000;
      // Drawn by a server ten minutes ahead: the page is asked for again ten minutes early...
      const { rerender } = rtl.render(<Fresh changesAt={CLOSING} renderedAt={NOON.getTime() + AHEAD} />);
      rtl.act(() => jest.advanceTimersByTime(UNTIL_CLOSING - AHEAD + STATUS_WATCH_GRACE_MS));
      expect(router.refresh).toHaveBeenCalledTimes(1);
      // ...and a server on time still has the change ahead: asked again when it has come.
      rerender(<Fresh changesAt={CLOSING} renderedAt={Date.now()} />);
      rtl.act(() => jest.advanceTimersByTime(AHEAD - 1));
      expect(router.refresh).toHaveBeenCalledTimes(1);
      rtl.act(() => jest.advanceTimersByTime(STATUS_WATCH_GRACE_MS + 1));
      expect(router.refresh).toHaveBeenCalledTimes(2);
    });
  });

  it('watches the next change the server gives with the new page', () => {
    const { rerender } = render(watch(NOON.getTime() + 60_000));
    act(() => jest.advanceTimersByTime(60_000 + STATUS_WATCH_GRACE_MS));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    rerender(watch(NOON.getTime() + 120_000, Date.now()));
    act(() => jest.advanceTimersByTime(60_000));
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it('a page brought back after the change is rendered again at once', () => {
    render(watch(CLOSING));
    // The tab slept: the clock moved on, no timer ran.
    jest.setSystemTime(CLOSING + 60_000);
    showAgain();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('a page the router brings back from its cache, made before the change, is rendered again at once', () => {
    // This device saw how its clock stands to the server's on an earlier page.
    render(watch(CLOSING)).unmount();
    jest.setSystemTime(CLOSING + 3_600_000);
    render(watch(CLOSING));
    act(() => jest.advanceTimersByTime(0));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("counts the time to the change on this device: a server clock far behind (a test's fixed clock) brings no refresh", async () => {
    // The lead of this device's clock is the page's: the other tests' pages have measured none.
    await withFreshModule(async (Fresh, rtl) => {
      const monthsAgo = NOON.getTime() - 150 * 86_400_000;
      rtl.render(<Fresh changesAt={monthsAgo + UNTIL_CLOSING} renderedAt={monthsAgo} />);
      rtl.act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
      rtl.act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(router.refresh).not.toHaveBeenCalled();
      rtl.act(() => jest.advanceTimersByTime(UNTIL_CLOSING));
      expect(router.refresh).toHaveBeenCalledTimes(1);
    });
  });

  it("goes by the server's day, not this device's: a clock hours behind still shows the day's change", async () => {
    await withFreshModule(async (Fresh, rtl) => {
      // 7 AM on the server, a shop opening at 8:30; this device's clock reads 11 PM the day before
      // (a phone set by hand to the wall clock in the wrong time zone).
      const serverAt = Date.parse('2026-11-30T15:00:00Z');
      const opening = Date.parse('2026-11-30T16:30:00Z');
      const BEHIND = 8 * 3_600_000;
      jest.setSystemTime(serverAt - BEHIND);
      rtl.render(<Fresh changesAt={opening} renderedAt={serverAt} />);
      rtl.act(() => jest.advanceTimersByTime(opening - serverAt + STATUS_WATCH_GRACE_MS - 1));
      expect(router.refresh).not.toHaveBeenCalled();
      // This device's own day has turned meanwhile; the server's has not.
      rtl.act(() => jest.advanceTimersByTime(1));
      expect(router.refresh).toHaveBeenCalledTimes(1);
    });
  });

  it("a shop closing at midnight: a device a few minutes behind shows it when the server's midnight comes, not at its own", async () => {
    await withFreshModule(async (Fresh, rtl) => {
      // 11 PM on the server, a shop open until midnight; this device's clock five minutes behind.
      const serverAt = Date.parse('2026-11-21T07:00:00Z');
      const midnight = Date.parse('2026-11-21T08:00:00Z');
      const BEHIND = 5 * 60_000;
      jest.setSystemTime(serverAt - BEHIND);
      rtl.render(<Fresh changesAt={midnight} renderedAt={serverAt} />);
      rtl.act(() => jest.advanceTimersByTime(midnight - serverAt + STATUS_WATCH_GRACE_MS - 1));
      expect(router.refresh).not.toHaveBeenCalled();
      rtl.act(() => jest.advanceTimersByTime(1));
      expect(router.refresh).toHaveBeenCalledTimes(1);
    });
  });

  it('leaves a change that comes with a new business day to BusinessDayWatch, and waits for nothing when none is due', () => {
    render(watch(null));
    render(watch(Date.parse('2026-11-21T08:00:00Z')));
    jest.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    showAgain();
    act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('stops watching once the page is gone', () => {
    const { unmount } = render(watch(CLOSING));
    unmount();
    jest.setSystemTime(CLOSING + 60_000);
    act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
    showAgain();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
