import { requestNow } from '@/lib/clock';
import { getSpecialsForDay } from '@/lib/data/specials';
import { parseWeekday } from '@/lib/domain/weekdays';
import { fail, methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async (_request: Request, { params }: { params: Promise<{ day: string }> }) => {
  const day = parseWeekday((await params).day);
  if (!day) return fail('Day must be one of monday, tuesday, wednesday, thursday, friday, saturday or sunday.', 400);
  return ok(await getSpecialsForDay(day, await requestNow()));
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
