/**
 * SAMPLE CONTENT: the our-story page (SPEC section 2: 1946, the 80s, the next chapter, today).
 * The business's own history and photographs replace these words and the illustrations.
 */
import { business } from './business';

export type StorySection = {
  id: string;
  era: string;
  headline: string;
  paragraphs: string[];
  imageUrl: string;
  imageAlt: string;
};

export const storyIntro = {
  eyebrow: `Family-owned since ${business.founded}`,
  headline: 'Our Story',
  lead: 'Three generations, one family, and the same promise we started with: no one leaves hungry.',
};

export const storySections: StorySection[] = [
  {
    id: 'story-1946',
    era: String(business.founded),
    headline: 'A Meat Market in San Pablo',
    paragraphs: [
      `In ${business.founded}, a Navy veteran home from the Pacific opened a meat market and deli in San Pablo, CA. He cut every steak to order, knew his customers by name and made sandwiches for the working crews that lined up at lunch.`,
      'The rule behind the counter was simple, and it is still ours: give people honest meat, a fair price and enough food that no one leaves hungry.',
    ],
    imageUrl: '/images/story/1946.webp',
    imageAlt: 'The original San Pablo meat market with its hand-painted sign',
  },
  {
    id: 'story-1980s',
    era: 'The 80s',
    headline: 'The Ball Tip Takes Off',
    paragraphs: [
      'In the 80s the next generation put a smoker out back. They rubbed the ball tip, a little-known cut of sirloin, with the family seasoning, smoked it low and slow and sliced it thin onto fresh-baked bread.',
      'The ball-tip sandwich became the one people drove across the county for, and new shops opened to keep up with the lines.',
    ],
    imageUrl: '/images/story/1980s.webp',
    imageAlt: 'A ball-tip sandwich on a fresh roll beside the smoker',
  },
  {
    id: 'story-next-chapter',
    era: 'The next chapter',
    headline: 'Sauces and Spices',
    paragraphs: [
      'Customers kept asking to take the flavour home, so the family started bottling it: mild, hot and extra-hot BBQ sauces, dry rubs and marinades made from the recipes used in every shop.',
      'Today the sauces and spices have their own shop, and the marinated meats at our butcher counters are ready for your grill.',
    ],
    imageUrl: '/images/story/next-chapter.webp',
    imageAlt: 'Bottles of mild, hot and extra-hot BBQ sauce next to jars of rub',
  },
  {
    id: 'story-today',
    era: 'Today',
    headline: 'Seven East Bay Shops',
    paragraphs: [
      'Today the family runs seven shops across the East Bay, with a butcher counter, a full deli and BBQ smoked on site in every one, plus a catering team that feeds everything from office lunches to weddings.',
      `Bread is still baked fresh every morning. Veterans and active-duty military still get ${business.veteransDiscountPercent}% off. And no one leaves hungry.`,
    ],
    imageUrl: '/images/story/today.webp',
    imageAlt: 'The crew of a present-day shop behind a full deli counter',
  },
];
