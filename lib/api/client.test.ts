import { PEER_HEADER, UNKNOWN_CLIENT, clientAddress, normalizeAddress, type ClientConfig } from './client';

const TOKEN = 'process-token';
const direct: ClientConfig = { onVercel: false, trustedHops: 0, peerToken: TOKEN };
const headers = (h: Record<string, string>) => new Headers(h);
const peer = (address: string) => ({ [PEER_HEADER]: `${TOKEN} ${address}` });

describe('clientAddress', () => {
  it('by default is the TCP peer the request guard stamped, whatever X-Forwarded-For says', () => {
    for (const xff of ['10.0.0.1', '203.0.113.9, 10.0.0.1', 'anything']) {
      expect(clientAddress(headers({ ...peer('198.51.100.7'), 'x-forwarded-for': xff, 'x-real-ip': '10.9.9.9' }), direct)).toBe('198.51.100.7');
    }
  });

  it('never believes a stamp without this process token, nor a missing one', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: 'guessed-token 198.51.100.7' }), direct)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers({ [PEER_HEADER]: '198.51.100.7' }), direct)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers({ ...peer('198.51.100.7') }), { ...direct, peerToken: undefined })).toBe(UNKNOWN_CLIENT);
  });

  it('behind TRUSTED_PROXY_HOPS proxies, counts that many entries from the right of X-Forwarded-For', () => {
    const oneProxy = { ...direct, trustedHops: 1 };
    // What the client wrote itself stands further left and is ignored.
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), oneProxy)).toBe('203.0.113.9');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9' }), oneProxy)).toBe('203.0.113.9');
    const twoProxies = { ...direct, trustedHops: 2 };
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), twoProxies)).toBe('203.0.113.9');
    // Fewer entries than proxies: it did not come through them; the peer it is.
    expect(clientAddress(headers({ ...peer('198.51.100.7'), 'x-forwarded-for': '203.0.113.9' }), twoProxies)).toBe('198.51.100.7');
  });

  it("on Vercel, the platform's own header, never X-Forwarded-For as the client wrote it", () => {
    const vercel = { ...direct, onVercel: true };
    expect(clientAddress(headers({ 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }), vercel)).toBe('203.0.113.9');
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.10' }), vercel)).toBe('203.0.113.10');
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6' }), vercel)).toBe(UNKNOWN_CLIENT);
  });
});

describe('normalizeAddress', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and counts IPv6 by its /64 network', () => {
    expect(normalizeAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as bounded printable text', () => {
    expect(normalizeAddress('_hidden-proxy')).toBe('_hidden-proxy');
    expect(normalizeAddress('x'.repeat(200))).toHaveLength(64);
    expect(normalizeAddress('\u202e\u0000')).toBe(UNKNOWN_CLIENT);
  });
});
