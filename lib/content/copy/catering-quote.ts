/** The catering quote page and its form (content/pages/catering-quote.json). Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/catering-quote.json';
import type { CateringQuoteCopy } from '@/lib/content/schemas/copy';

export const cateringQuoteCopy = data as CateringQuoteCopy;
