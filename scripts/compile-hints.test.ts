import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupScripts } from './compile-hints.mjs';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A build folder shaped like Next's: the root main files, two pages' manifests and their chunks. */
function fakeBuild(rootMainFiles: string[] = ['static/chunks/framework.js', 'static/chunks/runtime.js']) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  made.push(dist);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles }));
  const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`;
  write('server/app/(light)/menu/page_client-reference-manifest.js', manifest('/(light)/menu/page', {
    '[project]/app/layout': ['static/chunks/shell.js'],
    '[project]/app/(light)/error': ['static/chunks/shell.js', 'static/chunks/error.js'],
    '[project]/app/(light)/menu/page': ['static/chunks/shell.js', 'static/chunks/menu.js'],
  }));
  // The editor inside a route group: its address is /keystatic all the same.
  write('server/app/(admin)/keystatic/[[...params]]/page_client-reference-manifest.js', manifest('/(admin)/keystatic/[[...params]]/page', {
    '[project]/app/layout': ['static/chunks/shell.js'],
    '[project]/app/(admin)/keystatic/[[...params]]/page': ['static/chunks/editor.js'],
  }));
  for (const chunk of ['framework', 'runtime', 'shell', 'error', 'menu', 'editor', 'lazy-map', 'polyfills']) {
    write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${chunk}",1,function(){}]);`);
  }
  return dist;
}

const read = (dist: string, chunk: string) => fs.readFileSync(path.join(dist, 'static/chunks', chunk), 'utf8');

test("the scripts pages run as they start are every page's root files and its layouts', page's and boundaries' chunks", () => {
  const dist = fakeBuild();
  expect(startupScripts(dist)).toEqual(['framework', 'error', 'menu', 'runtime', 'shell'].sort().map((c) => `static/chunks/${c}.js`));
});

test('start-up scripts get the hint in front of their code; chunks loaded on demand, the editor and the polyfills do not', () => {
  const dist = fakeBuild();
  const before = read(dist, 'menu.js');
  const { marked } = addCompileHints(dist);
  expect(marked).toHaveLength(5);
  expect(read(dist, 'menu.js')).toBe(COMPILE_HINT + before);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  for (const chunk of ['editor.js', 'lazy-map.js', 'polyfills.js']) expect(read(dist, chunk).startsWith('//')).toBe(false);
});

test('marking twice changes nothing: a build folder marked before is left as it is', () => {
  const dist = fakeBuild();
  addCompileHints(dist);
  const once = read(dist, 'framework.js');
  expect(addCompileHints(dist)).toEqual({ marked: [], already: startupScripts(dist) });
  expect(read(dist, 'framework.js')).toBe(once);
});

test("a build whose manifests lack what is read fails, rather than shipping pages without the hint", () => {
  expect(() => startupScripts(fakeBuild([]))).toThrow('lists no rootMainFiles');
  const noPages = fakeBuild();
  fs.rmSync(path.join(noPages, 'server'), { recursive: true });
  expect(() => startupScripts(noPages)).toThrow('holds no page_client-reference-manifest.js');
  const noEntries = fakeBuild();
  fs.writeFileSync(path.join(noEntries, 'server/app/(light)/menu/page_client-reference-manifest.js'), 'globalThis.__RSC_MANIFEST = { "/(light)/menu/page": { clientModules: {} } };');
  expect(() => startupScripts(noEntries)).toThrow('no entryJSFiles for /(light)/menu/page');
});
