import { getMapCenter } from '@/lib/data/locations';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => ok({ center: await getMapCenter() }));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
