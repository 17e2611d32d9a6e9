import { methodsNotAllowed, ok, route } from '@/lib/api/response';
import { requestNow } from '@/lib/clock';
import { getDb, hasDurableDb } from '@/lib/db';
import { env } from '@/lib/env';
import { outboxHealth } from '@/lib/submissions/read';

/**
 * GET /api/health, for uptime monitors: 200 when the database answers (503 when it does not),
 * whether submissions are kept durably, and the state of the notification outbox: how many
 * are waiting, how many are past their retry period, and how long the oldest unsent one has
 * waited (`oldestUnsentSeconds`, null when every notification is sent). `status` is "degraded"
 * when a notification has waited more than an hour or was given up on.
 */
const DEGRADED_AFTER_SECONDS = 3600;

export const GET = route(async () => {
  const now = await requestNow();
  const outbox = await outboxHealth(await getDb(), now);
  const degraded = outbox.failed > 0 || (outbox.oldestUnsentSeconds ?? 0) > DEGRADED_AFTER_SECONDS;
  return ok(
    { status: degraded ? 'degraded' : 'ok', database: 'ok', durableStorage: hasDurableDb(), mail: { configured: Boolean(env().SMTP_URL), ...outbox } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
