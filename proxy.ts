import { NextResponse, type NextRequest } from 'next/server';

/**
 * Next 16's proxy (formerly middleware): a per-request CSP nonce and the security headers for
 * every HTML response. Scripts run only with the nonce ('strict-dynamic' lets a trusted loader,
 * such as gtag.js or the Maps loader, load its own scripts); the external origins are exactly
 * the ones the site uses: Google Maps, Google Analytics and the gift card widget's host.
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
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  // Only over HTTPS: on a plain-HTTP local server it would send every asset to https://.
  if (!dev && https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
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
  // HTML routes only: not the API, static files, images or metadata files.
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|images/|video/|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
