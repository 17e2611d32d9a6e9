/**
 * SAMPLE CONTENT: menu categories and items. Names follow the shops' menus over the years;
 * descriptions and prices are invented. Photos are original illustrations in /images/menu.
 */
import type { menuCategories, menuItems } from '@/lib/db/schema';

export type MenuCategoryContent = typeof menuCategories.$inferInsert;
export type MenuItemContent = typeof menuItems.$inferInsert;

type Item = [name: string, description: string, priceCents: number | null, tags?: string[]];
type Category = { slug: string; category: string; description: string; label?: string; items: Item[] };

const categories: Category[] = [
  {
    slug: 'bbq-sandwiches',
    category: 'BBQ Sandwiches',
    description: 'Hot off the pit on bread baked fresh every morning, with mayo, lettuce, tomato and our mild BBQ sauce.',
    label: 'See the Sandwiches',
    items: [
      ['Famous Ball Tip Sandwich', 'Our signature: tender ball-tip sirloin, slow-smoked and sliced thin, piled high on a toasted roll.', 1399],
      ['BBQ Beef', 'Shredded beef simmered in our BBQ sauce until it falls apart.', 1249],
      ['Pulled Pork', 'Hickory-smoked pork shoulder, hand-pulled and topped with crunchy coleslaw.', 1249],
      ['Louisiana Style Hot Link', 'A spicy split hot link, grilled and smothered in BBQ sauce.', 1149],
      ['Grilled Chicken Breast', 'Marinated chicken breast grilled to order.', 1249],
      ['California Chicken Club', 'Grilled chicken with bacon, melted Jack cheese and fresh avocado.', 1449],
    ],
  },
  {
    slug: 'deli-sandwiches',
    category: 'Deli Sandwiches',
    description: 'Built to order on your choice of wheat, soft roll, wheat roll, sourdough roll, sliced sourdough or Dutch crunch.',
    items: [
      ['Roasted Turkey', 'House-roasted turkey breast with the works.', 1149],
      ['Black Forest Ham', 'Smoky Black Forest ham sliced to order.', 1099],
      ['Roast Beef', 'Rare roast beef, thin-sliced at the counter.', 1199],
      ['Italian Dry Salami', 'Peppery dry salami with provolone.', 1099],
      ['Combination', 'Turkey, ham, roast beef and salami: the deli in one sandwich.', 1299],
      ['Vegetarian', 'Cream cheese, walnuts, spinach, peppers and cucumber.', 999, ['vegetarian']],
    ],
  },
  {
    slug: 'salads',
    category: 'Salads',
    description: 'Big, fresh and made every morning.',
    items: [
      ['BBQ Chicken Salad', 'Smoked chicken over greens with corn, tomato, crispy onions and BBQ ranch.', 1349],
      ['Chicken Caesar', 'Grilled chicken, romaine, parmesan and croutons.', 1299],
      ['Cobb', 'Turkey, bacon, egg, avocado, tomato and blue cheese.', 1399],
      ['Tossed Green', 'Mixed greens, tomato, cucumber and carrot with your choice of dressing.', 799, ['vegetarian']],
    ],
  },
  {
    slug: 'bbq-by-the-pound',
    category: 'BBQ by the Pound',
    description: 'Feed the family: our smoked meats by the pound, sliced or whole.',
    items: [
      ['Ball Tip', 'Smoked ball-tip sirloin, sliced or whole, per pound.', 2299],
      ['Tri-Tip', 'Santa Maria style tri-tip, per pound.', 2499],
      ['Pork Spareribs, Full Rack', 'A full rack of slow-smoked spareribs, sauced or dry.', 3299],
      ['Rib Sampler', 'Half rack of spareribs with a hot link and BBQ beef.', 2599],
      ['BBQ Chicken, Half', 'A half chicken, smoked and glazed.', 1299],
    ],
  },
  {
    slug: 'sides',
    category: 'Sides',
    description: 'The classics that belong next to BBQ.',
    items: [
      ['Potato Salad', 'Our family recipe, creamy with a little mustard.', 499, ['vegetarian']],
      ['BBQ Beans', 'Slow-baked beans with brisket ends.', 499],
      ['Coleslaw', 'Crisp and tangy.', 449, ['vegetarian']],
      ['Fries', 'Golden, crispy and salted just right.', 449, ['vegetarian']],
      ['Tots', 'Crunchy potato tots.', 449, ['vegetarian']],
      ['Macaroni Salad', 'Old-school deli macaroni salad.', 499, ['vegetarian']],
    ],
  },
  {
    slug: 'burgers',
    category: 'Burgers',
    description: 'Fresh-ground Angus from our own butcher counter.',
    items: [
      ['Double Angus Cheeseburger', 'Two Angus patties, American cheese, pickles and our sauce.', 1499],
      ['BBQ Bacon Burger', 'Angus patty, bacon, cheddar, onion rings and BBQ sauce.', 1449],
      ['Classic Burger', 'Angus patty with lettuce, tomato, onion and mayo.', 1199],
    ],
  },
  {
    slug: 'butcher-counter',
    category: 'Butcher Counter',
    description: 'Fresh and marinated meats cut by our butchers, ready for your grill.',
    label: 'Visit the Counter',
    items: [
      ['Marinated Ball Tip', 'Our signature cut in our house marinade, per pound.', 1399],
      ['Marinated Tri-Tip', 'Ready for the grill, per pound.', 1499],
      ['Ribeye Steak', 'Hand-cut USDA Choice ribeye, per pound.', 2199],
      ['House Sausages', 'Hot links, Italian and bratwurst made in-house, per pound.', 899],
      ['Fresh Ground Chuck', 'Ground fresh every morning, per pound.', 799],
    ],
  },
  {
    slug: 'family-meals',
    category: 'Family Meals',
    description: 'Dinner for four to six, with meats, sides and fresh rolls.',
    items: [
      ['Ball Tip Family Pack', 'Two pounds of ball tip, two large sides and six rolls.', 6499],
      ['Rib & Chicken Combo', 'A full rack of ribs, a whole smoked chicken and two large sides.', 6999],
      ['Sandwich Party Pack', 'Eight half sandwiches of your choice with chips.', 5999],
    ],
  },
  {
    slug: 'kids',
    category: 'Kids',
    description: 'For the little BBQ fans, 12 and under. Served with fries or tots and a drink.',
    items: [
      ['Kids Hot Dog', 'An all-beef hot dog on a soft roll.', 699],
      ['Kids Grilled Cheese', 'Melted American cheese on sourdough.', 699, ['vegetarian']],
      ['Kids Chicken Strips', 'Three crispy chicken strips with ranch.', 799],
    ],
  },
  {
    slug: 'drinks-and-desserts',
    category: 'Drinks & Desserts',
    description: 'Something cold and something sweet.',
    items: [
      ['Fountain Drink', 'Refills on us in the shop.', 299],
      ['Fresh Lemonade', 'Squeezed in the shop every morning.', 399],
      ['Chocolate Chip Cookie', 'Big, soft and baked daily.', 249, ['vegetarian']],
      ['Peach Cobbler', 'Warm cobbler with a crumbly top.', 549, ['vegetarian']],
    ],
  },
];

const idOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export const menuCategoryContent: MenuCategoryContent[] = categories.map((c, i) => ({
  id: `cat_${idOf(c.slug)}`,
  slug: c.slug,
  category: c.category,
  description: c.description,
  label: c.label ?? null,
  photoSrc: `/images/menu/${c.slug}.webp`,
  photos: [`/images/menu/${c.slug}.webp`],
  sortOrder: i,
}));

export const menuItemContent: MenuItemContent[] = categories.flatMap((c) =>
  c.items.map(([name, description, priceCents, tags], i) => ({
    id: `item_${idOf(c.slug)}_${idOf(name)}`,
    categoryId: `cat_${idOf(c.slug)}`,
    name,
    description,
    // Spaced by ten so the business can slot new items between existing ones.
    orderBy: (i + 1) * 10,
    photoSrc: `/images/menu/${c.slug}.webp`,
    photos: [`/images/menu/${c.slug}.webp`],
    priceCents,
    dietaryTags: tags ?? [],
  })),
);
