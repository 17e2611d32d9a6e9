import { formFail, methodsNotAllowed } from '@/lib/api/response';
import { submissionHandler } from '@/lib/submissions/handler';

/** The contact form; see lib/submissions/handler.ts for the answers. */
export const POST = submissionHandler('contact');
export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST'], formFail);
