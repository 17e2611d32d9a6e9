/**
 * The test list `npm run test:all` reruns on a server with the hooks: exactly the tests skipped
 * for want of the suite's own servers, in the form `npx playwright test --test-list` reads.
 */
import path from 'node:path';
import { needsOwnServers, reasonGroup, skippedTests, skipReason, testListLine } from './skips-reporter';
import { NEEDS_HOOKS, NEEDS_OWN_SERVER } from './target';

const skipped = (description: string | undefined, where: 'result' | 'test' = 'result') => {
  const annotation = { type: 'skip', description };
  return where === 'result' ? { annotations: [], results: [{ annotations: [annotation] }] } : { annotations: [annotation], results: [] };
};

describe('the skips reporter', () => {
  it('reads the reason from the run or from the test', () => {
    expect(skipReason(skipped('a reason') as never)).toBe('a reason');
    expect(skipReason(skipped('declared', 'test') as never)).toBe('declared');
    expect(skipReason({ annotations: [{ type: 'issue', description: 'x' }], results: [] } as never)).toBe('');
  });

  it('counts only the tests that ran and were skipped, not those a --list run names', () => {
    const ran = { results: [{}], outcome: () => 'skipped' };
    const passed = { results: [{}], outcome: () => 'expected' };
    const listed = { results: [], outcome: () => 'skipped' };
    expect(skippedTests([ran, passed, listed] as never[])).toEqual([ran]);
  });

  it('reruns only what the hooks or the suite’s own servers provide', () => {
    expect(needsOwnServers(`${NEEDS_HOOKS} (x-test-now, the server clock); http://x runs without E2E_TEST_HOOKS=1`)).toBe(true);
    expect(needsOwnServers(`${NEEDS_OWN_SERVER} (starts servers of its own)`)).toBe(true);
    expect(needsOwnServers('the slide-in menu exists at 1023px and below')).toBe(false);
    expect(needsOwnServers('stores submissions: against a deployment only with E2E_ALLOW_WRITES=1')).toBe(false);
    expect(needsOwnServers('')).toBe(false);
  });

  it('groups reasons without the target address', () => {
    expect(reasonGroup(`${NEEDS_HOOKS} (x-test-now, the server clock); http://127.0.0.1:3300 runs without E2E_TEST_HOOKS=1`)).toBe(`${NEEDS_HOOKS} (x-test-now, the server clock)`);
    expect(reasonGroup('no item in the content has a price')).toBe('no item in the content has a price');
    expect(reasonGroup('')).toBe('(no reason given)');
  });

  it('writes a line in the --test-list form, the file relative to the config', () => {
    const root = path.resolve('/repo');
    const test = { titlePath: () => ['', 'mobile', 'menu.spec.ts', 'the menu', 'shows prices'], location: { file: path.join(root, 'e2e', 'menu.spec.ts'), line: 1, column: 1 } };
    expect(testListLine(test as never, root)).toBe('[mobile] › e2e/menu.spec.ts › the menu › shows prices');
  });
});
