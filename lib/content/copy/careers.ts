/** The careers pages (content/pages/careers.json); the openings come from the database. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/careers.json';
import type { CareersCopy } from '@/lib/content/schemas/copy';

export const careersCopy = data as CareersCopy;
