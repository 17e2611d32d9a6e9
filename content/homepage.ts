/**
 * SAMPLE CONTENT: the hero's built-in fallback, shown when no hero variant (content/home-heroes)
 * is active or the data fails.
 */
import { business } from './business';

export const homepageFallback = {
  contentId: 'component-fallback',
  imageUrl: '/images/hero/default.webp',
  mobileImageUrl: '/images/hero/default-mobile.webp',
  headingOne: `Welcome to ${business.name}!`,
  headingTwo: 'No One Leaves Hungry.',
  headingThree: 'Family-owned. Community-loved. Consistently delicious.',
} as const;
