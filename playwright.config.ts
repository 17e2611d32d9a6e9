import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { EDITOR_CONTENT_ROOT, EDITOR_PORT, EDITOR_URL } from './e2e/editor/setup';
import type { ContentOptions } from './e2e/helpers/content-facts';
import { E2E_CRON_SECRET, TEST_GA_ID } from './e2e/helpers/server-env';
import { bypassStateFile } from './e2e/helpers/target';

/**
 * With BASE_URL set, the suite tests that deployed site (QA against a preview deployment): it
 * probes once whether the site has the test hooks (e2e/global-setup.ts) and skips, with the
 * reason, what needs them or would store submissions (e2e/helpers/target.ts); the `smoke` project
 * is the read-only check after each release. Otherwise it starts the production build (`npm run
 * build` first) on E2E_PORT with a fresh embedded database, or with DATABASE_URL when that is set.
 *
 * E2E_HOOKS=off starts that production server without the test hooks and tests it exactly as a
 * deployment at BASE_URL (the web editor's project keeps its own server). `npm run test:all` runs
 * the suite so first, then reruns only the tests skipped for want of the hooks on a server with
 * them (E2E_RERUN_LIST, e2e/helpers/skips-reporter.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3200);

const ownServers = !process.env.BASE_URL;
const hooks = process.env.E2E_HOOKS !== 'off';
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
// Vercel's bypass secret is for the deployment someone named in BASE_URL alone: the suite's own
// servers never get it, and no test against them reads a bypass cookie file (missing, or left
// by an earlier run against a deployment). Workers inherit the environment as it is from here.
if (ownServers) delete process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
// The workers and the global setup see our own hook-less server as the deployment under test,
// and are told its analytics id, as QA tells them a deployment's.
if (ownServers && !hooks) {
  process.env.BASE_URL = baseURL;
  process.env.GA_MEASUREMENT_ID ??= TEST_GA_ID;
}

/**
 * The second content set (e2e/fixtures/content-alt: other shops, hours, prices, holidays,
 * specials), served by a second production server on E2E_ALT_PORT (default E2E_PORT + 10), on
 * PostgreSQL when E2E_ALT_DATABASE_URL is set (seeded with that set beforehand), else on its own
 * in-memory embedded database. Project `alt-content` runs the API specs and the server-HTML check
 * of every route against it; they read their expectations from the content, so they pass on both
 * sets. E2E_ALT_CONTENT=off leaves it out (npm run test:all runs it in its PostgreSQL pass only).
 * Never with BASE_URL: a deployed site serves one content set.
 */
const ALT_CONTENT_ROOT = 'e2e/fixtures/content-alt';
const altContent = ownServers && hooks && process.env.E2E_ALT_CONTENT !== 'off';
const altPort = Number(process.env.E2E_ALT_PORT ?? port + 10);
const altBaseURL = `http://127.0.0.1:${altPort}`;

/**
 * A server already answering on a port is tested as it is, which saves a developer the start.
 * Never in CI, nor when E2E_FRESH_SERVERS=1 (npm run test:all): it may be an older build, or have
 * the test hooks that a run without them must not find; the run then stops at the taken port.
 */
const reuseServers = !process.env.CI && process.env.E2E_FRESH_SERVERS !== '1';

/** A production server of the build for the tests: test hooks on (unless E2E_HOOKS=off), third parties unconfigured. */
function server(url: string, serverPort: number, env: Record<string, string>) {
  return {
    // Idle connections stay open a minute, not Node's 5 s: the tests' API client keeps its
    // connection between requests, and a request sent just as the server closed the idle socket
    // fails with ECONNRESET (seen under load after a test's browser steps).
    command: `npx next start -p ${serverPort} -H 127.0.0.1 --keepAliveTimeout 60000`,
    url: `${url}/api/careers`,
    reuseExistingServer: reuseServers,
    timeout: 120_000,
    env: {
      ...(process.env as Record<string, string>),
      E2E_TEST_HOOKS: hooks ? '1' : '',
      // A measurement id so the consent-gated analytics path runs; tests intercept gtag.js.
      GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID ?? TEST_GA_ID,
      // Third-party services stay unconfigured; tests configure them per request via test hooks.
      GIFT_CARD_WIDGET_SCRIPT_URL: '',
      GOOGLE_MAPS_API_KEY: '',
      SITE_URL: process.env.SITE_URL ?? url,
      // The tests stand for one trusted proxy in front of the site: each test names its client
      // in X-Forwarded-For, so tests never share the per-client rate limit.
      TRUSTED_PROXY_HOPS: '1',
      // The suite sends hundreds of submissions (the rate-limit tests more than five from one
      // address) and has no mail server; the per-address, site-wide and pending-notification caps
      // are tested on servers of their own (e2e/api/limits.spec.ts, npm run drill -- rate-limit).
      RATE_LIMIT_EMAIL_PER_HOUR: '100000',
      RATE_LIMIT_SITE_PER_HOUR: '100000',
      OUTBOX_PENDING_MAX: '100000',
      CRON_SECRET: E2E_CRON_SECRET,
      // Never a developer's mail server or database from the shell or from .env.local (which
      // `next start` reads for whatever is not set): the suite's hundreds of submissions would
      // mail the team and land in that database. DATABASE_URL is the run's own when it is set.
      SMTP_URL: '',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATABASE_URL_UNPOOLED: '',
      // A production server without the editor: /keystatic answers 404.
      KEYSTATIC_LOCAL: '',
      KEYSTATIC_GITHUB_REPO: '',
      ...env,
    },
  };
}

// Debian's Chromium on machines like ours (Playwright cannot download browsers here): its
// headless shell, the browser Playwright itself runs headless, which takes about 40% less time
// over the suite than the full browser in headless mode on this 2-core machine; else the full
// browser; else Playwright's own browser on a developer laptop that has one installed.
const DEBIAN_BROWSERS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROME_PATH ?? DEBIAN_BROWSERS.find((p) => existsSync(p));
const launchOptions = {
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

// The projects named on the command line (--project=api or --project api); none means all.
const argv = process.argv.slice(2);
const chosen = argv.flatMap((a, i) => (a.startsWith('--project=') ? [a.slice(10)] : a === '--project' ? [argv[i + 1]] : []));
const editorServerNeeded = ownServers && (chosen.length === 0 || chosen.includes('editor'));
const onlyEditor = chosen.length > 0 && chosen.every((p) => p === 'editor');
// The editor's specs run only where its server is started (never against a deployment).
if (editorServerNeeded) process.env.E2E_EDITOR_SERVER = EDITOR_URL;

// The web editor in local mode, saving into a scratch copy of content/ and its own in-memory
// database (never the PostgreSQL of a DATABASE_URL run, which the other tests share).
const editorServer = {
  command: 'node scripts/e2e-editor-server.mjs',
  url: `${EDITOR_URL}/api/careers`,
  reuseExistingServer: reuseServers,
  timeout: 120_000,
  env: {
    ...(process.env as Record<string, string>),
    PORT: String(EDITOR_PORT),
    KEYSTATIC_LOCAL: '1',
    KEYSTATIC_GITHUB_REPO: '',
    CONTENT_ROOT: EDITOR_CONTENT_ROOT,
    DATABASE_URL: '',
    DATABASE_URL_UNPOOLED: '',
    PGLITE_DIR: 'memory://editor',
    GIFT_CARD_WIDGET_SCRIPT_URL: '',
    GOOGLE_MAPS_API_KEY: '',
    SITE_URL: EDITOR_URL,
  },
};

// A trace of what failed: in CI on the first retry of a failing test (CI retries once), which
// records nothing while tests pass; recording every test and keeping only the failures' traces
// cost a quarter of the browser suite's time on this 2-core machine. Elsewhere (no retries) the
// failures' traces are kept. E2E_TRACE picks any of Playwright's trace modes.
const trace = (process.env.E2E_TRACE ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure')) as 'on-first-retry';

export default defineConfig<object, ContentOptions>({
  testDir: './e2e',
  // Jest's tests of the suite's helpers sit beside them as *.test.ts.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  reporter: [['list'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['./e2e/helpers/skips-reporter.ts']],
  globalSetup: './e2e/global-setup.ts',
  use: { baseURL, trace, launchOptions, storageState: bypassStateFile() },
  projects: [
    // Read-only, a couple of minutes: a production deployment after each release.
    { name: 'smoke', testMatch: /smoke\.spec\.ts/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    // E2E_API_GREP narrows it: test:all's PostgreSQL pass reruns only the @db specs (e2e/helpers/tags.ts).
    { name: 'api', testMatch: /api\/.*\.spec\.ts/, grep: process.env.E2E_API_GREP ? new RegExp(process.env.E2E_API_GREP) : undefined },
    // One worker's worth of tests in order: they save into the same content folder.
    { name: 'editor', testMatch: /editor\/.*\.spec\.ts/, fullyParallel: false, timeout: 90_000, use: { baseURL: EDITOR_URL, viewport: { width: 1280, height: 900 }, launchOptions } },
    { name: 'desktop', testIgnore: [/(api|editor)\//, /smoke\.spec\.ts/], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // Only what can differ by width runs at 390 px as well (tagged @widths, e2e/helpers/tags.ts).
    {
      name: 'mobile',
      testIgnore: [/(api|editor)\//, /smoke\.spec\.ts/],
      grep: /@widths/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    ...(altContent ? [{ name: 'alt-content', testMatch: /api\/.*\.spec\.ts/, use: { baseURL: altBaseURL, contentRoot: ALT_CONTENT_ROOT } }] : []),
  ],
  webServer: !ownServers
    ? undefined
    : [
        ...(onlyEditor ? [] : [server(baseURL, port, { PGLITE_DIR: process.env.DATABASE_URL ? '' : (process.env.E2E_PGLITE_DIR ?? 'memory://e2e') })]),
        ...(altContent && (chosen.length === 0 || chosen.includes('alt-content'))
          ? [
              server(altBaseURL, altPort, {
                CONTENT_ROOT: ALT_CONTENT_ROOT,
                DATABASE_URL: process.env.E2E_ALT_DATABASE_URL ?? '',
                PGLITE_DIR: process.env.E2E_ALT_DATABASE_URL ? '' : `${process.env.E2E_PGLITE_DIR ?? 'memory://e2e'}-alt`,
              }),
            ]
          : []),
        ...(editorServerNeeded ? [editorServer] : []),
      ],
});
