import path from 'node:path';
import sharp from 'sharp';
import { business } from '@/lib/content/copy/business';
import { absoluteUrl, buildMetadata, DEFAULT_OG_IMAGE, DEFAULT_OG_IMAGE_SIZE } from './metadata';

const base = 'https://www.example.com';

describe('buildMetadata', () => {
  const meta = buildMetadata({ title: 'Menu', description: 'Our menu', keywords: ['bbq', 'deli', 'ball tip'], canonicalUrl: '/menu' }, base);

  it('joins keywords with commas', () => expect(meta.keywords).toBe('bbq, deli, ball tip'));
  it('makes a relative canonical absolute on the site host', () => expect(meta.alternates?.canonical).toBe('https://www.example.com/menu'));
  it('keeps an absolute canonical as is', () => {
    expect(buildMetadata({ title: 't', description: 'd', canonicalUrl: 'https://other.example.com/x' }, base).alternates?.canonical).toBe('https://other.example.com/x');
  });
  it('defaults robots to "index, follow" and uses "noindex, nofollow" with noIndex', () => {
    expect(meta.robots).toBe('index, follow');
    expect(buildMetadata({ title: 't', description: 'd', noIndex: true }, base).robots).toBe('noindex, nofollow');
  });
  it('sets og type website, locale en_US, the site name and the default share jpg', () => {
    expect(meta.openGraph).toMatchObject({ type: 'website', locale: 'en_US', siteName: business.name, url: 'https://www.example.com/menu' });
    expect(JSON.stringify(meta.openGraph)).toContain('https://www.example.com/images/og-default.jpg');
  });
  it('names the business as author and sets region CA, country US', () => {
    expect(meta.authors).toEqual([{ name: business.name }]);
    expect(meta.other).toMatchObject({ region: 'CA', country: 'US', 'geo.region': 'US-CA' });
  });
  it('passes a custom share image and og type through', () => {
    const m = buildMetadata({ title: 't', description: 'd', ogImage: '/images/x.jpg', ogType: 'article' }, base);
    expect(m.openGraph).toMatchObject({ type: 'article' });
    expect(JSON.stringify(m.openGraph)).toContain('https://www.example.com/images/x.jpg');
  });
  it("declares the default share picture's size, its real one, and no size for a page's own picture", async () => {
    const file = await sharp(path.join(process.cwd(), 'public', DEFAULT_OG_IMAGE)).metadata();
    expect({ width: file.width, height: file.height }).toEqual(DEFAULT_OG_IMAGE_SIZE);
    expect(meta.openGraph?.images).toEqual([{ url: 'https://www.example.com/images/og-default.jpg', ...DEFAULT_OG_IMAGE_SIZE, alt: business.name }]);
    // A menu category's picture is 4:3, not the default's 1200 x 630: a wrong size is worse than none.
    expect(buildMetadata({ title: 't', description: 'd', ogImage: '/images/menu/sides.webp' }, base).openGraph?.images).toEqual([{ url: 'https://www.example.com/images/menu/sides.webp', alt: business.name }]);
  });
  it('omits keywords when none are given', () => expect(buildMetadata({ title: 't', description: 'd' }, base).keywords).toBeUndefined());
});

describe('absoluteUrl', () => {
  it('joins paths to a base with or without a trailing slash', () => {
    expect(absoluteUrl('/a', 'https://x.example.com/')).toBe('https://x.example.com/a');
    expect(absoluteUrl('a', 'https://x.example.com')).toBe('https://x.example.com/a');
  });
});
