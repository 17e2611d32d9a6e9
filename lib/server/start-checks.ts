import { env, siteUrl } from '@/lib/env';

/**
 * Before the server takes its first request: an invalid environment (E2E_TEST_HOOKS on a
 * production deployment among others) stops it with the variable's rule, instead of failing
 * request by request after a deployment looked healthy.
 */
export function exitOnInvalidEnvironment() {
  try {
    env();
  } catch (error) {
    console.error(`[env] ${(error as Error).message}`);
    process.exit(1);
  }
  // Search engines take every canonical link, the sitemap and the structured data at their word.
  if (process.env.NODE_ENV === 'production' && siteUrl().startsWith('http://localhost')) {
    console.warn(`[env] SITE_URL is not set: canonical links, the sitemap and structured data name ${siteUrl()}. Set SITE_URL to the site's public address.`);
  }
  // On Vercel the scheduled work (mail retries, retention) runs only through the cron route, which
  // does nothing without its secret: said once at start, not only as a 503 in the cron's log.
  if (process.env.VERCEL && !env().CRON_SECRET) {
    console.warn('[env] CRON_SECRET is not set: Vercel Cron cannot run GET /api/cron, so failed notifications are retried and retention applied only while a visit keeps an instance warm. Set CRON_SECRET (16 characters or more).');
  }
}
