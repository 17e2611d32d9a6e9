/**
 * For tests that make the database itself refuse a form's write: the SQLSTATE it gave, and the
 * form's answer, which must be 503 with Retry-After ("try again shortly"), never 500.
 */
import { expect, jest } from '@jest/globals';
import { failureResponse, formFail } from '@/lib/api/response';

/** Asserts that `error` (as Drizzle throws it, the driver's error in `cause`) carries `sqlState`, and that a form answers it 503 with Retry-After. */
export function expectFormRetryLater(error: unknown, sqlState: string) {
  const codes: unknown[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) codes.push(e.code);
  expect(codes).toContain(sqlState);
  // The failure's log line (codes and places only) is not this test's output.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const response = failureResponse('forms: contact', error, formFail);
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
}
