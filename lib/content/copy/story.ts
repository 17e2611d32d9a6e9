/** The story page's intro and closing (content/pages/story.json); its chapters are content/story/*.mdoc. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/story.json';
import type { StoryCopy } from '@/lib/content/schemas/copy';

export const storyCopy = data as StoryCopy;
