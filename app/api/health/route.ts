import { healthResponse } from '@/lib/api/health';
import { methodsNotAllowed, route } from '@/lib/api/response';
import { requestNow } from '@/lib/clock';
import { getDb } from '@/lib/db';

/**
 * GET /api/health, for uptime monitors: 200 when the database answers and takes writes, 503 when
 * it does not (lib/api/health.ts says what the answer holds). With `?strict=1`, a degraded
 * notification outbox is a 503 as well.
 */
export const GET = route(async (request: Request) =>
  healthResponse(await getDb(), await requestNow(), { strict: new URL(request.url).searchParams.get('strict') === '1' }),
);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
