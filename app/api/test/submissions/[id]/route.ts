import { fail, ok, route } from '@/lib/api/response';
import { testOnlyRefusal } from '@/lib/testing/server-hooks';
import { getDb } from '@/lib/db';
import { getSubmission } from '@/lib/submissions/read';

/**
 * TESTS ONLY (404 unless E2E_TEST_HOOKS=1): a stored submission with its spam flag and outbox
 * rows, so API tests can check what a 201 wrote without opening the embedded database from a
 * second process.
 */
const handler = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const refusal = testOnlyRefusal(request);
  if (refusal) return refusal;
  if (request.method !== 'GET') return fail(`Method ${request.method} is not allowed here. Use GET.`, 405, undefined, { Allow: 'GET' });
  const { id } = await params;
  const found = await getSubmission(await getDb(), id);
  if (!found) return fail(`No submission ${id}.`, 404);
  return ok({ kind: found.kind, id: found.row.publicId, spam: found.row.spam, submission: found.row, outbox: found.outbox });
});

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
