import { listDistances } from '@/lib/data/locations';
import { isValidLatLng } from '@/lib/domain/distance';
import { fail, methodsNotAllowed, ok, readJsonBody, route } from '@/lib/api/response';

export const POST = route(async (request: Request) => {
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const { latitude, longitude } = (body.value ?? {}) as Record<string, unknown>;
  if (latitude === undefined || longitude === undefined) return fail('latitude and longitude are required.', 400);
  if (!isValidLatLng(latitude, longitude)) {
    return fail('latitude must be a number from -90 to 90 and longitude a number from -180 to 180.', 400);
  }
  return ok(await listDistances({ latitude: latitude as number, longitude: longitude as number }));
});
export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
