import { socialLinks, socialName } from './social';

describe('socialName', () => {
  it.each([
    ['https://www.facebook.com/example', 'Facebook'],
    ['https://www.instagram.com/example', 'Instagram'],
    ['https://www.tiktok.com/@example', 'TikTok'],
    ['https://www.youtube.com/@example', 'YouTube'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://x.com/example', 'X'],
    ['https://twitter.com/example', 'X'],
    ['https://m.facebook.com/example', 'Facebook'],
    ['https://www.yelp.co.uk/biz/example', 'Yelp'],
    ['https://www.linkedin.com/company/example', 'LinkedIn'],
  ])('%s is %s', (url, name) => {
    expect(socialName(url)).toBe(name);
  });
  it('capitalizes the name of a host it does not know', () => {
    expect(socialName('https://smokesignals.example/kinders')).toBe('Smokesignals');
  });
});

describe('socialLinks', () => {
  it('keeps the content order and the addresses as given', () => {
    expect(socialLinks(['https://www.instagram.com/a', 'https://www.facebook.com/b'])).toEqual([
      { href: 'https://www.instagram.com/a', name: 'Instagram' },
      { href: 'https://www.facebook.com/b', name: 'Facebook' },
    ]);
  });
});
