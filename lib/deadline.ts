/**
 * A time limit for one request from the browser: its signal aborts after `ms`, or as soon as
 * `signal` (the caller's own) does. A request that hangs would otherwise leave its "Sending..." or
 * "Finding..." on screen for good. A timer and a controller (not AbortSignal.timeout), so fake
 * clocks in tests move it too. Call done() once the answer is in.
 */
export function deadline(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const passOn = () => controller.abort(signal?.reason);
  if (signal?.aborted) passOn();
  signal?.addEventListener('abort', passOn);
  return {
    signal: controller.signal,
    /** Whether the time ran out (rather than the caller aborting). */
    expired: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', passOn);
    },
  };
}

/**
 * `promise`, or a rejection once `ms` have passed without its answer: for a download of code that
 * can hang on a poor connection, where the caller has a way on without it.
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * `promise` as it is, and `onSlow()` once `ms` have passed without its answer: the visitor is told
 * that a download of code is slow, and what it brings is still used if it comes.
 */
export function noticeIfSlow<T>(promise: Promise<T>, ms: number, onSlow: () => void): Promise<T> {
  const timer = setTimeout(onSlow, ms);
  return promise.finally(() => clearTimeout(timer));
}
