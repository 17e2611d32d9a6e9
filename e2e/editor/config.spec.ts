import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createReader } from '@keystatic/core/reader';
import { keystaticConfig } from '../../keystatic.config';

/**
 * The editor opens every content file of the checkout: each collection entry and singleton
 * parses under the editor's fields (same keys, types and rules), so no file is one the editor
 * cannot show or would rewrite differently. Runs in Node with Keystatic's own reader, no browser.
 */
const reader = createReader(process.cwd(), keystaticConfig({ kind: 'local' }));

/** What the editor read, as the file would hold it: an empty optional field is no key at all. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [k, withoutEmpty(v)]),
    );
  }
  return value;
}

/** A file's JSON with the same empty values left out, so the two compare key for key. */
const fileJson = (file: string) => withoutEmpty(JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')));

for (const name of Object.keys(reader.singletons)) {
  test(`the editor reads the singleton ${name}`, async () => {
    expect(await reader.singletons[name].read()).not.toBeNull();
  });
}

for (const name of Object.keys(reader.collections)) {
  test(`the editor reads every entry of ${name}`, async () => {
    const collection = reader.collections[name];
    const slugs = await collection.list();
    // Every entry the folder holds (the business may have none of some, such as open jobs).
    const folder = path.join(process.cwd(), path.dirname(config.collections[name].path!));
    expect(slugs.length).toBe(existsSync(folder) ? readdirSync(folder).filter((n) => /\.(json|mdoc)$/.test(n)).length : 0);
    for (const slug of slugs) expect(await collection.read(slug, { resolveLinkedFiles: true }), slug).not.toBeNull();
  });
}

// Each data file reads back key for key: a content key the editor has no field for would vanish
// the first time an editor saves the file.
const config = keystaticConfig({ kind: 'local' }) as {
  singletons: Record<string, { path?: string }>;
  collections: Record<string, { path?: string; slugField: string; format?: unknown }>;
};
const jsonFile = (pattern: string, slug?: string) => `${slug === undefined ? pattern : pattern.replace('*', slug)}.json`;

for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
  test(`the editor has a field for every key of the singleton ${name}`, async () => {
    const file = jsonFile(singleton.path!);
    expect(withoutEmpty(await reader.singletons[name].read()), file).toEqual(fileJson(file));
  });
}

for (const [name, collection] of Object.entries(config.collections ?? {})) {
  if (collection.format && typeof collection.format === 'object' && 'contentField' in collection.format) continue; // Markdoc pages: their front matter is read above
  test(`the editor has a field for every key of each entry of ${name}`, async () => {
    for (const slug of await reader.collections[name].list()) {
      const file = jsonFile(collection.path!, slug);
      const read = withoutEmpty(await reader.collections[name].read(slug)) as Record<string, unknown>;
      // The slug field names the file; the file need not repeat it.
      const stored = fileJson(file) as Record<string, unknown>;
      const expected = collection.slugField in stored ? stored : { ...stored, [collection.slugField]: read[collection.slugField] };
      expect(read, file).toEqual(expected);
    }
  });
}
