import { menuCategorySchema } from './records';

/** A category with only what every category needs, and the items given. */
const category = (names: string[]) => ({
  category: 'Sides',
  description: 'The classics.',
  photo: '/images/menu/sides.webp',
  order: 0,
  items: names.map((name) => ({ name, description: 'Good.' })),
});
const problems = (names: string[]) => {
  const result = menuCategorySchema.safeParse(category(names));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("a category's item names", () => {
  it('are each its own', () => {
    expect(problems(['Potato Salad', 'Coleslaw'])).toEqual([]);
  });

  it('name the very same name twice', () => {
    expect(problems(['Potato Salad', 'Potato Salad'])).toEqual(['items.1.name: Two items are named "Potato Salad"; each item needs its own name.']);
  });

  it('name both spellings when they differ only in case or punctuation', () => {
    expect(problems(['Potato Salad', 'Coleslaw', 'potato salad!'])).toEqual([
      'items.2.name: "potato salad!" reads as the same name as the item "Potato Salad" (case and punctuation do not count); each item needs its own name.',
    ]);
  });
});
