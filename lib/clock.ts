import 'server-only';
import { testNow } from '@/lib/testing/server-hooks';

/** The instant a request is answered at (end-to-end tests may fix it: lib/testing/server-hooks.ts). */
export async function requestNow(): Promise<Date> {
  return (await testNow()) ?? new Date();
}

/**
 * A clock that reads `start` now and runs on with real time from there. Work that lasts (the
 * scheduled delivery run, whose sends may each wait out a slow mail server) needs the time of
 * each step: a clock stopped at the request's instant would renew a lease to the same moment it
 * already ends at, and another run could claim and send the same notification meanwhile.
 */
export function clockFrom(start: Date, real: () => number = Date.now): () => Date {
  const skew = start.getTime() - real();
  return () => new Date(real() + skew);
}
