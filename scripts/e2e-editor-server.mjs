// The editor tests' server: copies content/ to a fresh CONTENT_ROOT (the folder the editor saves
// into), then runs the production build there with the editor in local mode.
//   CONTENT_ROOT=/tmp/x PORT=3510 node scripts/e2e-editor-server.mjs
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.CONTENT_ROOT;
// Only what the last run left in root is deleted before each start: the copy of content/ and the
// pictures the editor uploaded (public/), never root itself (which may be /tmp or a home folder);
// and root is never the project, a folder inside it, nor one that holds it.
const inside = (folder, parent) => !path.relative(parent, folder).startsWith('..') && !path.isAbsolute(path.relative(parent, folder));
if (!root || inside(path.resolve(root), project) || inside(project, path.resolve(root))) {
  throw new Error(`CONTENT_ROOT must be a scratch folder outside the project, not ${root ?? 'unset'}`);
}
for (const left of ['content', 'public']) rmSync(path.join(root, left), { recursive: true, force: true });
cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });

const next = spawn(path.join(project, 'node_modules/.bin/next'), ['start', '-p', process.env.PORT ?? '3510', '-H', '127.0.0.1'], { cwd: project, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
