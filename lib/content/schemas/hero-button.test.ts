import { homeSchema } from './copy';
import { homeHeroSchema } from './records';
import homeCopy from '@/content/pages/home.json';

/** A home page hero with only what every hero needs. */
const hero = { headingOne: 'One', headingTwo: 'Two', headingThree: 'Three', image: '/images/hero/default.webp', priority: 0, active: true };
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe("a home page hero's button", () => {
  it('is optional: a hero without one is whole', () => {
    expect(problems(homeHeroSchema.safeParse(hero))).toEqual([]);
  });

  it('has both its words and a page of this site, or neither', () => {
    expect(problems(homeHeroSchema.safeParse({ ...hero, buttonLabel: 'See the Menu', buttonUrl: '/menu' }))).toEqual([]);
    expect(problems(homeHeroSchema.safeParse({ ...hero, buttonLabel: 'See the Menu' }))).toEqual(['buttonUrl: Give the button both its words and its link, or neither.']);
    expect(problems(homeHeroSchema.safeParse({ ...hero, buttonUrl: '/menu' }))).toEqual(['buttonUrl: Give the button both its words and its link, or neither.']);
  });

  it('opens a page of this site, never another site', () => {
    for (const elsewhere of ['https://example.com/order', '//example.com/order']) {
      expect(problems(homeHeroSchema.safeParse({ ...hero, buttonLabel: 'Order', buttonUrl: elsewhere }))).toEqual(['buttonUrl: Button link must be a page of this site, such as /catering.']);
    }
  });

  it('follows the same rule on the hero shown when none is in use', () => {
    const plain = Object.fromEntries(Object.entries(homeCopy.heroFallback).filter(([key]) => !key.startsWith('button')));
    const withFallback = (heroFallback: object) => problems(homeSchema.safeParse({ ...homeCopy, heroFallback }));
    expect(withFallback(homeCopy.heroFallback)).toEqual([]);
    expect(withFallback(plain)).toEqual([]);
    expect(withFallback({ ...plain, buttonLabel: 'See the Menu', buttonUrl: '/menu' })).toEqual([]);
    expect(withFallback({ ...plain, buttonLabel: 'See the Menu' })).toEqual(['heroFallback.buttonUrl: Give the button both its words and its link, or neither.']);
  });
});
