/** The locations page: list, map and distances (content/pages/locations.json). Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/locations.json';
import type { LocationsCopy } from '@/lib/content/schemas/copy';

export const locationsCopy = data as LocationsCopy;
