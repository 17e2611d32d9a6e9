/**
 * npm run content:check (and the first step of npm run build): checks every content file against
 * its rules and prints one line per problem naming the file, the entry and the field. Exits 1 on
 * any problem, so a broken file never reaches a deployment.
 *   CONTENT_ROOT=path  check another content folder (the folder that holds content/)
 */
import path from 'node:path';
import { contentRoot } from '@/lib/content/paths';
import { contentProblems } from '@/lib/content/check';
import { recordFiles } from '@/lib/content/records';

const root = contentRoot();
// Pictures are served from the project's public/ (and, for a scratch content folder, its own).
const problems = contentProblems(root, [path.join(root, 'public'), path.join(process.cwd(), 'public')]);
if (problems.length) {
  console.error(`Content check failed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${root}/content\n`);
  for (const p of problems) console.error(`  ${p}`);
  console.error('\nFix the file (or edit it in the web editor at /keystatic), then run npm run content:check again.');
  process.exit(1);
}
console.log(`Content check passed: ${recordFiles(root).length} record files, the page copy and the long copy.`);
