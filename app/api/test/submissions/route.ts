import { fail, ok, route } from '@/lib/api/response';
import { testOnlyRefusal } from '@/lib/testing/server-hooks';
import { getDb } from '@/lib/db';
import { countSubmissions, listByIdempotencyKey } from '@/lib/submissions/read';
import { FORM_KINDS, type FormKind } from '@/lib/submissions/store';

/**
 * TESTS ONLY (404 unless E2E_TEST_HOOKS=1): GET ?kind=catering|contact&idempotencyKey=K lists
 * the public ids stored under that key, so a test can see that a retry wrote no second row.
 * GET ?counts gives the total rows of each form, the outbox and the rate-limit hits, so a drill
 * can prove that malformed requests stored nothing; ?counts&tag=T only those its requests marked
 * with T could have written (lib/submissions/read.ts), whatever else the server receives.
 */
const handler = route(async (request: Request) => {
  const refusal = testOnlyRefusal(request);
  if (refusal) return refusal;
  if (request.method !== 'GET') return fail(`Method ${request.method} is not allowed here. Use GET.`, 405, undefined, { Allow: 'GET' });
  const params = new URL(request.url).searchParams;
  if (params.has('counts')) return ok(await countSubmissions(await getDb(), { tag: params.get('tag') || undefined }));
  const kind = params.get('kind') as FormKind;
  const key = params.get('idempotencyKey');
  if (!FORM_KINDS.includes(kind) || !key) return fail('kind (catering or contact) and idempotencyKey are required.', 400);
  return ok(await listByIdempotencyKey(await getDb(), kind, key));
});

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
