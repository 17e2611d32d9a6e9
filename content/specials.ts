/** SAMPLE CONTENT: the daily specials (Thursday has two) and the home page's special line. */
import type { homepageSpecials, specials } from '@/lib/db/schema';

export type SpecialContent = typeof specials.$inferInsert;

export const specialContent: SpecialContent[] = [
  { id: 'sp_monday', dayOfWeek: 'monday', name: 'Meatball Monday', description: 'Hot meatball sandwich with marinara and melted provolone on a Dutch crunch roll, with a side of fries.', heroImageSrc: '/images/specials/monday.webp', label: 'Order Meatballs', sortOrder: 0 },
  { id: 'sp_tuesday', dayOfWeek: 'tuesday', name: 'Tri-Tip Tuesday', description: 'Our Santa Maria tri-tip sandwich with a side and a fountain drink for one special price.', heroImageSrc: '/images/specials/tuesday.webp', label: null, sortOrder: 0 },
  { id: 'sp_wednesday', dayOfWeek: 'wednesday', name: 'Rib Night Wednesday', description: 'Half rack of smoked spareribs with BBQ beans and coleslaw.', heroImageSrc: null, label: 'Order Ribs', sortOrder: 0 },
  { id: 'sp_thursday_1', dayOfWeek: 'thursday', name: 'Pulled Pork Thursday', description: 'Pulled pork sandwich topped with coleslaw, with tots and a drink.', heroImageSrc: '/images/specials/thursday.webp', label: null, sortOrder: 0 },
  { id: 'sp_thursday_2', dayOfWeek: 'thursday', name: 'Hot Link Combo', description: 'Two Louisiana style hot links on a soft roll with potato salad.', heroImageSrc: null, label: 'Order the Combo', sortOrder: 1 },
  { id: 'sp_friday', dayOfWeek: 'friday', name: 'Ball Tip Friday', description: 'The famous ball-tip sandwich with fries and a fountain drink: the best way to end the week.', heroImageSrc: '/images/specials/friday.webp', label: 'Order Ball Tip', sortOrder: 0 },
  { id: 'sp_saturday', dayOfWeek: 'saturday', name: 'Saturday Family Pack', description: 'Two pounds of ball tip, two large sides and six fresh rolls to feed the crew.', heroImageSrc: null, label: null, sortOrder: 0 },
  { id: 'sp_sunday', dayOfWeek: 'sunday', name: 'Sunday Smoked Chicken', description: 'Half a smoked chicken with two sides and a roll.', heroImageSrc: '/images/specials/sunday.webp', label: null, sortOrder: 0 },
];

export const homepageSpecialContent: (typeof homepageSpecials.$inferInsert)[] = specialContent
  .filter((s) => s.sortOrder === 0)
  .map((s) => ({ id: `hs_${s.dayOfWeek}`, dayOfWeek: s.dayOfWeek, description: `${s.name}: ${s.description}` }));
