/**
 * SAMPLE CONTENT: home page hero variants. A variant without dates is always eligible; a dated
 * one (business time zone, inclusive) wins while it runs when its priority is higher.
 */
import type { homepageContent } from '@/lib/db/schema';
import { business } from '@/lib/content/copy/business';

export type HomepageContentRow = typeof homepageContent.$inferInsert;

export const homepageVariants: HomepageContentRow[] = [
  {
    id: 'home_everyday',
    imageUrl: '/images/hero/default.webp',
    mobileImageUrl: '/images/hero/default-mobile.webp',
    headingOne: `Welcome to ${business.name}!`,
    headingTwo: 'No One Leaves Hungry.',
    headingThree: 'Smoked daily since 1946. Family-owned. Community-loved. Consistently delicious.',
    priority: 0,
    startsOn: null,
    endsOn: null,
    active: true,
  },
  {
    id: 'home_holidays_2026',
    imageUrl: '/images/hero/holiday.webp',
    mobileImageUrl: '/images/hero/holiday-mobile.webp',
    headingOne: 'Holiday Catering Is Here',
    headingTwo: 'Let Us Cook the Feast.',
    headingThree: 'Smoked turkey, ham and tri-tip dinners, November 1 to December 31.',
    priority: 10,
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
    active: true,
  },
];
