import { fail } from './response';

/**
 * Routes that exist only for the end-to-end tests answer like an unknown API path (JSON 404)
 * unless the server runs with ALLOW_TEST_CLOCK=1, the same switch as the test clock (Playwright
 * sets it for the server it starts; production never does).
 */
export function testOnlyRefusal(request: Request): Response | null {
  if (process.env.ALLOW_TEST_CLOCK === '1') return null;
  return fail(`No API route at ${new URL(request.url).pathname}.`, 404);
}
