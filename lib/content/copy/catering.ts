/** The catering page's words and pictures (content/pages/catering.json); the menus come from the database. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/catering.json';
import type { CateringCopy } from '@/lib/content/schemas/copy';

export const cateringCopy = data as CateringCopy;
