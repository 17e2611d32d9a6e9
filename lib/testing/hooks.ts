import 'server-only';
import { headers } from 'next/headers';

/**
 * Test hooks, active only on a server started with ALLOW_TEST_CLOCK=1 (Playwright's web server;
 * never production). A request header `x-test-fault: menu-categories=error,specials=empty` makes
 * the named cached reads fail as if the database were down (`error`), come back empty (`empty`)
 * or throw like a bug in our code (`bug`), so end-to-end tests can show a server-rendered page's
 * error and empty states, and the 500 of a bug, without breaking the shared test database.
 */
export type TestFault = 'error' | 'empty' | 'bug';
const FAULTS: readonly string[] = ['error', 'empty', 'bug'] satisfies TestFault[];

export async function testFault(resource: string): Promise<TestFault | null> {
  if (process.env.ALLOW_TEST_CLOCK !== '1') return null;
  let value: string | null = null;
  try {
    value = (await headers()).get('x-test-fault');
  } catch {
    return null; // outside a request (build, scripts)
  }
  if (!value) return null;
  for (const part of value.split(',')) {
    const [name, fault] = part.split('=').map((s) => s.trim());
    if (name === resource && FAULTS.includes(fault)) return fault as TestFault;
  }
  return null;
}

/**
 * TEST ONLY (ALLOW_TEST_CLOCK=1): the gift card balance widget's script URL from a request
 * header `x-test-gift-card-script: <url>`, so Playwright can serve a fake widget with page.route
 * on a server started without the widget's environment variables. Null in production.
 */
export async function testGiftCardScriptUrl(): Promise<string | null> {
  if (process.env.ALLOW_TEST_CLOCK !== '1') return null;
  let value: string | null = null;
  try {
    value = (await headers()).get('x-test-gift-card-script');
  } catch {
    return null;
  }
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
