/**
 * SAMPLE CONTENT. The business facts the site shows. Phones use the fictional 555-01xx range and
 * every service address is on example.com; replace them with the real ones before launch.
 * External service URLs can also be set through the environment (see .env.example).
 */
export const business = {
  name: "Kinder's Meats, Deli & BBQ",
  shortName: "Kinder's",
  legalName: "Kinder's Meats, Deli & BBQ, Inc.",
  copyrightYear: 2025,
  founded: 1946,
  tagline: 'No One Leaves Hungry.',
  description:
    'Family-owned since 1946: smoked BBQ, the famous ball-tip sandwich, a full deli, a butcher counter and catering across seven East Bay shops.',
  veteransDiscountPercent: 15,
  responseHours: 24,
  email: 'hello@example.com',
  cateringEmail: 'catering@example.com',
  corporateOffice: {
    title: 'Restaurant & Catering Office',
    address1: '2000 Commerce Ave, Suite 100',
    city: 'Concord',
    state: 'CA',
    zip: '94520',
    phone: '(925) 555-0110',
    email: 'office@example.com',
    hours: 'Mon-Fri 8 AM to 4:30 PM',
  },
  /** The on-site catering office's phone, shown after a quote request without a chosen shop. */
  cateringOfficePhone: '(925) 555-0111',
  saucesOffice: {
    title: 'Spices & Sauces Office',
    address1: '2000 Commerce Ave, Suite 200',
    city: 'Concord',
    state: 'CA',
    zip: '94520',
    phone: '(925) 555-0120',
    email: 'sauces@example.com',
    hours: 'Mon-Fri 8 AM to 4:30 PM',
  },
  storeHoursSummary: 'Daily 8:30 AM to 9:00 PM',
  external: {
    saucesShopUrl: 'https://sauces.example.com/',
    rewardsSignUpUrl: 'https://rewards.example.com/join',
    rewardsSignInUrl: 'https://rewards.example.com/sign-in',
    careersApplyBaseUrl: 'https://jobs.example.com/apply',
  },
  social: ['https://www.facebook.com/example', 'https://www.instagram.com/example'],
} as const;
