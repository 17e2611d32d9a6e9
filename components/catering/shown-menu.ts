import 'server-only';
import type { CateringMenu } from '@/lib/data/catering-menus';
import { menuBudget } from '@/lib/domain/catering';

/**
 * A catering menu as its modal shows it, its price per person and minimum ("$18.99 per person ·
 * 25 guests minimum") written out on the server; the modals, client code, take it as words. Every
 * menu's modal is in the page, closed, so a line formatted in the browser would make the page's
 * first Intl formatter while it starts on a phone, a long task in the middle of hydration. Server
 * only, so that no client module can bring the formatting back.
 */
export type ShownCateringMenu = CateringMenu & { budget: string };

export function shownCateringMenus(menus: CateringMenu[]): ShownCateringMenu[] {
  return menus.map((m) => ({ ...m, budget: menuBudget(m) }));
}
