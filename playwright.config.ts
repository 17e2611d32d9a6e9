import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_CRON_SECRET } from './e2e/helpers/server-env';

/**
 * With BASE_URL set, the suite tests that deployed site (QA against a preview deployment).
 * Otherwise it starts the production build (`npm run build` first) on E2E_PORT with a fresh
 * embedded database, or with DATABASE_URL when that is set.
 */
const port = Number(process.env.E2E_PORT ?? 3200);

const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

// Debian's Chromium on machines like ours (Playwright cannot download browsers here);
// Playwright's own browser on a developer laptop that has one installed.
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    { name: 'desktop', testIgnore: /api\//, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      testIgnore: /api\//,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `npx next start -p ${port} -H 127.0.0.1`,
        url: `${baseURL}/api/careers`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        env: {
          ...(process.env as Record<string, string>),
          ALLOW_TEST_CLOCK: '1',
          // A measurement id so the consent-gated analytics path runs; tests intercept gtag.js.
          GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID ?? 'G-TEST12345',
          // Third-party services stay unconfigured; tests configure them per request via test hooks.
          GIFT_CARD_WIDGET_SCRIPT_URL: '',
          GOOGLE_MAPS_API_KEY: '',
          PGLITE_DIR: process.env.DATABASE_URL ? '' : (process.env.E2E_PGLITE_DIR ?? 'memory://e2e'),
          SITE_URL: process.env.SITE_URL ?? baseURL,
          // The tests stand for one trusted proxy in front of the site: each test names its client
          // in X-Forwarded-For, so tests never share the per-client rate limit.
          TRUSTED_PROXY_HOPS: '1',
          // The suite sends hundreds of submissions with the same sample addresses and no mail
          // server; the per-address, site-wide and pending-notification caps are tested on servers
          // of their own (e2e/api/limits.spec.ts, npm run drill -- rate-limit).
          RATE_LIMIT_EMAIL_PER_HOUR: '100000',
          RATE_LIMIT_SITE_PER_HOUR: '100000',
          OUTBOX_PENDING_MAX: '100000',
          CRON_SECRET: E2E_CRON_SECRET,
        },
      },
});
