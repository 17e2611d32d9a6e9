import { requestNow } from '@/lib/clock';
import { listLocations, withStatus } from '@/lib/data/locations';
import { todaysHours } from '@/lib/domain/hours';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

/** Every shop with its status and today's hours at the request time (the order dialog shows both). */
export const GET = route(async () => {
  const now = await requestNow();
  return ok((await listLocations()).map((l) => ({ ...withStatus(l, now), todaysHours: todaysHours(l.hours, l.hoursOverrides, now) })));
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
