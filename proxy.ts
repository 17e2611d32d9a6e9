import { NextResponse, type NextRequest } from 'next/server';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '@/lib/api/csp-report';
import { FORM_POST_LIMIT_BYTES } from '@/lib/forms/limits';

/**
 * Next 16's proxy (formerly middleware): a per-request CSP nonce and the security headers for
 * every HTML response. Scripts run only with the nonce ('strict-dynamic' lets a trusted loader,
 * such as gtag.js or the Maps loader, load its own scripts); the external origins are exactly
 * the ones the site uses: Google Maps, Google Analytics and the gift card widget's host.
 * Violations are reported to /api/csp-report (the Reporting-Endpoints header, next.config.ts).
 * It runs for every path but the API and Next's hashed assets: the not-found page under
 * /images/…, a browser's prefetch of a page and a POST of a form all get the policy too.
 */
const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];
const ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

function giftCardOrigin(): string[] {
  try {
    return process.env.GIFT_CARD_WIDGET_SCRIPT_URL ? [new URL(process.env.GIFT_CARD_WIDGET_SCRIPT_URL).origin] : [];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(nonce: string, dev = false, https = true): string {
  const gift = giftCardOrigin();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...MAPS, ...ANALYTICS, ...gift, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com', ...gift],
    'img-src': ["'self'", 'data:', 'blob:', ...MAPS, ...ANALYTICS, 'https://*.ggpht.com', ...gift],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", ...MAPS, ...ANALYTICS, ...gift],
    'frame-src': [...(gift.length ? gift : ["'none'"])],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-to': [CSP_REPORT_GROUP],
    // For browsers without the Reporting API.
    'report-uri': [CSP_REPORT_PATH],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  // Only over HTTPS: on a plain-HTTP local server it would send every asset to https://.
  if (!dev && https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

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
    return Response.json({ success: false, message: MALFORMED_PATH_MESSAGE }, { status: 400 });
  }
  return plainPage(400, 'Bad request', MALFORMED_PATH_MESSAGE);
}

export const FORM_TOO_LARGE_MESSAGE = 'This form is too large to send. Please shorten your message and try again.';

/** A form post over the limit: 413 here, where Next would answer a bare 500. */
export function oversizedPostResponse(request: Request, pathname: string): Response | null {
  if (request.method !== 'POST' || Number(request.headers.get('content-length') ?? 0) <= FORM_POST_LIMIT_BYTES) return null;
  return plainPage(413, 'Too large', FORM_TOO_LARGE_MESSAGE, pathname);
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

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) return malformedPathResponse(pathname);
  // The second matcher below brings API paths with a % here only for the check above.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next();
  const refused = pageMethodResponse(request.method) ?? oversizedPostResponse(request, pathname);
  if (refused) return refused;

  // 128 random bits, base64: as unguessable as a UUID's 122 and half the characters, which
  // matters because the nonce is repeated on every script and preload of every page.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const https = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', https);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Everything that can answer with HTML: not the API (JSON only) and not Next's hashed assets
  // (/_next/static, /_next/image). Public files and metadata routes are included, because a
  // missing one is answered with the HTML not-found page.
  matcher: [
    '/((?!api/|_next/static|_next/image).*)',
    // Any path with a %, API included, for the malformed-encoding check.
    '/:path(.*%.*)',
  ],
};
