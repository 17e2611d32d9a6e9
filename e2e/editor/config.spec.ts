import { expect, test } from '@playwright/test';
import { createReader } from '@keystatic/core/reader';
import { keystaticConfig } from '../../keystatic.config';

/**
 * The editor opens every content file of the checkout: each collection entry and singleton
 * parses under the editor's fields (same keys, types and rules), so no file is one the editor
 * cannot show or would rewrite differently. Runs in Node with Keystatic's own reader, no browser.
 */
const reader = createReader(process.cwd(), keystaticConfig({ kind: 'local' }));

for (const name of Object.keys(reader.singletons)) {
  test(`the editor reads the singleton ${name}`, async () => {
    expect(await reader.singletons[name].read()).not.toBeNull();
  });
}

for (const name of Object.keys(reader.collections)) {
  test(`the editor reads every entry of ${name}`, async () => {
    const collection = reader.collections[name];
    const slugs = await collection.list();
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(await collection.read(slug, { resolveLinkedFiles: true }), slug).not.toBeNull();
  });
}
