import { requestNow } from '@/lib/clock';
import { listLocations, withStatus } from '@/lib/data/locations';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => {
  const now = await requestNow();
  return ok((await listLocations()).map((l) => withStatus(l, now)));
});
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
