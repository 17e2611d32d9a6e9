import { timingSafeEqual } from 'node:crypto';
import { fail, methodsNotAllowed, ok, route } from '@/lib/api/response';
import { clockFrom, requestNow } from '@/lib/clock';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverDueNotifications } from '@/lib/submissions/mailer';
import { applyRetention } from '@/lib/submissions/retention';

/**
 * GET /api/cron: the scheduled work a serverless deployment cannot leave to a timer. Vercel Cron
 * calls it (vercel.json) with `Authorization: Bearer $CRON_SECRET`; it sends the notifications
 * that are due and applies the retention periods. Without CRON_SECRET it does nothing (503), and
 * with a wrong or missing secret it answers 401: only the scheduler may start it.
 */
function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const GET = route(async (request: Request) => {
  const secret = env().CRON_SECRET;
  if (!secret) return fail('Scheduled work is not configured here: set CRON_SECRET.', 503);
  if (!authorized(request, secret)) return fail('Missing or wrong cron secret.', 401, undefined, { 'WWW-Authenticate': 'Bearer' });
  const now = await requestNow();
  // The sends run on the real clock (from the test clock's instant, when tests fix it).
  const delivery = await deliverDueNotifications(clockFrom(now));
  const retention = await applyRetention(await getDb(), { now });
  return ok({ delivery, retention }, { headers: { 'Cache-Control': 'no-store' } });
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
