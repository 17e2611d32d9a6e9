import { getTodaysSpecials } from '@/lib/data/specials';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => ok(await getTodaysSpecials()));
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
