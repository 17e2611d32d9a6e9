import { cookieDomains } from './gtag';

describe('the domains an analytics cookie may sit on', () => {
  it('are the host and each parent domain, down to two labels', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual(['www.shop.example.com', 'shop.example.com', 'example.com']);
    expect(cookieDomains('example.com')).toEqual(['example.com']);
  });

  it('are none for an address or a single-label host: a host-only cookie is all they can have', () => {
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    expect(cookieDomains('::1')).toEqual([]);
    expect(cookieDomains('localhost')).toEqual([]);
  });
});
