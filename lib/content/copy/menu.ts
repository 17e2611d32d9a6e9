/** The words and pictures around the menu (content/pages/menu.json); categories and items come from the database. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/menu.json';
import type { MenuCopy } from '@/lib/content/schemas/copy';

export const menuCopy = data as MenuCopy;
