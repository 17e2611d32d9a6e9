import { NextResponse, type NextRequest } from 'next/server';
import { editorMode } from '@/lib/content/editor-mode';
import { contentSecurityPolicy, editorContentSecurityPolicy, isEditorPath } from '@/lib/security/csp';

/**
 * Next 16's proxy (formerly middleware): a per-request CSP nonce and the security headers for
 * every HTML response (lib/security/csp.ts has the policies). The web editor's pages, when the
 * editor is on, get the editor's policy and an `x-editor` request header that tells the root
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

/**
 * Next answers a path with malformed percent-encoding with a bare "Internal Server Error" 500
 * when the app has dynamic routes (vercel/next.js#94278; found by the bad-input drill): it turns
 * the DecodeError into a 400 error page that an App Router-only app does not have. Refuse such
 * paths here first, with a 400: JSON under /api like every API error, a small page elsewhere.
 */
export function malformedPathResponse(pathname: string): Response {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return Response.json({ success: false, message: MALFORMED_PATH_MESSAGE }, { status: 400 });
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title><meta name="robots" content="noindex"></head><body><h1>Bad request</h1><p>${MALFORMED_PATH_MESSAGE}</p><p><a href="/">Go to the home page</a></p></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) return malformedPathResponse(pathname);
  // The second matcher below brings API paths with a % here only for the check above.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next();

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

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // HTML routes only: not the API, static files, images or metadata files.
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|images/|video/|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    // Any path with a %, API included, for the malformed-encoding check.
    '/:path(.*%.*)',
  ],
};
