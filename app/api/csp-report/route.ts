import { fail, methodsNotAllowed, readJsonBody, route } from '@/lib/api/response';
import { logCspViolations, parseCspReports } from '@/lib/api/csp-report';

/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the policy's
 * `report-to csp-endpoint` with the Reporting-Endpoints header, and `report-uri` for browsers
 * without the Reporting API). 204 once logged; 4xx JSON for anything that is not a report.
 */
const MAX_REPORT_BYTES = 16 * 1024;
const REPORT_TYPES = ['application/reports+json', 'application/csp-report', 'application/json'];

export const POST = route(async (request: Request) => {
  const body = await readJsonBody(request, MAX_REPORT_BYTES, fail, REPORT_TYPES);
  if (!body.ok) return body.response;
  const violations = parseCspReports(body.value);
  if (!violations) return fail('Not a Content-Security-Policy report.', 400);
  logCspViolations(violations);
  return new Response(null, { status: 204 });
});
export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
