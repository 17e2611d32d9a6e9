import { isPhoneOrTabletUserAgent } from './device';

describe('isPhoneOrTabletUserAgent', () => {
  it('knows phones and tablets', () => {
    expect(isPhoneOrTabletUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isPhoneOrTabletUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1')).toBe(true);
    expect(isPhoneOrTabletUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
  });
  it('leaves desktops and missing headers to the width check', () => {
    expect(isPhoneOrTabletUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isPhoneOrTabletUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15')).toBe(false);
    expect(isPhoneOrTabletUserAgent(null)).toBe(false);
    expect(isPhoneOrTabletUserAgent('')).toBe(false);
  });
});
