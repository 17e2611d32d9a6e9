/** The business's own facts: names, offices, e-mail, external links (content/site/business.json). Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/site/business.json';
import type { BusinessCopy } from '@/lib/content/schemas/copy';

export const business = data as BusinessCopy;
