import 'server-only';
import { testNow } from '@/lib/testing/server-hooks';

/** The instant a request is answered at (end-to-end tests may fix it: lib/testing/server-hooks.ts). */
export async function requestNow(): Promise<Date> {
  return (await testNow()) ?? new Date();
}
