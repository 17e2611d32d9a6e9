/**
 * One of the project's commands run as an operator runs it (tsx scripts/<name>.ts), for the tests
 * of what it prints and how it exits: its exit code, standard output and standard error, whether
 * it succeeded or not.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, timeout = 180_000) {
  try {
    const { stdout, stderr } = await run(path.resolve('node_modules/.bin/tsx'), [script, ...args], { env, timeout });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
