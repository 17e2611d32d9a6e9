import { listMenuItems } from '@/lib/data/menu';
import { fail, methodsNotAllowed, ok, route } from '@/lib/api/response';

export const GET = route(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,80}$/i.test(slug)) return fail('Menu category not found.', 404);
  const items = await listMenuItems(slug);
  return items ? ok(items) : fail('Menu category not found.', 404);
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
