import { listMenuCategories } from '@/lib/data/menu';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => ok(await listMenuCategories()));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
