/**
 * The web editor's API in local mode: every save, however its address is written, is checked
 * (where it comes from, then the content rules) before anything is written.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withFreshEnv } from '@/lib/testing/fresh-env';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-api-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Each test starts from the project's content, whatever an earlier one managed to write.
afterEach(() => cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true }));

// A legal page of the content, whichever it is, and its words.
const page = () => {
  const file = `content/legal/${readdirSync(path.join(root, 'content/legal')).find((f) => f.endsWith('.mdoc'))}`;
  return { file, text: readFileSync(path.join(root, file), 'utf8') };
};
/** A save of `file` as `text`, as the editor's page sends it (base64url, plus `headers`). */
const save = (address: string, file: string, text: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${address}`, {
    method: 'POST',
    headers: { host: '127.0.0.1', 'content-type': 'application/json', 'no-cors': '1', ...headers },
    body: JSON.stringify({ additions: [{ path: file, contents: Buffer.from(text).toString('base64url') }], deletions: [] }),
  });
/** The route as a server with the editor in local mode on `root` answers `request`. */
const answer = (request: Request) =>
  withFreshEnv({ KEYSTATIC_LOCAL: '1', CONTENT_ROOT: root }, async () => (await import('./route'))[request.method as 'GET' | 'POST'](request));

// The editor's handler decodes each part of the address and ignores empty ones: all of these save.
const SAVE_ADDRESSES = ['/api/keystatic/update', '/api/keystatic/%75pdate', '/api/keystatic/upd%61te', '/api/keystatic//update/'];

it.each(SAVE_ADDRESSES)('refuses a save to %s sent from another site, and writes nothing', async (address) => {
  const { file, text } = page();
  const res = await answer(save(address, file, `${text}\nAdded by another site.\n`, { 'sec-fetch-site': 'cross-site' }));
  expect(res.status).toBe(403);
  expect(await res.text()).toMatch(/^Refused: /);
  expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
});

it.each(SAVE_ADDRESSES)('refuses a save to %s that breaks a content rule, in words, and writes nothing', async (address) => {
  const { file, text } = page();
  const broken = text.replace(/^---\n[\s\S]*?\n---\n/, '---\n{}\n---\n');
  expect(broken).not.toBe(text);
  const res = await answer(save(address, file, broken));
  expect(res.status).toBe(400);
  expect(await res.text()).toContain(file);
  expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
});

it('answers an address that cannot be decoded with a clear error, not a crash', async () => {
  const { file, text } = page();
  const bad = '/api/keystatic/%E0%A4%A';
  for (const res of [await answer(save(bad, file, text)), await answer(new Request(`http://127.0.0.1${bad}`, { headers: { 'no-cors': '1' } }))]) {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining(`${bad}: it is not valid percent-encoding`) });
  }
  expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
});
