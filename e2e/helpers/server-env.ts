/** The secret of GET /api/cron on the server Playwright starts (playwright.config.ts sets it). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-not-for-production';
