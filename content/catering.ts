/** SAMPLE CONTENT: the catering page's copy, images and guest stories (menus live in catering-menus.ts). */
export const cateringPage = {
  hero: {
    eyebrow: 'Catering since 1946',
    title: 'BBQ for Every Crowd',
    text: 'From office lunches to weddings for five hundred, we smoke it, pack it, bring it or grill it on site. Tell us about your event and our team will get in touch within 24 hours.',
    image: { src: '/images/catering/hero.webp', width: 1920, height: 900 },
    mobileImage: { src: '/images/catering/hero-mobile.webp', width: 828, height: 1100 },
  },
  services: [
    {
      type: 'pickup' as const,
      title: 'PickUp',
      text: 'Order ahead and pick up hot, ready-to-serve trays at any of our seven shops.',
      image: '/images/catering/pickup.webp',
      menus: 'pickup-delivery' as const,
    },
    {
      type: 'delivery' as const,
      title: 'Delivery',
      text: 'We bring the trays, the sauce and the serving utensils to your office, home or park.',
      image: '/images/catering/delivery.webp',
      menus: 'pickup-delivery' as const,
    },
    {
      type: 'onsite' as const,
      title: 'On-Site',
      text: 'Our crew rolls in with the grill, cooks on site and serves your guests hot off the fire.',
      image: '/images/catering/onsite.webp',
      menus: 'onsite' as const,
    },
  ],
  pitmaster: {
    title: 'Meet the Pitmasters',
    text: 'Our pitmasters learned the craft the family way: red oak, patience and a rub we have kept since the first shop opened. The ball tip that made us famous is seasoned, smoked and sliced by the same hands that will cook for your guests.',
    image: '/images/catering/pitmaster.webp',
  },
  guests: [
    { quote: 'Three hundred guests and not one empty plate. The ball tip was gone in twenty minutes and everyone asked who did the food.', name: 'Maria G.', event: 'Wedding in Martinez', image: '/images/catering/guest-1.webp' },
    { quote: 'They set up, served and cleaned up before our awards started. Our team still talks about the tri-tip.', name: 'Devon R.', event: 'Company picnic in Concord', image: '/images/catering/guest-2.webp' },
    { quote: 'From the first call to the last rib, easy. Grandpa said it tasted like the Kinder’s he grew up with.', name: 'The Alvarez family', event: '80th birthday in Brentwood', image: '/images/catering/guest-3.webp' },
  ],
  faq: [
    { question: 'How far ahead should I order catering?', answer: 'For pickup and delivery, please order 48-72 hours ahead. For on-site catering, contact us 1-2 weeks before your event; popular dates book earlier.' },
    { question: 'When is the holiday menu available?', answer: 'Our holiday catering menu is available November 1 to December 31.' },
    { question: 'What costs extra?', answer: 'Ribs, tri-tip, beverages and desserts are available at an extra cost on every catering menu.' },
    { question: 'How soon will I hear back about my quote?', answer: 'Our catering team gets in touch within 24 hours of your request.' },
    { question: 'Do you offer a discount for veterans?', answer: 'Yes. Veterans and active-duty military get 15% off.' },
  ],
};
