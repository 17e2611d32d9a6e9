/**
 * SAMPLE CONTENT: catering menus (SPEC section 9). The structure follows the business's menus;
 * item lists and wording are ours. Ribs, tri-tip, beverages and desserts cost extra.
 */
import type { cateringMenus } from '@/lib/db/schema';

export type CateringMenuContent = typeof cateringMenus.$inferInsert;

const sides = 'Choose 2 side salads: potato salad, macaroni salad, coleslaw, green salad, BBQ beans or pasta salad.';
const extras = 'Ribs, tri-tip, beverages and desserts are available at an extra cost.';
const meats = 'Meats: ball tip, BBQ chicken, pulled pork, BBQ beef, hot links or roasted turkey.';

export const cateringMenuContent: CateringMenuContent[] = [
  { id: 'cm_one_meat', service: 'pickup-delivery', title: 'Choose 1 Meat', summary: 'One smoked meat, two side salads and fresh rolls.', body: [meats, 'Choose 1 meat.', sides, 'Served with fresh rolls, BBQ sauce, plates, napkins and utensils.', extras], sortOrder: 0 },
  { id: 'cm_two_meats', service: 'pickup-delivery', title: 'Choose 2 Meats', summary: 'Two smoked meats, two side salads and fresh rolls.', body: [meats, 'Choose 2 meats.', sides, 'Served with fresh rolls, BBQ sauce, plates, napkins and utensils.', extras], sortOrder: 1 },
  { id: 'cm_three_meats', service: 'pickup-delivery', title: 'Choose 3 Meats', summary: 'Three smoked meats, two side salads and fresh rolls.', body: [meats, 'Choose 3 meats.', sides, 'Served with fresh rolls, BBQ sauce, plates, napkins and utensils.', extras], sortOrder: 2 },
  { id: 'cm_deli_trays', service: 'pickup-delivery', title: 'Deli Trays', summary: 'Build-your-own sandwich trays.', body: ['Sliced turkey, ham, roast beef and salami.', 'Jack, cheddar and Swiss cheeses.', 'Lettuce, tomato, onion, pickles, mayo and mustard.', 'Fresh rolls and sliced breads.', 'Small serves 10-15, large serves 20-25.'], sortOrder: 3 },
  { id: 'cm_sandwich_trays', service: 'pickup-delivery', title: 'Sandwich Trays', summary: 'Ready-made sandwiches cut in halves.', body: ['A mix of our hot BBQ and deli sandwiches, cut in halves.', 'Includes the famous ball-tip sandwich.', 'Add side salads by the pound.', 'Small serves 10-12, large serves 20-24.'], sortOrder: 4 },
  { id: 'cm_most_requested', service: 'onsite', title: 'Most Requested', summary: 'Our most popular on-site BBQ.', body: ['Ball tip and BBQ chicken grilled on site.', 'Potato salad, green salad and BBQ beans.', 'Fresh rolls and butter.', 'Staff, grill and serving equipment included.', extras], sortOrder: 10 },
  { id: 'cm_down_home', service: 'onsite', title: 'Down Home', summary: 'Comfort BBQ for a relaxed crowd.', body: ['Pulled pork and hot links.', 'Macaroni salad, coleslaw and BBQ beans.', 'Cornbread.', extras], sortOrder: 11 },
  { id: 'cm_wedding_special', service: 'onsite', title: 'Wedding Special', summary: 'An elegant BBQ dinner for your big day.', body: ['Tri-tip and grilled chicken breast.', 'Caesar salad, pasta salad and roasted potatoes.', 'Garlic bread.', 'Buffet linens and chafing dishes.', 'Ribs, beverages and desserts are available at an extra cost.'], sortOrder: 12 },
  { id: 'cm_banquet_special', service: 'onsite', title: 'Banquet Special', summary: 'A full banquet spread.', body: ['Ball tip, BBQ chicken and hot links.', 'Green salad, potato salad and BBQ beans.', 'Fresh rolls.', extras], sortOrder: 13 },
  { id: 'cm_half_half_1', service: 'onsite', title: 'Half & Half Option 1', summary: 'Half ball tip, half BBQ chicken.', body: ['Ball tip and BBQ chicken.', 'Choose 2 side salads.', 'Fresh rolls.', extras], sortOrder: 14 },
  { id: 'cm_half_half_2', service: 'onsite', title: 'Half & Half Option 2', summary: 'Half ball tip, half pulled pork.', body: ['Ball tip and pulled pork.', 'Choose 2 side salads.', 'Fresh rolls.', extras], sortOrder: 15 },
  { id: 'cm_half_half_3', service: 'onsite', title: 'Half & Half Option 3', summary: 'Half BBQ chicken, half hot links.', body: ['BBQ chicken and hot links.', 'Choose 2 side salads.', 'Fresh rolls.', extras], sortOrder: 16 },
  { id: 'cm_custom', service: 'onsite', title: 'Custom Menu', summary: 'Tell us what you have in mind.', body: ['Work with our catering team to build a menu for your event, from breakfast to a whole-hog dinner.', 'Tell us about your event in the quote form and we will be in touch within 24 hours.'], sortOrder: 17 },
  { id: 'cm_holiday_1', service: 'onsite', title: 'Holiday Menu Option 1', summary: 'Smoked turkey dinner.', body: ['Smoked turkey with gravy.', 'Mashed potatoes, green beans and stuffing.', 'Rolls and cranberry sauce.', 'Available November 1 to December 31.'], availableFrom: '11-01', availableTo: '12-31', sortOrder: 18 },
  { id: 'cm_holiday_2', service: 'onsite', title: 'Holiday Menu Option 2', summary: 'Honey ham and tri-tip dinner.', body: ['Honey-glazed ham and tri-tip.', 'Roasted potatoes, Caesar salad and green beans.', 'Rolls and butter.', 'Available November 1 to December 31.'], availableFrom: '11-01', availableTo: '12-31', sortOrder: 19 },
];
