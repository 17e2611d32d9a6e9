/** SAMPLE CONTENT: the gift card balance page (/balance). The widget itself is configured in the environment. */
export const balancePage = {
  eyebrow: 'Gift cards',
  heading: 'Gift Card Balance',
  intro: "See what's left on your gift card to spend on smoked ball tip, tri-tip and everything else.",
  cardImage: '/images/balance/card.webp',
  cardImageAlt: "A Kinder's gift card",
  /** Shown when the balance checker cannot load; the office phone number follows it. */
  unavailableText:
    'Any of our shops can check your balance at the counter, and your last receipt shows what is left on the card. You can also call our office at',
  tips: [
    'Gift cards work at all seven of our shops.',
    'Keep your card: its number is on the back, and you need it to check the balance.',
    'In California, a gift card with less than $10 left can be redeemed for cash at the counter.',
  ],
};
