import 'server-only';
import { headers } from 'next/headers';

/**
 * The instant a request is answered at. End-to-end tests can fix it with an `x-test-now` header,
 * but only on a server started with ALLOW_TEST_CLOCK=1 (never in production).
 */
export async function requestNow(): Promise<Date> {
  if (process.env.ALLOW_TEST_CLOCK === '1') {
    const value = (await headers()).get('x-test-now');
    if (value) {
      const fixed = new Date(value);
      if (!Number.isNaN(fixed.getTime())) return fixed;
    }
  }
  return new Date();
}
