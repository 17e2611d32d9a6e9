/**
 * A California business writes American English: the content and the code's words use
 * "neighborhood", "flavor", "color", "center", never the British forms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const FOLDERS = ['content', 'components', 'app', 'lib', 'keystatic', 'scripts', 'e2e', 'docs'];
const BRITISH = /\b(neighbour\w*|flavour\w*|colour\w*|favourite\w*|honour\w*|behaviour\w*|centre[sd]?|centred|organis\w+|recognis\w+|apologis\w+|realis\w+|normalis\w+|initialis\w+|stylis\w+|(?:mis)?diall\w*)\b/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(json|mdoc|tsx?|css|mjs|md)$/.test(name) && full !== __filename ? [full] : [];
  });
}

it('uses American spelling in the content and the code', () => {
  const found = FOLDERS.flatMap((folder) => files(path.join(ROOT, folder))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const m = BRITISH.exec(line);
        return m ? [`${path.relative(ROOT, file)}:${i + 1}: ${m[0]}`] : [];
      }),
  );
  expect(found).toEqual([]);
});
