/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require"]}
 */
// Runs under the react-server condition, as Next runs server components, so React's cache() is
// the real per-render cache.
import { PassThrough } from 'node:stream';
import { createElement } from 'react';
// @ts-expect-error -- Next's vendored Flight server has no type declarations
import { renderToPipeableStream } from 'next/dist/compiled/react-server-dom-turbopack/server.node';

// The data cache (unstable_cache) only exists inside Next's request scope: here it calls through.
jest.mock('next/cache', () => ({ unstable_cache: (fn: (...a: unknown[]) => unknown) => fn }));
jest.mock('@/lib/db', () => ({ dbIdentity: () => 'test' }));
jest.mock('@/lib/db/seed', () => ({ contentHash: () => 'hash' }));
jest.mock('@/lib/testing/server-hooks', () => ({ testFault: async () => null }));

import { cachedRead } from './cache';

function render(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (c) => (html += c));
    out.on('end', () => resolve(html));
    out.on('error', reject);
    renderToPipeableStream(element, {}, { onError: reject }).pipe(out);
  });
}

describe('cachedRead', () => {
  it('reads once per server render however many components ask, and again on the next render', async () => {
    const source = jest.fn(async (slug: string) => ({ slug, loadedAt: Math.random() }));
    const read = cachedRead('things', source, null);

    async function Page() {
      const [a, b] = await Promise.all([read('x'), read('x')]);
      const c = await read('x');
      const other = await read('y');
      return createElement('p', null, `${a === b && b === c} ${other?.slug}`);
    }

    expect(await render(createElement(Page))).toContain('true y');
    expect(source.mock.calls).toEqual([['x'], ['y']]);

    await render(createElement(Page));
    expect(source).toHaveBeenCalledTimes(4);
  });

  it('calls through every time outside a render (API routes)', async () => {
    const source = jest.fn(async () => [1, 2, 3]);
    const read = cachedRead('list', source, []);
    await read();
    await read();
    expect(source).toHaveBeenCalledTimes(2);
  });
});
