import 'server-only';
import { headers } from 'next/headers';
import { fail } from '@/lib/api/response';
import { testHooksEnabled } from '@/lib/env';

/**
 * Every server-side test hook, in one place. They act only on a server started with
 * E2E_TEST_HOOKS=1 (Playwright's own servers; lib/env.ts refuses the switch on a production
 * deployment), and each one is driven by a request header, so a test changes one request and
 * never the shared database or configuration:
 *
 * - `x-test-now: <ISO instant>`: the server's clock for that request (requestNow in lib/clock.ts);
 * - `x-test-fault: menu-categories=error,specials=empty`: the named cached reads fail as if the
 *   database were down (`error`), come back empty (`empty`) or throw like a bug (`bug`), so a test
 *   can see a page's error and empty states and the 500 of a bug;
 * - `x-test-maps-key: <fake key>`: /locations behaves as if GOOGLE_MAPS_API_KEY were set (the test
 *   intercepts the Maps script in the browser);
 * - `x-test-gift-card-script: <url>`: /balance loads that widget script;
 * - the routes under /api/test/ (stored submissions, including customers' data, and row counts).
 *
 * Without the switch each hook is inert: the header is ignored and /api/test/ is a JSON 404.
 */

/** The request's value of a hook header, or null when the hooks are off or outside a request. */
async function hookHeader(name: string): Promise<string | null> {
  if (!testHooksEnabled()) return null;
  try {
    return (await headers()).get(name)?.trim() || null;
  } catch {
    return null; // outside a request (build, scripts)
  }
}

/** The fixed instant of `x-test-now`, or null for the real clock. */
export async function testNow(): Promise<Date | null> {
  const value = await hookHeader('x-test-now');
  if (!value) return null;
  const fixed = new Date(value);
  return Number.isNaN(fixed.getTime()) ? null : fixed;
}

export type TestFault = 'error' | 'empty' | 'bug';
const FAULTS: readonly string[] = ['error', 'empty', 'bug'] satisfies TestFault[];

/** The fault `x-test-fault` asks of the cached read named `resource`, if any. */
export async function testFault(resource: string): Promise<TestFault | null> {
  const value = await hookHeader('x-test-fault');
  if (!value) return null;
  for (const part of value.split(',')) {
    const [name, fault] = part.split('=').map((s) => s.trim());
    if (name === resource && FAULTS.includes(fault)) return fault as TestFault;
  }
  return null;
}

/** The gift card widget's script URL from `x-test-gift-card-script` (http or https only). */
export async function testGiftCardScriptUrl(): Promise<string | null> {
  const value = await hookHeader('x-test-gift-card-script');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A fake Maps key from `x-test-maps-key`, so the Google map's states can be tested without a real one. */
export async function testMapsKey(): Promise<string | null> {
  return (await hookHeader('x-test-maps-key'))?.slice(0, 200) ?? null;
}

/** The routes under /api/test/ answer like an unknown API path unless the hooks are on. */
export function testOnlyRefusal(request: Request): Response | null {
  if (testHooksEnabled()) return null;
  return fail(`No API route at ${new URL(request.url).pathname}.`, 404);
}
