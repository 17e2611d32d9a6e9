import { needsHooks } from './target';

/**
 * Request headers for the server's test hooks (E2E_TEST_HOOKS=1 on the Playwright server):
 * a fixed clock and injected data faults. Use with page.setExtraHTTPHeaders or request options.
 * Asking for one skips the test on a target without the hooks (a deployment), with the reason.
 */
export const at = (iso: string) => {
  needsHooks('x-test-now, the server clock');
  return { 'x-test-now': iso };
};
export const fault = (spec: Record<string, 'error' | 'empty' | 'bug'>) => {
  needsHooks('x-test-fault, injected read failures');
  return {
    'x-test-fault': Object.entries(spec)
      .map(([k, v]) => `${k}=${v}`)
      .join(','),
  };
};
