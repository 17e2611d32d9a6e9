/**
 * SAMPLE CONTENT: the words and pictures of the catering quote page (/catering/request-quote)
 * and its form. The texts SPEC fixes word for word (the title, the form's headings and buttons,
 * the error messages) live with the code that shows them; everything here is free to change.
 */
import type { FaqItem } from '@/lib/seo/json-ld';
import type { CateringOption } from '@/lib/validation/choices';

export const cateringQuotePage = {
  eyebrow: 'Catering since 1946',
  /** SPEC: the team gets in touch within 24 hours (business.responseHours). */
  promise: (hours: number) =>
    `Tell us about your event and our catering team will get in touch within ${hours} hours with a quote built around your crowd, your menu and your budget.`,
  description:
    'Request a BBQ catering quote for pickup, delivery or on-site catering in the East Bay. Tell us about your event and our team gets in touch within 24 hours.',
  keywords: ['catering quote', 'BBQ catering quote', 'East Bay catering', 'on-site BBQ catering', 'catering delivery', 'Concord catering'],
  hero: {
    image: { src: '/images/catering/hero.webp', width: 1920, height: 900 },
    mobileImage: { src: '/images/catering/hero-mobile.webp', width: 828, height: 1100 },
  },
  /** A line under each catering option's name. */
  optionDescriptions: {
    'Delivery Catering': 'Hot trays brought to your office, home or park.',
    'Pickup Catering': 'Ready to go at the shop of your choice.',
    'On-Site Catering': 'Our crew grills and serves at your venue.',
  } satisfies Record<CateringOption, string>,
  hints: {
    guestSize: 'An estimate is fine.',
    eventLocation: 'The venue name and address, or the city if it is not booked yet.',
    eventDetails: 'Menu ideas, timing, dietary needs, anything that helps us quote.',
  },
  sent: {
    text: (hours: number) => `Thank you! Your catering request is in, and our team will get in touch within ${hours} hours.`,
    callShop: (shop: string) => `Questions before then? Call our ${shop} shop:`,
    callOffice: 'Questions before then? Call our on-site catering office:',
    again: 'Send Another Request',
  },
  steps: {
    heading: 'How it works',
    items: [
      { title: 'Tell us about your event', text: 'The date, the crowd and how you want it served. A few lines are plenty.' },
      { title: 'We call you within 24 hours', text: 'A real person from our catering team, with a menu and a quote.' },
      { title: 'We fire up the pit', text: 'Red oak, fresh bread and the ball tip we have smoked since 1946.' },
    ],
  },
  call: {
    heading: 'Rather talk it through?',
    text: 'Call our catering office, Monday to Friday, 8 AM to 4:30 PM.',
  },
  faq: [
    { question: 'How far ahead should I request catering?', answer: 'For pickup and delivery catering, please order 48-72 hours ahead. For on-site catering, contact us 1-2 weeks before your event; popular dates book earlier.' },
    { question: 'When is the holiday menu available?', answer: 'Our holiday catering menu is available November 1 to December 31.' },
    { question: 'How soon will I hear back?', answer: 'Our catering team gets in touch within 24 hours of your request.' },
    { question: 'Which catering option should I choose?', answer: 'Pickup Catering: hot trays ready at the shop you choose. Delivery Catering: we bring the trays to you. On-Site Catering: our crew cooks and serves at your venue.' },
  ] satisfies FaqItem[],
};
