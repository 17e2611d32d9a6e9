import { contentSecurityPolicy, editorContentSecurityPolicy, isEditorPath } from './csp';

// The public pages' policy exactly as it was before the editor had its own (captured from the
// previous proxy.ts): the editor must not loosen or change any public page's policy.
const BEFORE = {
  "prod": "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; img-src 'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.ggpht.com; font-src 'self' data: https://fonts.gstatic.com; connect-src 'self' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com; frame-src 'none'; media-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
  "http": "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; img-src 'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.ggpht.com; font-src 'self' data: https://fonts.gstatic.com; connect-src 'self' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com; frame-src 'none'; media-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "dev": "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com 'unsafe-eval'; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; img-src 'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.ggpht.com; font-src 'self' data: https://fonts.gstatic.com; connect-src 'self' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com; frame-src 'none'; media-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "gift": "default-src 'self'; script-src 'self' 'nonce-NONCE' 'strict-dynamic' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://giftcards.example.com; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com https://giftcards.example.com; img-src 'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.ggpht.com https://giftcards.example.com; font-src 'self' data: https://fonts.gstatic.com; connect-src 'self' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://giftcards.example.com; frame-src https://giftcards.example.com; media-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests"
};

// The one change since, for public and editor pages alike: violations are reported to /api/csp-report.
const REPORTING = "; report-to csp-endpoint; report-uri /api/csp-report";
const withReporting = (csp: string) => csp.replace("frame-ancestors 'none'", `frame-ancestors 'none'${REPORTING}`);

describe('public pages keep their policy', () => {
  const gift = process.env.GIFT_CARD_WIDGET_SCRIPT_URL;
  afterEach(() => {
    process.env.GIFT_CARD_WIDGET_SCRIPT_URL = gift;
  });
  it('is unchanged in production, on plain HTTP and in development, but for reporting violations', () => {
    delete process.env.GIFT_CARD_WIDGET_SCRIPT_URL;
    expect(contentSecurityPolicy('NONCE', false, true)).toBe(withReporting(BEFORE.prod));
    expect(contentSecurityPolicy('NONCE', false, false)).toBe(withReporting(BEFORE.http));
    expect(contentSecurityPolicy('NONCE', true, false)).toBe(withReporting(BEFORE.dev));
  });
  it("is unchanged with the gift card widget configured, but for reporting violations and the widget's own forms", () => {
    process.env.GIFT_CARD_WIDGET_SCRIPT_URL = 'https://giftcards.example.com/balance-widget.js';
    // A widget may post a plain form to its own host, which it already may load scripts and frames from.
    const withWidgetForms = (csp: string) => csp.replace("form-action 'self';", "form-action 'self' https://giftcards.example.com;");
    expect(contentSecurityPolicy('NONCE', false, true)).toBe(withWidgetForms(withReporting(BEFORE.gift)));
  });
});

describe('the editor policy', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('runs scripts by nonce only and allows no third party in local mode', () => {
    const csp = editorContentSecurityPolicy('NONCE', false);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-NONCE' 'strict-dynamic'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toMatch(/google-analytics|googletagmanager|maps\.googleapis|github/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toContain(REPORTING.slice(2));
  });
  it('reaches GitHub in GitHub mode', () => {
    const csp = editorContentSecurityPolicy('NONCE', true);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
    expect(directive(csp, 'img-src')).toContain('https://avatars.githubusercontent.com');
  });
});

describe('isEditorPath', () => {
  it.each(['/keystatic', '/keystatic/', '/keystatic/collection/shops'])('%s is the editor', (p) => expect(isEditorPath(p)).toBe(true));
  it.each(['/', '/keystatics', '/menu/keystatic', '/api/keystatic/tree'])('%s is not', (p) => expect(isEditorPath(p)).toBe(false));
});
