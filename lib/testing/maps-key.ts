import 'server-only';
import { headers } from 'next/headers';

/**
 * TEST ONLY. On a server started with ALLOW_TEST_CLOCK=1 (Playwright's web server; never
 * production), a request header `x-test-maps-key: <fake key>` makes the locations page behave as
 * if GOOGLE_MAPS_API_KEY were set, so end-to-end tests can exercise the Google map's loading,
 * failure and timeout states (with the maps script intercepted) without a real key and without
 * editing the shared Playwright config. Everywhere else this returns null.
 */
export const TEST_MAPS_KEY_HEADER = 'x-test-maps-key';

export async function testMapsKey(): Promise<string | null> {
  if (process.env.ALLOW_TEST_CLOCK !== '1') return null;
  try {
    const value = (await headers()).get(TEST_MAPS_KEY_HEADER)?.trim();
    return value ? value.slice(0, 200) : null;
  } catch {
    return null; // outside a request (build, scripts)
  }
}
