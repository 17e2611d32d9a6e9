import type { Page } from '@playwright/test';

/** Pre-decline cookies so the banner stays out of the way of a test about something else. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent-v1', JSON.stringify({ analytics: false, marketing: false, source: 'visitor', decidedAt: new Date().toISOString() }));
  });
}
