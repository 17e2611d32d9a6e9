/**
 * For tests that make the database itself refuse a form's write: the SQLSTATE it gave, and the
 * form's answer, which must be 503 with Retry-After ("try again shortly"), never 500.
 */
import { chain } from '@/lib/api/failure';
import { failureResponse, formFail } from '@/lib/api/response';

/** Asserts that `error` (as Drizzle throws it, the driver's error in `cause`) carries `sqlState`, and that a form answers it 503 with Retry-After. */
export function expectFormRetryLater(error: unknown, sqlState: string) {
  expect(chain(error).map((e) => e.code)).toContain(sqlState);
  // The failure's log line (codes and places only) is not this test's output.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const response = failureResponse('forms: contact', error, formFail);
  quiet.mockRestore();
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
}
