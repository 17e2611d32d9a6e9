/**
 * SAMPLE CONTENT: the rewards page (/rewards). The loyalty program itself (sign-up, punches,
 * points, vouchers) is run by an external loyalty service; its sign-up and sign-in addresses
 * are in content/business.ts (or REWARDS_SIGNUP_URL / REWARDS_SIGNIN_URL).
 */
import type { FaqItem } from '@/lib/seo/json-ld';
import { business } from './business';

export const rewardsPage = {
  hero: {
    image: '/images/rewards/hero.webp',
    mobileImage: '/images/rewards/hero-mobile.webp',
    eyebrow: `${business.shortName} Rewards`,
    heading: 'Eat BBQ. Earn BBQ.',
    text: 'Earn a punch for every entrée and a point for every dollar on everything else. Join free and your first fries or tots are on us.',
  },
  joinLabel: `Join ${business.shortName} Rewards`,
  signInLabel: 'Already enrolled? Sign in here',
  cardsHeading: 'How rewards work',
  cards: [
    {
      title: 'How It Works',
      items: [
        'Sign up free online with your phone number.',
        'Every entrée earns 1 punch on your Frequent Buyer Card.',
        'Everything else earns 1 point per $1 spent, including raw meat from the butcher counter and catering.',
      ],
    },
    {
      title: 'What You Can Earn',
      items: [
        'Free fries or tots, just for signing up.',
        '12 punches give you a free entrée.',
        '300 points give you a $15 voucher, good on any purchase.',
      ],
    },
    {
      title: 'How to Redeem',
      items: [
        'At checkout, log in with your phone number.',
        'Tell the cashier you want to redeem your free entrée or voucher.',
        'Sign in online anytime to see your punches, points and vouchers.',
      ],
    },
  ],
  managedNote:
    'Rewards accounts are run by our loyalty partner: signing up, signing in and your balance all live on their site, which opens in a new tab.',
  faq: [
    {
      question: `Does it cost anything to join ${business.shortName} Rewards?`,
      answer: 'No. Joining is free, and new members get free fries or tots when they sign up.',
    },
    {
      question: 'How do I earn punches and points?',
      answer:
        'You earn 1 punch for every entrée and 1 point for every $1 you spend on everything else, including raw meat from the butcher counter and catering.',
    },
    {
      question: 'What do my punches and points turn into?',
      answer: '12 punches give you a free entrée. 300 points give you a $15 voucher that you can use on any purchase.',
    },
    {
      question: 'How do I use my rewards in the shop?',
      answer: 'Log in with your phone number at checkout and tell the cashier you would like to redeem your free entrée or voucher.',
    },
    {
      question: 'Where do I check my punches, points and vouchers?',
      answer:
        'Select "Already enrolled? Sign in here" on this page. Your rewards account is managed by our loyalty partner, so it opens on their site.',
    },
  ] satisfies FaqItem[],
};
