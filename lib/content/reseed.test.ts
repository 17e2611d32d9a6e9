/**
 * After a save in the web editor's local mode, the next page view shows the change: the database
 * is reseeded, cached reads are dropped, and so are the story chapters and legal pages this
 * process had read (outside `npm run dev` they are read once per process).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revalidateTag } from 'next/cache';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { documentSlugs } from './check-copy';
import { getLegalDocument, getStoryChapters } from './documents';
import { splitFrontMatter } from './front-matter';
import { reseedFromFiles } from './reseed';

// Outside a Next.js request there is no cache to revalidate; what is tested is the documents.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'reseed-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  process.env.CONTENT_ROOT = root;
  await openTestDb();
}, 60_000);
afterAll(async () => {
  await closeTestDb();
  delete process.env.CONTENT_ROOT;
  rmSync(root, { recursive: true, force: true });
});

/** Changes one front-matter field of a content file, as a save in the editor would. */
function edit(file: string, field: string, value: string) {
  const full = path.join(root, file);
  const { frontMatter, body } = splitFrontMatter(readFileSync(full, 'utf8'));
  writeFileSync(full, `---\n${JSON.stringify({ ...(frontMatter as object), [field]: value }, null, 2)}\n---\n${body}`);
}

it('shows an edited story chapter and legal page after the reseed, without a restart', async () => {
  expect(process.env.NODE_ENV).not.toBe('development');
  const chapter = getStoryChapters()[0];
  const [legalSlug] = documentSlugs(path.join(root, 'content/legal'));
  const legal = getLegalDocument(legalSlug);
  edit(`content/story/${chapter.slug}.mdoc`, 'headline', `${chapter.headline} (edited)`);
  edit(`content/legal/${legalSlug}.mdoc`, 'title', `${legal.title} (edited)`);
  // Read once per process: the edit is not seen yet.
  expect(getStoryChapters()[0].headline).toBe(chapter.headline);

  await reseedFromFiles();

  expect(revalidateTag).toHaveBeenCalled();
  expect(getStoryChapters().find((c) => c.slug === chapter.slug)?.headline).toBe(`${chapter.headline} (edited)`);
  expect(getLegalDocument(legalSlug).title).toBe(`${legal.title} (edited)`);
});
