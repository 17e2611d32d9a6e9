/**
 * Every rule the content must pass, one line per problem naming the file, the entry and the
 * field: what `npm run content:check` (the first step of every build) and the web editor's save
 * check apply, so the editor refuses exactly what a build would.
 */
import { checkCopy } from './check-copy';
import { pictureProblems } from './pictures';
import { checkRecords } from './records';
import { linkProblems } from './site-links';

/** `publicDirs`: the folders the site serves the pictures from. */
export const contentProblems = (root: string, publicDirs: string[]): string[] => [
  ...checkRecords(root),
  ...checkCopy(root),
  ...pictureProblems(root, publicDirs),
  ...linkProblems(root),
];
