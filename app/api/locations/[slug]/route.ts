import { requestNow } from '@/lib/clock';
import { getLocation, withStatus } from '@/lib/data/locations';
import { fail, methodsNotAllowed, ok, route } from '@/lib/api/response';
import { decodeSegment } from '@/lib/domain/slug';

export const GET = route(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const key = decodeSegment((await params).slug);
  const location = key.length <= 100 ? await getLocation(key) : null;
  if (!location) return fail(`Location "${key.slice(0, 100)}" not found.`, 404);
  const withCoords = { ...location, coordinates: { ...location.coordinates, lat: location.coordinates.latitude, lng: location.coordinates.longitude } };
  return ok(withStatus(withCoords, await requestNow()));
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
