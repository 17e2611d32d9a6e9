/**
 * SAMPLE CONTENT: the home page's copy blocks, feature boxes and sizzle video. Every image and
 * video path is here so the business can swap in photography and footage without code changes.
 * The hero itself comes from the database (content/homepage.ts seeds it).
 */
import { business } from './business';

/** SPEC section 3, "Copy block". */
export type CopyBlockContent = {
  imageUrl: string;
  imageAlt: string;
  headline: string;
  copyText: string[];
  reversed: boolean;
  buttonLabel: string;
  buttonUrl: string;
  colorMode: 'dark' | 'light';
  eyebrow?: string;
};

/** SPEC section 3, "Video": the desktop and the mobile source (plus a WebM of each and a poster). */
export type VideoContent = {
  imageUrl: string;
  imageUrlMobile: string;
  webmUrl: string;
  webmUrlMobile: string;
  posterUrl: string;
  label: string;
};

export const homeFeatureBoxes = {
  pickup: { title: 'Order Pickup', text: 'Skip the line: order ahead and grab it hot.' },
  delivery: { title: 'Order Delivery', text: 'Ball tip to your door from the shop nearest you.' },
  catering: { title: 'Request Catering', text: 'Trays to full on-site BBQ for your next event.', href: '/catering' },
  special: { title: "Today's Special", href: '/daily-specials' },
} as const;

export const homeGenerations: CopyBlockContent = {
  eyebrow: `Since ${business.founded}`,
  imageUrl: '/images/home/three-generations.webp',
  imageAlt: 'Three generations of the family behind the counter, carving smoked ball tip',
  headline: 'Three Generations at the Pit',
  copyText: [
    `It started in ${business.founded} with a Navy veteran, a meat market and deli in San Pablo, and a simple rule: no one leaves hungry.`,
    'Three generations later the same family still trims the ball tip, bakes the bread every morning and keeps the smokers going.',
  ],
  reversed: false,
  buttonLabel: 'Our Story',
  buttonUrl: '/our-story',
  colorMode: 'dark',
};

export const homeLocations: Omit<CopyBlockContent, 'imageUrl'> & { images: string[] } = {
  eyebrow: 'Seven East Bay shops',
  images: ['/images/home/locations-1.webp', '/images/home/locations-2.webp', '/images/home/locations-3.webp', '/images/home/locations-4.webp'],
  imageAlt: 'A neighbourhood shop with its red awning and smoke rising from the pit out back',
  headline: "There's One Near You",
  copyText: ['From Brentwood to Hercules, every shop has a butcher counter, a full deli and BBQ smoked on site.'],
  reversed: true,
  buttonLabel: 'Find a Shop',
  buttonUrl: '/locations',
  colorMode: 'dark',
};

export const homeVideo: VideoContent = {
  imageUrl: '/video/sizzle.mp4',
  imageUrlMobile: '/video/sizzle-mobile.mp4',
  webmUrl: '/video/sizzle.webm',
  webmUrlMobile: '/video/sizzle-mobile.webm',
  posterUrl: '/images/home/sizzle-poster.webp',
  label: 'Ball tip and ribs sizzling over the coals',
};

export const homeCommunity: CopyBlockContent = {
  eyebrow: 'Proud to serve',
  imageUrl: '/images/home/community.webp',
  imageAlt: 'A crowd sharing a BBQ lunch at a community picnic',
  headline: 'Feeding the Community',
  copyText: [
    'Little league banquets, school fundraisers, firehouse lunches: we show up with the smoker and feed the people who make the East Bay home.',
    `Veterans and active-duty military get ${business.veteransDiscountPercent}% off at every shop. Thank you for your service.`,
  ],
  reversed: false,
  buttonLabel: 'Plan Your Event',
  buttonUrl: '/catering',
  colorMode: 'dark',
};
