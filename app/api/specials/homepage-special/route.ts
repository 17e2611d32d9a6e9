import { requestNow } from '@/lib/clock';
import { getHomepageSpecial } from '@/lib/data/specials';
import { fail, methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async () => {
  const special = await getHomepageSpecial(await requestNow());
  return special ? ok(special) : fail('No special today.', 404);
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
