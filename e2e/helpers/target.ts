import { test } from '@playwright/test';

/**
 * What the suite's target allows. Against the servers Playwright starts everything is allowed.
 * With BASE_URL (QA pointing the suite at a deployment), e2e/global-setup.ts probes once whether
 * the target has the server's test hooks (E2E_TEST_HOOKS=1) and leaves the answer in
 * E2E_TARGET_HOOKS for every worker; writes are off unless E2E_ALLOW_WRITES=1, so a preview's
 * database never fills with test submissions by accident.
 */
export const REMOTE_TARGET = !!process.env.BASE_URL || process.env.E2E_HOOKS === 'off';

/**
 * How every skip that the suite's own servers would satisfy begins. `npm run test:all` first runs
 * the suite against its production server started without the hooks, as against a deployment;
 * e2e/helpers/skips-reporter.ts writes each test skipped with one of these reasons to a test list,
 * and only those run again, against a server with the hooks.
 */
export const NEEDS_HOOKS = "needs the server's test hooks";
export const NEEDS_OWN_SERVER = "needs the suite's own server";

/** What e2e/global-setup.ts asks the target, once, to learn whether it has the test hooks. */
export const HOOKS_PROBE = '/api/test/submissions?counts';

/** The target's answer to HOOKS_PROBE, as it came (redirects not followed). */
export type ProbeAnswer = { status: number; contentType: string; location: string | null; body: string };

/**
 * Whether the target has the test hooks, from its answer to HOOKS_PROBE: the site's JSON 200 says
 * yes, and its JSON 404 for an API path it does not have says no. Any other answer (a redirect,
 * the 503 of a database that is down, a platform's own error page) says nothing about the hooks
 * and throws with what came back: a run that skipped "for want of the hooks" would hide it.
 */
export function hooksFromProbe(base: string, answer: ProbeAnswer): boolean {
  let json: { success?: unknown; message?: unknown } | null = null;
  try {
    if (answer.contentType.includes('application/json')) json = JSON.parse(answer.body);
  } catch {
    json = null;
  }
  if (answer.status === 200 && json?.success === true) return true;
  if (answer.status === 404 && json?.success === false && json.message === `No API route at ${HOOKS_PROBE.split('?')[0]}.`) return false;
  const why =
    answer.status >= 300 && answer.status < 400
      ? `a redirect to ${answer.location}: is BASE_URL the site's own address, with its scheme and host?`
      : answer.status >= 500
        ? 'the site fails there: is its database up?'
        : "not the site's JSON: is BASE_URL this site?";
  const said = `${answer.status} ${answer.contentType || '(no content type)'} ${answer.body.slice(0, 200)}`.trim();
  throw new Error(`BASE_URL ${base}: ${HOOKS_PROBE} answered ${said}; expected the site's JSON, 200 with the test hooks or 404 without. That is ${why}`);
}

/** Whether the target answers the test hooks (x-test-now, x-test-fault, /api/test/ ...). */
export const targetHasHooks = () => !REMOTE_TARGET || process.env.E2E_TARGET_HOOKS === '1';

/** Whether tests may store submissions on the target. */
export const writesAllowed = () => !REMOTE_TARGET || process.env.E2E_ALLOW_WRITES === '1';

/**
 * Skips the running test (or, called in a describe or at the top of a file, all of them) when the
 * target has no test hooks, with a reason that names the hook the test needs.
 */
export function needsHooks(what: string) {
  test.skip(!targetHasHooks(), `${NEEDS_HOOKS} (${what}); ${process.env.BASE_URL} runs without E2E_TEST_HOOKS=1`);
}

/**
 * For a test that ends by reading back what it stored, through the test hooks. Against a target
 * without them it still checks all it can (QA against a deployment) and skips at the read-back.
 * When the tests skipped for want of the hooks run again on a server with them (npm run test:all,
 * E2E_RERUN_LIST), it skips at once instead: the rerun does the whole test, so no part of it runs
 * twice.
 */
export function readsBackWhatItStores() {
  if (process.env.E2E_RERUN_LIST) needsHooks('/api/test/submissions, what a submission stored');
}

/**
 * Skips the test against a deployment when it must know how the server is configured, or starts
 * servers of its own: only the servers Playwright starts are known.
 */
export function needsOwnServer(why: string) {
  test.skip(REMOTE_TARGET, `${NEEDS_OWN_SERVER} (${why})`);
}

/** Skips the test (or the file, or the describe) when it would store submissions on a deployment. */
export function needsWrites() {
  test.skip(!writesAllowed(), `stores submissions: against a deployment only with E2E_ALLOW_WRITES=1`);
}

/**
 * Vercel's bypass headers for a protected deployment, for clients that talk to it alone. The
 * module is loaded with import(), as an ES module: a static import from here would load it as
 * CommonJS into the worker, and scripts/drill/site-checks.mjs, which imports it too, would then
 * find no exports in it.
 */
export async function bypassHeaders(): Promise<Record<string, string>> {
  return (await import('../../scripts/vercel-bypass.mjs')).bypassHeaders();
}

/**
 * Where e2e/global-setup.ts leaves the cookies a protected deployment sets for the bypass secret,
 * which every browser and API context starts with (playwright.config.ts); none without a secret.
 * Asked when needed, not when this module loads: the config imports it before it names its own
 * hook-less server in BASE_URL (and keeps the secret from the suite's own servers).
 */
export const bypassStateFile = () =>
  process.env.BASE_URL && process.env.VERCEL_AUTOMATION_BYPASS_SECRET ? 'reports/.auth/vercel-bypass.json' : undefined;
