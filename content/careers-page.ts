/**
 * SAMPLE CONTENT: the words and pictures of the careers pages (/careers and /careers/{id}).
 * The openings themselves live in content/careers.ts (seeded into the database). Image paths
 * point at public/images/careers; swap in real team photos without touching code.
 */
import type { FaqItem } from '@/lib/seo/json-ld';

export type CareersImage = { src: string; alt: string };

export const careersPage = {
  eyebrow: 'Join our team',
  tagline: 'Serve With Heart. Grill With Pride.',
  intro:
    "We've been feeding the East Bay since 1946, and every sandwich still goes out the way Grandpa made them: fresh bread, honest portions and a smile. If you like good food, good people and a busy lunch rush, you'll fit right in.",
  /** Two of these are shown on each visit, chosen at random (SPEC section 9). */
  images: [
    { src: '/images/careers/team-1.webp', alt: 'Team members sharing a laugh behind the deli counter' },
    { src: '/images/careers/team-2.webp', alt: 'A pit cook slicing smoked ball tip on the cutting board' },
    { src: '/images/careers/team-3.webp', alt: 'A butcher trimming fresh cuts at the meat counter' },
    { src: '/images/careers/team-4.webp', alt: 'A counter team member handing a guest a sandwich with a smile' },
    { src: '/images/careers/team-5.webp', alt: 'The crew loading catering trays into the van' },
  ] satisfies CareersImage[],
  findRole: {
    heading: 'Find Your Perfect Role',
    text: "We hire full-time and part-time restaurant team members at all seven shops and at our catering office: counter and deli crew, pit cooks, butchers, drivers and shift leaders. No experience? We'll teach you. Years on the line? We'd love to learn from you.",
  },
  perks: {
    heading: 'Perks for full-time team members',
    items: [
      { title: 'Medical and dental', text: 'Health and dental coverage for you, with options for your family.' },
      { title: '401(k) with company match', text: 'Save for later, and we add to it.' },
      { title: 'Career growth', text: 'Most of our shift leads and managers started at the counter.' },
      { title: 'Employee discounts', text: 'Money off meals, meats and catering for you and your family.' },
    ],
  },
  benefitCards: {
    heading: 'Why people stay',
    items: [
      { title: 'Shift meals', text: "Nobody works hungry here. Lunch is on us when you're on the clock." },
      { title: 'Flexible schedules', text: 'Mornings, evenings or weekends: we build schedules around school and family.' },
      { title: 'Training from day one', text: 'Learn the smoker, the slicer and the knife from people who have done it for decades.' },
      { title: 'Family since 1946', text: 'Still family-owned, still local. You are a name here, not a number.' },
    ],
  },
  openings: {
    heading: 'Current open positions',
    empty:
      "We don't have any open positions right now. New roles open up often, so check back soon, or stop by any of our shops and say hello.",
  },
  /** schema.org jobBenefits and the list on each opening's page, by employment type. */
  jobBenefits: {
    fullTime: ['Medical and dental insurance', '401(k) with company match', 'Paid time off', 'Shift meals', 'Employee discounts', 'Career growth and training'],
    partTime: ['Flexible schedules', 'Shift meals', 'Employee discounts', 'Paid sick leave', 'Training and a path to full-time'],
  },
  faq: [
    {
      question: "What kinds of jobs does Kinder's hire for?",
      answer:
        'We hire full-time and part-time restaurant team members: counter and deli crew, BBQ pit cooks, butchers and meat cutters, catering drivers, shift leads and managers.',
    },
    {
      question: 'Do I need restaurant experience to apply?',
      answer:
        "Not for most counter and deli roles. We train every new team member on our recipes, food safety and the way we take care of guests. Pit, butcher and management roles list the experience they need.",
    },
    {
      question: 'What benefits do full-time team members get?',
      answer: 'Full-time team members get medical and dental coverage, a 401(k) with company match, career growth and employee discounts.',
    },
    {
      question: 'How do I apply?',
      answer:
        'Choose a position in the list of current open positions and select Apply Now. The application opens on our hiring partner\'s site and takes about ten minutes.',
    },
    {
      question: "I don't see a role that fits. Can I still reach out?",
      answer: 'Yes. Openings change often, so check back soon, or stop by any shop and ask for the manager on duty.',
    },
  ] satisfies FaqItem[],
};
