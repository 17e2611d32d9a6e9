import { requestNow } from '@/lib/clock';
import { getTodaysSpecials } from '@/lib/data/specials';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => ok(await getTodaysSpecials(await requestNow())));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
