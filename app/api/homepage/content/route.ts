import { requestNow } from '@/lib/clock';
import { getHomepageContent, HOMEPAGE_FALLBACK } from '@/lib/data/homepage';
import { fail, jsonAnswer, methodsNotAllowed, route } from '@/lib/api/response';

/**
 * The answer carries `success, content, fallback, error`. The client uses content when present, else the
 * fallback. screenWidth/screenHeight/timezone are accepted (and checked) for compatibility;
 * the hero's art direction is done by the browser, and "today" is the business's day.
 */
export const GET = route(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  for (const key of ['screenWidth', 'screenHeight']) {
    const v = params.get(key);
    if (v !== null && !/^\d{1,5}$/.test(v)) return fail(`${key} must be a whole number of pixels.`, 400);
  }
  const content = await getHomepageContent(await requestNow());
  return jsonAnswer({ success: true, content, fallback: HOMEPAGE_FALLBACK, error: null });
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
