/** A shop's page and the page for a shop that does not exist (content/pages/location.json). Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/location.json';
import type { LocationCopy } from '@/lib/content/schemas/copy';

export const locationCopy = data as LocationCopy;
