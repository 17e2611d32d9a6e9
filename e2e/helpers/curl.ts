import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { bypassHeaders } from './target';

const run = promisify(execFile);

export type CurlAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One request through curl, for methods Node's fetch and Playwright's request refuse to send
 * (TRACE, TRACK, PROPFIND …), to the suite's target only (it carries the deployment's bypass
 * headers). Headers come back lower-cased.
 */
export async function curl(url: string, method: string, headers: Record<string, string> = {}): Promise<CurlAnswer> {
  const sent = { ...(await bypassHeaders()), ...headers };
  const args = ['-s', '-i', '--max-time', '20', '-X', method, ...Object.entries(sent).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await run('curl', args, { maxBuffer: 4 * 1024 * 1024 });
  const split = stdout.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = stdout.slice(0, split).split('\r\n');
  const headerMap = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers: headerMap, body: stdout.slice(split + 4) };
}
