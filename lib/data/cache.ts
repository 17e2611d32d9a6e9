import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { dbIdentity } from '@/lib/db';
import { recordsHash } from '@/lib/content/records';
import { DatabaseUnavailableError } from '@/lib/api/failure';
import { testFault } from '@/lib/testing/server-hooks';

/** Every cached content read carries this tag; revalidateTag(CONTENT_TAG) refreshes them all. */
export const CONTENT_TAG = 'content';

/**
 * Cache a clock-independent database read. The key includes the content version and which
 * database we talk to, so a rebuilt content set or a second server on another database never
 * reads the other's entries; content edits made straight in the database show within 5 minutes.
 * `empty` is what the read returns under an injected "empty" test fault (see lib/testing/server-hooks.ts).
 */
// Read once per process: deployed content files do not change under a running server (the
// editor's local mode revalidates CONTENT_TAG after each save instead).
let hashOfRecords: string | undefined;

export function cachedRead<Args extends unknown[], R>(name: string, fn: (...args: Args) => Promise<R>, empty: R) {
  hashOfRecords ??= recordsHash();
  const cached = unstable_cache(fn, [name, hashOfRecords, dbIdentity()], { tags: [CONTENT_TAG, name], revalidate: 300 });
  // Once per request: a shop page's layout, generateMetadata and page all read the shops, and each
  // data cache hit is a lookup plus a JSON.parse of the whole list. React's cache() hands the later
  // callers of one server render the first call's promise (API routes, outside a render, call
  // through). Callers share the value, so they must not mutate it (none do: they map and filter).
  return cache(async (...args: Args): Promise<R> => {
    const fault = await testFault(name);
    if (fault === 'error') throw new DatabaseUnavailableError(`Injected test fault: ${name}`);
    if (fault === 'bug') throw new TypeError(`Injected test bug: ${name}`);
    if (fault === 'empty') return empty;
    return cached(...args);
  });
}
