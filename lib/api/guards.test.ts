import { addressedHere } from './guards';

const at = (host?: string) => new Headers(host === undefined ? {} : { host });

describe('addressedHere', () => {
  it('takes this computer by name, on any port', () => {
    for (const host of ['localhost:3000', '127.0.0.1:4123', '[::1]:3000', 'LOCALHOST', '127.0.0.1']) expect(addressedHere(at(host))).toBe(true);
  });

  it("takes the site's own host, port included", () => {
    expect(addressedHere(at('office.example:3000'), 'http://office.example:3000')).toBe(true);
    expect(addressedHere(at('office.example:3001'), 'http://office.example:3000')).toBe(false);
  });

  it('refuses any other name, as a page of another site reaching this computer by DNS rebinding sends', () => {
    for (const host of ['rebound.example:3000', 'localhost.rebound.example:3000', '127.0.0.1.nip.io:3000', '']) expect(addressedHere(at(host))).toBe(false);
    expect(addressedHere(at())).toBe(false);
  });
});
