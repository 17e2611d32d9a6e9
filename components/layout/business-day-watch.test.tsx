/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { businessDate } from '@/lib/domain/zone';
import { BusinessDayWatch, DAY_WATCH_INTERVAL_MS, OpenStatusWatch, STATUS_WATCH_GRACE_MS } from './business-day-watch';

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

it('stops watching once the page is gone', () => {
  const { unmount } = render(<BusinessDayWatch />);
  unmount();
  jest.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
  showAgain();
  expect(router.refresh).not.toHaveBeenCalled();
});

describe('OpenStatusWatch', () => {
  // Noon, and a shop's status changing at 9 PM the same business day (Pacific Standard Time).
  const NOON = new Date('2026-11-20T20:00:00Z');
  const CLOSING = Date.parse('2026-11-21T05:00:00Z');
  beforeEach(() => jest.setSystemTime(NOON));

  it('renders the page again once the first status change has passed, and only once for it', () => {
    render(<OpenStatusWatch changesAt={CLOSING} />);
    act(() => jest.advanceTimersByTime(CLOSING - NOON.getTime() - 1));
    expect(router.refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(STATUS_WATCH_GRACE_MS + 1));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    // The server, its clock behind this device's, gave the same instant again: no second refresh.
    act(() => jest.advanceTimersByTime(10 * DAY_WATCH_INTERVAL_MS));
    showAgain();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('watches the next change the server gives with the new page', () => {
    const { rerender } = render(<OpenStatusWatch changesAt={NOON.getTime() + 60_000} />);
    act(() => jest.advanceTimersByTime(60_000 + STATUS_WATCH_GRACE_MS));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    rerender(<OpenStatusWatch changesAt={NOON.getTime() + 120_000} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it('a page brought back after the change is rendered again at once', () => {
    render(<OpenStatusWatch changesAt={CLOSING} />);
    // The tab slept: the clock moved on, no timer ran.
    jest.setSystemTime(CLOSING + 60_000);
    showAgain();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves a change that comes with a new business day to BusinessDayWatch, and waits for nothing when none is due', () => {
    render(<OpenStatusWatch changesAt={null} />);
    const { unmount } = render(<OpenStatusWatch changesAt={Date.parse('2026-11-21T08:00:00Z')} />);
    jest.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    showAgain();
    act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
    expect(router.refresh).not.toHaveBeenCalled();
    unmount();
  });

  it('stops watching once the page is gone', () => {
    const { unmount } = render(<OpenStatusWatch changesAt={CLOSING} />);
    unmount();
    jest.setSystemTime(CLOSING + 60_000);
    act(() => jest.advanceTimersByTime(DAY_WATCH_INTERVAL_MS));
    showAgain();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
