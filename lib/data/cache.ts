import 'server-only';
import { unstable_cache } from 'next/cache';
import { dbIdentity } from '@/lib/db';
import { contentHash } from '@/lib/db/seed';
import { testFault } from '@/lib/testing/hooks';

/** Every cached content read carries this tag; revalidateTag(CONTENT_TAG) refreshes them all. */
export const CONTENT_TAG = 'content';

/**
 * Cache a clock-independent database read. The key includes the content version and which
 * database we talk to, so a rebuilt content set or a second server on another database never
 * reads the other's entries; content edits made straight in the database show within 5 minutes.
 * `empty` is what the read returns under an injected "empty" test fault (see lib/testing/hooks).
 */
export function cachedRead<Args extends unknown[], R>(name: string, fn: (...args: Args) => Promise<R>, empty: R) {
  const cached = unstable_cache(fn, [name, contentHash(), dbIdentity()], { tags: [CONTENT_TAG, name], revalidate: 300 });
  return async (...args: Args): Promise<R> => {
    const fault = await testFault(name);
    if (fault === 'error') throw new Error(`Injected test fault: ${name}`);
    if (fault === 'empty') return empty;
    return cached(...args);
  };
}
