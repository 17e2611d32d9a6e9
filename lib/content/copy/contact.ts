/** The contact page and its message form (content/pages/contact.json). Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/contact.json';
import type { ContactCopy } from '@/lib/content/schemas/copy';

export const contactCopy = data as ContactCopy;
