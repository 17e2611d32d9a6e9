import { NextResponse, type NextRequest } from 'next/server';
import { jsonAnswer } from '@/lib/api/response';
import { editorMode } from '@/lib/content/editor-mode';
import { contentSecurityPolicy, editorContentSecurityPolicy, isEditorPath } from '@/lib/security/csp';
import { pagePostProblem } from '@/lib/security/page-post';
import { unknownRecordSection } from '@/lib/data/unknown-page';
import { NOT_FOUND_FOR_HEADER, NOT_FOUND_PATH } from '@/lib/not-found';

/**
 * Next 16's proxy (formerly middleware): a per-request CSP nonce and the security headers for
 * every HTML response (lib/security/csp.ts has the policies; violations are reported to
 * /api/csp-report, named by the Reporting-Endpoints header in next.config.ts). It runs for every
 * path but the API and Next's hashed assets: the not-found page under /images/…, a browser's
 * prefetch of a page and a POST of a form all get the policy too. The web editor's pages, when
 * the editor is on, get the editor's policy and an `x-editor` request header that tells the root
 * layout to leave out the site's chrome (consent banner, order modal, analytics).
 */
/** True when the path has a % that does not start a valid UTF-8 percent-encoding ("/menu/%", "/x/%zz"). */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PATH_MESSAGE = 'This address is not valid: it contains a malformed percent-encoding.';
/** For the few pages answered here, which have no script, style or image at all. */
const STATIC_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Next answers a path with malformed percent-encoding with a bare "Internal Server Error" 500
 * when the app has dynamic routes (vercel/next.js#94278; found by the bad-input drill): it turns
 * the DecodeError into a 400 error page that an App Router-only app does not have. Refuse such
 * paths here first, with a 400: JSON under /api like every API error, a small page elsewhere.
 */
/** A small HTML page of its own, for the few answers the proxy gives itself. */
function plainPage(status: number, title: string, message: string, back = '/'): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body><h1>${title}</h1><p>${message}</p><p><a href="${back}">Go back</a></p></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'Content-Security-Policy': STATIC_PAGE_CSP } });
}

export function malformedPathResponse(pathname: string): Response {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return jsonAnswer({ success: false, message: MALFORMED_PATH_MESSAGE }, { status: 400 });
  }
  return plainPage(400, 'Bad request', MALFORMED_PATH_MESSAGE);
}

/** What a page answers besides GET and HEAD: POST (a form's server action without JavaScript). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const PAGE_ALLOW = [...PAGE_METHODS, 'OPTIONS'].join(', ');

/**
 * Pages answer GET, HEAD and POST; OPTIONS says so, and PUT, PATCH, DELETE (which Next would
 * answer with the page) get 405. Methods no route serves at all, such as TRACE, are refused
 * before Next sees them (lib/server/request-guard.ts).
 */
export function pageMethodResponse(method: string): Response | null {
  if (PAGE_METHODS.includes(method)) return null;
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: PAGE_ALLOW } });
  return new Response(`Method ${method} is not allowed here.\n`, { status: 405, headers: { Allow: PAGE_ALLOW, 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The image optimizer writes the address of an image it could not read into the server log as
 * given: one holding a line break would add a line of the sender's own making, such as a forged
 * "[forms]" line. No picture of the site has a control character in its address.
 */
export function imageRequestResponse(search: URLSearchParams): Response | null {
  if (!/[\x00-\x1f\x7f]/.test(search.get('url') ?? '')) return null;
  return new Response('The image address is not valid.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/_next/image') return imageRequestResponse(request.nextUrl.searchParams) ?? NextResponse.next();
  if (hasMalformedEncoding(pathname)) return malformedPathResponse(pathname);
  // The second matcher below brings API paths with a % here only for the check above.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next();
  const refused = pageMethodResponse(request.method);
  if (refused) return refused;
  // A form's post that Next cannot take (it would answer a bare 500, or drop the fields without a
  // word) gets its own status and a page that says why.
  const problem = await pagePostProblem(request);
  if (problem) return plainPage(problem.status, problem.title, problem.message, pathname);

  // 128 random bits, base64: as unguessable as a UUID's 122 and half the characters, which
  // matters because the nonce is repeated on every script and preload of every page.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const https = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  const dev = process.env.NODE_ENV === 'development';
  const mode = isEditorPath(pathname) ? editorMode() : 'off';
  const csp = mode === 'off' ? contentSecurityPolicy(nonce, dev, https) : editorContentSecurityPolicy(nonce, mode === 'github', dev, https);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  if (mode === 'off') requestHeaders.delete('x-editor');
  else requestHeaders.set('x-editor', '1');
  requestHeaders.set('Content-Security-Policy', csp);

  // An address of a shop, category or opening that does not exist is answered by the 404 page
  // (app/global-not-found.tsx, drawn whole on the server), told which kind of page was asked for.
  // Next runs the proxy again for that path, so the header is kept as it comes: sent by a visitor,
  // it only chooses which 404 they are shown.
  const unknown = request.method === 'POST' ? null : await unknownRecordSection(pathname);
  if (unknown) requestHeaders.set(NOT_FOUND_FOR_HEADER, unknown);
  const response = unknown
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Everything that can answer with HTML: not the API (JSON only) and not Next's hashed assets
  // (/_next/static/..., /_next/image). Public files and metadata routes are included, because a
  // missing one is answered with the HTML not-found page, and so are paths that only begin like
  // an asset's (/_next/imagex): they get that page too.
  matcher: [
    '/((?!api/|_next/static/|_next/image$).*)',
    // Any path with a %, API included, for the malformed-encoding check.
    '/:path(.*%.*)',
    // The image optimizer, for its address check only.
    '/_next/image',
  ],
};
