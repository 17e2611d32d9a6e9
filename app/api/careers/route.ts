import { listCareerOpenings } from '@/lib/data/careers';
import { methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => ok(await listCareerOpenings()));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
