import { env } from '@/lib/env';

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
}
