/**
 * Request headers for the server's test hooks (E2E_TEST_HOOKS=1 on the Playwright server):
 * a fixed clock and injected data faults. Use with page.setExtraHTTPHeaders or request options.
 */
export const at = (iso: string) => ({ 'x-test-now': iso });
export const fault = (spec: Record<string, 'error' | 'empty'>) => ({
  'x-test-fault': Object.entries(spec)
    .map(([k, v]) => `${k}=${v}`)
    .join(','),
});
