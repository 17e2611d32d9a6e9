import { fail } from '@/lib/api/response';

/**
 * Unknown API paths answer JSON 404 for every method instead of the HTML not-found page. Optional
 * catch-all, so /api itself (where a trailing-slash /api/ redirects) is covered too.
 */
const notFound = async (request: Request) => fail(`No API route at ${new URL(request.url).pathname}.`, 404);
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
