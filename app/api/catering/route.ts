import { formFail, methodsNotAllowed } from '@/lib/api/response';
import { submissionHandler } from '@/lib/submissions/handler';

/** The catering quote form; see lib/submissions/handler.ts for the answers. */
export const POST = submissionHandler('catering');
export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST'], formFail);
