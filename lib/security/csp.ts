/**
 * The Content-Security-Policy of every HTML response (sent by proxy.ts with a fresh nonce).
 * Scripts run only with the nonce ('strict-dynamic' lets a trusted loader, such as gtag.js or
 * the Maps loader, load its own scripts). Public pages allow exactly the outside origins the
 * site uses: Google Maps, Google Analytics and the gift card widget's host. The web editor at
 * /keystatic uses none of those; in GitHub mode it talks to GitHub from the browser. Both
 * report violations to /api/csp-report (`report-to`, and `report-uri` for browsers without the
 * Reporting API).
 */
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '@/lib/api/csp-report';

const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];
const ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
/** The editor's fonts (Inter) come from Google Fonts, like the public pages' policy allows. */
const FONT_CSS = 'https://fonts.googleapis.com';
const FONT_FILES = 'https://fonts.gstatic.com';
/** GitHub mode: the API (reads, commits, sign-in), file contents and the signed-in person's picture. */
const GITHUB_API = ['https://api.github.com', 'https://raw.githubusercontent.com'];
const GITHUB_IMAGES = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];

function giftCardOrigin(): string[] {
  try {
    return process.env.GIFT_CARD_WIDGET_SCRIPT_URL ? [new URL(process.env.GIFT_CARD_WIDGET_SCRIPT_URL).origin] : [];
  } catch {
    return [];
  }
}

/** The outside origins one kind of page may use, per directive. */
type Origins = { script: string[]; style: string[]; img: string[]; connect: string[]; frame: string[]; form: string[] };

function policy(nonce: string, dev: boolean, https: boolean, o: Origins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...o.script, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", FONT_CSS, ...o.style],
    'img-src': ["'self'", 'data:', 'blob:', ...o.img],
    'font-src': ["'self'", 'data:', FONT_FILES],
    'connect-src': ["'self'", ...o.connect],
    'frame-src': [...(o.frame.length ? o.frame : ["'none'"])],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...o.form],
    'frame-ancestors': ["'none'"],
    'report-to': [CSP_REPORT_GROUP],
    'report-uri': [CSP_REPORT_PATH],
  };
  const lines = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  // Only over HTTPS: on a plain-HTTP local server it would send every asset to https://.
  if (!dev && https) lines.push('upgrade-insecure-requests');
  return lines.join('; ');
}

/** Every public page. */
export function contentSecurityPolicy(nonce: string, dev = false, https = true): string {
  const gift = giftCardOrigin();
  return policy(nonce, dev, https, {
    script: [...MAPS, ...ANALYTICS, ...gift],
    style: gift,
    img: [...MAPS, ...ANALYTICS, 'https://*.ggpht.com', ...gift],
    connect: [...MAPS, ...ANALYTICS, ...gift],
    frame: gift,
    // A balance widget may draw a plain form that posts the card number to its own host.
    form: gift,
  });
}

/** The web editor's pages: its own code and the local API, plus GitHub in GitHub mode. */
export function editorContentSecurityPolicy(nonce: string, github: boolean, dev = false, https = true): string {
  return policy(nonce, dev, https, {
    script: [],
    style: [],
    img: github ? GITHUB_IMAGES : [],
    connect: github ? GITHUB_API : [],
    frame: [],
    form: [],
  });
}

/** /keystatic and every page below it. */
export const isEditorPath = (pathname: string) => pathname === '/keystatic' || pathname.startsWith('/keystatic/');
