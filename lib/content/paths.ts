import path from 'node:path';

/** The folder that holds content/: the project folder, or CONTENT_ROOT (the tests' second content set). */
export function contentRoot(): string {
  return process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : process.cwd();
}
