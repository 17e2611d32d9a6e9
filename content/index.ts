/** Everything the seed writes to the database. Edit these files, then reseed (see README). */
export { locationContent, holidayOverrides } from './locations';
export { menuCategoryContent, menuItemContent } from './menu';
export { specialContent, homepageSpecialContent } from './specials';
export { careerContent } from './careers';
export { homepageVariants } from './homepage';
export { cateringMenuContent } from './catering-menus';
