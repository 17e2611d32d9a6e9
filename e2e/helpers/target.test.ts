/**
 * How the suite reads a deployment's answer to the hooks probe (e2e/global-setup.ts): only the
 * site's own JSON answers say whether it has the test hooks; anything else stops the run.
 */
import { hooksFromProbe, type ProbeAnswer } from './target';

const BASE = 'https://preview.example.com';
const json = (status: number, body: unknown): ProbeAnswer => ({ status, contentType: 'application/json', location: null, body: JSON.stringify(body) });

describe('the hooks probe', () => {
  it("reads the site's JSON 200 as hooks on, and its JSON 404 of an unknown API path as hooks off", () => {
    expect(hooksFromProbe(BASE, json(200, { success: true, data: { catering: 0 } }))).toBe(true);
    expect(hooksFromProbe(BASE, json(404, { success: false, message: 'No API route at /api/test/submissions.' }))).toBe(false);
  });

  it('stops the run on a redirect, naming where it leads', () => {
    const redirect = { status: 308, contentType: 'text/plain', location: 'https://preview.example.com/login', body: 'Redirecting' };
    expect(() => hooksFromProbe(BASE, redirect)).toThrow(/answered 308 .*a redirect to https:\/\/preview\.example\.com\/login/);
  });

  it('stops the run when the site fails there, as with its database down', () => {
    expect(() => hooksFromProbe(BASE, json(503, { success: false, message: 'The database is unavailable.' }))).toThrow(/answered 503 .*is its database up\?/);
  });

  it("stops the run on answers that are not the site's: another 404, HTML, a 200 that is not a success", () => {
    for (const answer of [
      { status: 404, contentType: 'text/html', location: null, body: '<h1>404: NOT_FOUND</h1>' },
      json(404, { success: false, message: 'Location "x" not found.' }),
      json(200, { success: false }),
      { status: 200, contentType: 'application/json', location: null, body: '{not json' },
    ]) {
      expect(() => hooksFromProbe(BASE, answer)).toThrow(new RegExp(`^BASE_URL ${BASE}: /api/test/submissions\\?counts answered ${answer.status} `));
    }
  });
});
