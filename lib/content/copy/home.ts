/** The home page's words and pictures (content/pages/home.json); the hero itself comes from the database. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/home.json';
import type { HomeCopy } from '@/lib/content/schemas/copy';

export const homeCopy = data as HomeCopy;
