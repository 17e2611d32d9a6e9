import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { NEEDS_HOOKS, NEEDS_OWN_SERVER } from './target';

/**
 * Prints, after every run, how many tests were skipped and why, so a run against a deployment
 * shows what it did not cover. With E2E_RERUN_LIST set it also writes the tests skipped because
 * they need the suite's own servers (the test hooks, or servers whose configuration the suite
 * knows) to that file, one per line in Playwright's `--test-list` form; `npm run test:all` then
 * runs exactly those against a server with the hooks, and nothing twice.
 */
export default class SkipsReporter implements Reporter {
  private config!: FullConfig;
  private suite!: Suite;

  onBegin(config: FullConfig, suite: Suite) {
    this.config = config;
    this.suite = suite;
  }

  onEnd() {
    const skipped = skippedTests(this.suite.allTests());
    const rerun = skipped.filter((t) => needsOwnServers(skipReason(t)));
    const listFile = process.env.E2E_RERUN_LIST;
    if (listFile) {
      mkdirSync(path.dirname(listFile), { recursive: true });
      writeFileSync(listFile, rerun.map((t) => testListLine(t, this.config.rootDir)).join('\n') + (rerun.length ? '\n' : ''));
    }
    if (skipped.length === 0) return;
    const byReason = new Map<string, number>();
    for (const t of skipped) {
      const reason = reasonGroup(skipReason(t));
      byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    }
    const lines = [...byReason].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${String(n).padStart(4)}  ${reason}`);
    console.log(`\n${skipped.length} skipped:\n${lines.join('\n')}`);
    if (listFile) console.log(`${rerun.length} of them need the suite's own servers: listed in ${listFile}`);
  }
}

/** The tests that ran and were skipped (a `--list` run reports every test, none of them run). */
export const skippedTests = <T extends Pick<TestCase, 'results' | 'outcome'>>(tests: T[]): T[] =>
  tests.filter((t) => t.results.length > 0 && t.outcome() === 'skipped');

/** The reason a skipped test gave (test.skip(condition, reason)), or '' when it gave none. */
export function skipReason(test: Pick<TestCase, 'annotations' | 'results'>): string {
  const annotations = [...(test.results.at(-1)?.annotations ?? []), ...test.annotations];
  return annotations.find((a) => a.type === 'skip')?.description ?? '';
}

/** Whether the suite's own servers (started with the test hooks) would run the test. */
export const needsOwnServers = (reason: string) => reason.startsWith(NEEDS_HOOKS) || reason.startsWith(NEEDS_OWN_SERVER);

/** Reasons grouped for the summary: the reason without the target's address that ends some. */
export function reasonGroup(reason: string): string {
  if (!reason) return '(no reason given)';
  const cut = reason.indexOf('; ');
  return cut > 0 ? reason.slice(0, cut) : reason;
}

/** One line of a `--test-list` file: `[project] › file › describe › title`. */
export function testListLine(test: Pick<TestCase, 'titlePath' | 'location'>, rootDir: string): string {
  const [, project, , ...titles] = test.titlePath();
  const file = path.relative(rootDir, test.location.file).split(path.sep).join('/');
  return [`[${project}]`, file, ...titles].join(' › ');
}
