/** The secret of GET /api/cron on the server Playwright starts (playwright.config.ts sets it). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-not-for-production';

/** The analytics measurement id of the servers Playwright starts (the consent tests intercept gtag.js). */
export const TEST_GA_ID = 'G-TEST12345';
