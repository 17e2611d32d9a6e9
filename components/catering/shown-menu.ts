import type { CateringMenu } from '@/lib/data/catering-menus';
import { menuBudget } from '@/lib/domain/catering';

/**
 * A catering menu as its modal shows it, its price per person and minimum ("$18.99 per person ·
 * 25 guests minimum") already written out on the server. Every menu's modal is in the page,
 * closed, so formatting them in the browser made the page's first Intl formatters while it
 * started: about 17 ms of a phone-sized load's main thread here, in the middle of hydration.
 */
export type ShownCateringMenu = CateringMenu & { budget: string };

export function shownCateringMenus(menus: CateringMenu[]): ShownCateringMenu[] {
  return menus.map((m) => ({ ...m, budget: menuBudget(m) }));
}
