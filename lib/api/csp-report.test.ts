import { logCspViolations, parseCspReports } from './csp-report';

describe('parseCspReports', () => {
  it('reads the Reporting API format: the directive, the blocked origin and the page path only', () => {
    const body = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://site.example/contact?email=maria%40example.com',
        body: { documentURL: 'https://site.example/contact?email=maria%40example.com', blockedURL: 'https://evil.example/x.js?name=Maria', effectiveDirective: 'script-src-elem', disposition: 'enforce' },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(parseCspReports(body)).toEqual([{ directive: 'script-src-elem', blocked: 'https://evil.example', page: '/contact' }]);
  });

  it('reads the older report-uri format, and keywords such as inline', () => {
    const body = { 'csp-report': { 'document-uri': 'https://site.example/menu', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } };
    expect(parseCspReports(body)).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: '/menu' }]);
  });

  it("logs a directive's name and a blocked keyword or origin, never other text a sender wrote in those fields", () => {
    const report = (directive: string, blocked: string) => parseCspReports({ 'csp-report': { 'document-uri': 'https://site.example/menu', 'blocked-uri': blocked, 'violated-directive': directive } })![0];
    expect(report("script-src 'self' 'nonce-abc'", 'eval')).toMatchObject({ directive: 'script-src', blocked: 'eval' });
    expect(report('maria@example.com 555-0100', 'maria@example.com')).toMatchObject({ directive: 'unknown', blocked: 'other' });
    expect(report('Script-Src', 'Maria Lopez')).toMatchObject({ directive: 'unknown', blocked: 'other' });
    expect(report('img-src', 'data')).toMatchObject({ directive: 'img-src', blocked: 'data' });
  });

  it('is null for anything that is not a report', () => {
    for (const body of [{}, { a: 1 }, ['x'], [{ type: 'deprecation', body: {} }], 'text', 42, null]) expect(parseCspReports(body)).toBeNull();
  });
});

describe('logCspViolations', () => {
  it('logs one line per violation, at most 30 a minute, then counts what it left out', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const t0 = Date.UTC(2026, 10, 23, 12, 0, 5);
      const v = { directive: 'img-src', blocked: 'https://ads.example', page: '/' };
      logCspViolations(Array(40).fill(v), t0);
      expect(warn).toHaveBeenCalledTimes(30);
      expect(warn).toHaveBeenLastCalledWith('[csp] violation: img-src blocked https://ads.example on /');
      logCspViolations([v], t0 + 60_000);
      expect(warn).toHaveBeenCalledWith('[csp] 10 more violation reports in the previous minute were not logged');
    } finally {
      warn.mockRestore();
    }
  });
});
