/**
 * The page-copy fields refuse what the copy schemas refuse, with the schema's words: in GitHub
 * mode the editor's own checks are the only ones before the content branch's build.
 */
import type { ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';
import { copyFiles, documentFiles } from '@/lib/content/schemas/copy';
import { editorProblem, type EditorField } from '@/lib/testing/editor-fields';
import { headingAnchor, legalPages, pages, PLACEHOLDERS, storyChapters } from './copy';
import { schemaProblem } from './fields/checks';
import cases from './copy.test.cases.json';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The field and the zod schema of one value, by its path ("corporateOffice.zip", "social.0"). */
function leafAt(fields: Record<string, ComponentSchema>, schema: z.ZodType, path: string): { field: EditorField; schema: z.ZodType } {
  let field = { kind: 'object', fields } as ComponentSchema;
  for (const step of path.split('.')) {
    if (field.kind === 'array') {
      field = field.element;
      schema = defOf(schema).element!;
    } else if (field.kind === 'object') {
      field = field.fields[step];
      schema = defOf(schema).shape![step];
    }
  }
  return { field: field as unknown as EditorField, schema };
}

/** Each page and document of the editor, with the schema its files are checked with. */
const EDITED: [string, Record<string, ComponentSchema>, z.ZodType][] = [
  ...Object.entries(pages).map(([name, page]): [string, Record<string, ComponentSchema>, z.ZodType] => [
    name,
    page.schema,
    copyFiles.find((f) => `content/${f.file}` === `${page.path}.json`)!.schema,
  ]),
  ['storyChapters', storyChapters.schema, documentFiles.find((d) => d.dir === 'story')!.frontMatter],
  ['legalPages', legalPages.schema, documentFiles.find((d) => d.dir === 'legal')!.frontMatter],
];
const edited = (name: string) => EDITED.find(([n]) => n === name)!;

/**
 * By the rule they break: [page, path, a value the schema refuses, a value it accepts], as the
 * file stores them (null: left out of the file).
 */
const CASES = Object.entries(cases as unknown as Record<string, [string, string, unknown, unknown][]>);

describe.each(CASES)("a page-copy field refuses what its schema refuses, in the schema's words: %s", (_, rows) => {
  it.each(rows.map(([page, path, refused, accepted]) => ({ page, path, refused, accepted: accepted ?? undefined })))(
    '$page: $path refuses $refused and accepts $accepted',
    ({ page, path, refused, accepted }) => {
      const [, fields, schema] = edited(page);
      const leaf = leafAt(fields, schema, path);
      const message = schemaProblem(leaf.schema, refused);
      expect(message).toBeDefined();
      expect(editorProblem(leaf.field, refused)).toBe(message);
      expect(schemaProblem(leaf.schema, accepted)).toBeUndefined();
      expect(editorProblem(leaf.field, accepted)).toBeUndefined();
    },
  );
});

/** Values as a file may store them, for a sweep of every text, number and link of the copy. */
const STRINGS = [undefined, 'Plain words', '   ', '{name}', '{hours} hours', 'x@kinders.com', 'x@kinders.com.', '(925) 555-0110', 'CA', '94520', '$$', '/catering', 'catering', '//elsewhere.example', 'https://kinders.example/a', 'ftp://kinders.example', '/video/a.mp4'];
const NUMBERS = [undefined, -1, 0, 1, 24, 61, 101, 1799, 2025, 2201];

/** The documents' file names are the entry's name and address, a field of their own. */
const FILE_NAMES = new Set(['headline', 'title']);

/** Every value field of a page with its schema: texts, numbers and links (not photos, dates, choices or file names). */
function* leaves(fields: Record<string, ComponentSchema>, schema: z.ZodType, documents: boolean, path = ''): Generator<[string, EditorField, z.ZodType]> {
  for (const [key, field] of Object.entries(fields)) {
    const inner = defOf(schema).shape?.[key];
    if (!inner || (documents && !path && FILE_NAMES.has(key))) continue;
    const at = path ? `${path}.${key}` : key;
    if (field.kind === 'object') yield* leaves(field.fields, inner, documents, at);
    else if (field.kind === 'array') yield* leaves({ 0: field.element }, { def: { type: 'object', shape: { 0: defOf(inner).element } } } as unknown as z.ZodType, documents, at);
    else if (field.kind === 'form' && field.formKind !== 'asset' && key !== 'date' && ['string', 'number', 'optional'].includes(defOf(inner).type)) {
      yield [at, field as unknown as EditorField, inner];
    }
  }
}

describe('every text, number and link of the copy agrees with its schema', () => {
  it.each(EDITED)('%s', (name, fields, schema) => {
    const found = [...leaves(fields, schema, !(name in pages))];
    expect(found.length).toBeGreaterThan(0);
    for (const [path, field, leaf] of found) {
      for (const stored of defOf(leaf).type === 'number' ? NUMBERS : STRINGS) {
        const refused = schemaProblem(leaf, stored) !== undefined;
        expect([path, stored, editorProblem(field, stored) !== undefined]).toEqual([path, stored, refused]);
      }
    }
  });
});

describe("a heading's anchor in the editor", () => {
  it('refuses what the content check refuses, and takes none or lower-case words joined by hyphens', () => {
    const field = headingAnchor as unknown as EditorField;
    for (const refused of ['Contact Us', 'contact us', 'Contact', 'contact_us', '-contact', 'contact--us']) {
      expect(editorProblem(field, refused)).toMatch(/^Anchor must be lower-case letters/);
    }
    for (const accepted of [undefined, '', 'contact', 'contact-us', 'section-2']) expect(editorProblem(field, accepted)).toBeUndefined();
  });
});

describe('a sentence that may name a value in braces', () => {
  type Leaf = { path: string[]; schema: z.ZodType };
  /** Every value of a copy schema, with its path (a list's entries share the list's path). */
  function* leaves(schema: z.ZodType, path: string[] = []): Generator<Leaf> {
    const def = defOf(schema) as Def & { innerType?: z.ZodType };
    if (def.type === 'object') for (const [key, inner] of Object.entries(def.shape!)) yield* leaves(inner, [...path, key]);
    else if (def.type === 'array') yield* leaves(def.element!, path);
    else if (def.type === 'optional') yield* leaves(def.innerType!, path);
    else yield { path, schema };
  }
  /** The names a text may put in braces, as its refusal of an unknown one lists them. */
  const allowed = (schema: z.ZodType) => schemaProblem(schema, '{nosuchvalue}')?.match(/may name only (.*); the page cannot/)?.[1].split(', ') ?? [];

  it('says, next to the field, what fills each name in', () => {
    const missing: string[] = [];
    let named = 0;
    for (const { file, schema } of copyFiles) {
      const page = file.replace(/^.*\//, '').replace(/\.json$/, '');
      for (const leaf of leaves(schema)) {
        const key = `${page}:${leaf.path.join('.')}`;
        for (const name of allowed(leaf.schema)) {
          named += 1;
          if (!PLACEHOLDERS[key]?.includes(name)) missing.push(`${key} ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The names were read from the schemas' refusals: a reworded refusal must not leave none.
    expect(named).toBeGreaterThan(10);
  });
});
