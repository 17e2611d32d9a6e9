/**
 * SAMPLE CONTENT: the words and pictures around the menu (the categories and items themselves
 * live in content/menu.ts and the database).
 */
export const menuIntro = {
  eyebrow: 'Smoked daily, sliced to order',
  headline: 'Our Menu',
  lead: 'Hot BBQ sandwiches on bread baked every morning, deli classics, salads, sides and meats by the pound.',
  specialsLink: { label: "See Today's Special", href: '/daily-specials' },
};

/** The butcher-counter hero after the menu; its image switches at 1023px (SPEC section 9). */
export const butcherHero = {
  imageUrl: '/images/menu/butcher-hero.webp',
  mobileImageUrl: '/images/menu/butcher-hero-mobile.webp',
  imageAlt: 'A butcher case of fresh and marinated cuts under warm lights',
  eyebrow: 'The butcher counter',
  headline: 'Take the Pit Home',
  copyText: 'Fresh and marinated meats cut by our butchers in every shop: ball tip in the house marinade, tri-tip, ribeye and sausages made in-house.',
  buttonLabel: 'Shop the Counter',
  buttonUrl: '/menu/butcher-counter',
};
