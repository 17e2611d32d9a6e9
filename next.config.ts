import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env } from './lib/env';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './lib/api/csp-report';
import { FORM_POST_LIMIT_BYTES } from './lib/forms/limits';
import { PAGE_REDIRECTS } from './lib/site-redirects';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and pg has optional native bindings: load both from
  // node_modules at run time instead of bundling them.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // The migrations and the content files (the story and legal documents) are read from disk at
  // run time; make sure serverless bundles carry them.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*', './content/**/*'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's default widths run to 3840, but no photo in public/images is wider than 1920: the
    // 2048 and 3840 variants were the 1920 original again, listed in every srcset of every page.
    // lib/content/images.test.ts keeps the widest width equal to the widest photo.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  },
  async redirects() {
    // Browsers and crawlers ask for /favicon.ico whatever the page names: the site's icon, not a
    // 404 page rendered (with its database reads) for every one of them.
    return [
      ...PAGE_REDIRECTS.map((r) => ({ ...r, permanent: true })),
      { source: '/favicon.ico', destination: '/icon.svg', permanent: true },
    ];
  },
  async headers() {
    // Every response, HTML or not; proxy.ts adds the nonce-based CSP to HTML responses.
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()' },
          { key: 'X-Frame-Options', value: 'DENY' },
          // A page opened from another site cannot reach into this one's window, and this site's
          // files are not for other sites to embed.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
          // Where the CSP's `report-to csp-endpoint` sends violations (app/api/csp-report).
          { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
        ],
      },
      {
        // The pictures and the video in public/ (served with max-age=0 otherwise, so each page view
        // asked again for every picture before showing it): a browser reuses its copy for an hour,
        // then shows it while it asks for a newer one. Not for good, as hashed files are: a photo
        // saved under the same path replaces sample art.
        source: '/:folder(images|video)/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' }],
      },
    ];
  },
  experimental: {
    // Unknown addresses get app/global-not-found.tsx, a page of its own, so that the root
    // not-found page, which Next writes into every page's data, can leave out the site's shell.
    globalNotFound: true,
    // The forms' server actions (a plain POST without JavaScript): the largest valid form is well
    // under 32 KB (the proxy answers a larger post with 413, lib/security/page-post.ts, before
    // Next would answer 500).
    serverActions: { bodySizeLimit: FORM_POST_LIMIT_BYTES },
    // What Next keeps of a request body for the proxy to read (10 MB by default, however large the
    // post): twice the largest post a page takes, so the proxy still sees that a larger one is
    // too large, and a flood of large posts costs no more memory than that each.
    proxyClientMaxBodySize: 2 * FORM_POST_LIMIT_BYTES,
  },
};

/**
 * A build for an invalid environment fails, with the variable's rule (E2E_TEST_HOOKS=1 on a
 * production deployment among others): a build that passed would go live, and then every server
 * it starts would refuse to. The server checks again when it starts (instrumentation.ts), for a
 * build started with another environment than the one it was built with.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) env();
  return nextConfig;
}
