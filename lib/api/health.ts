/**
 * What GET /api/health answers, for uptime monitors: 200 when the database answers and takes
 * writes, with whether submissions are kept durably and the state of the notification outbox:
 * how many are waiting, how many are past their retry period, and how long the oldest unsent one
 * has waited (`oldestUnsentSeconds`, null when every notification is sent). `status` is
 * "degraded" when a notification has waited more than an hour or was given up on.
 *
 * A database can answer every read and still refuse every insert: a standby after a failover, or
 * a host that turns the database read-only when its storage is full. Then no form can store a
 * quote, so the answer is 503 (`database: "read-only"`), which a monitor raises as an outage.
 */
import { sql } from 'drizzle-orm';
import { hasDurableDb, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { outboxHealth } from '@/lib/submissions/read';
import { failureStatus } from './failure';
import { fail, ok } from './response';

const DEGRADED_AFTER_SECONDS = 3600;
export const READ_ONLY_MESSAGE = 'The database answers but takes no writes: the forms cannot store submissions.';

/** Whether a transaction begun now may write: PostgreSQL's own answer, on a standby too. */
export async function acceptsWrites(db: Db): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT current_setting('transaction_read_only') AS read_only`);
  return rows[0]?.read_only === 'off';
}

/**
 * `strict`: a degraded answer is a 503 too, for a monitor that reads only the status code (the
 * `?strict=1` of GET /api/health). Without it a degraded site answers 200, as it still stores
 * every request.
 */
export async function healthResponse(db: Db, now: Date, { strict = false } = {}): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  if (!(await acceptsWrites(db))) {
    const { status, headers: retry } = failureStatus('unavailable');
    return fail(READ_ONLY_MESSAGE, status, { database: 'read-only' }, { ...headers, ...retry });
  }
  const outbox = await outboxHealth(db, now);
  const degraded = outbox.failed > 0 || (outbox.oldestUnsentSeconds ?? 0) > DEGRADED_AFTER_SECONDS;
  const status = strict && degraded ? failureStatus('unavailable').status : 200;
  return ok({ status: degraded ? 'degraded' : 'ok', database: 'ok', durableStorage: hasDurableDb(), mail: { configured: Boolean(env().SMTP_URL), ...outbox } }, { status, headers });
}
