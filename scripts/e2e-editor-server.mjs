// The editor tests' server: copies content/ to a fresh CONTENT_ROOT (the folder the editor saves
// into), then runs the production build there with the editor in local mode.
//   CONTENT_ROOT=/tmp/x PORT=3510 node scripts/e2e-editor-server.mjs
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.CONTENT_ROOT;
if (!root || path.resolve(root) === project) throw new Error('CONTENT_ROOT must be a scratch folder, not the project');
rmSync(root, { recursive: true, force: true });
cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });

const next = spawn(path.join(project, 'node_modules/.bin/next'), ['start', '-p', process.env.PORT ?? '3510', '-H', '127.0.0.1'], { cwd: project, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
