import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Tag, type RenderableTreeNode } from '@markdoc/markdoc';
import { getLegalDocument, getStoryChapters } from './documents';

const names = (nodes: RenderableTreeNode[]) => nodes.map((n) => (Tag.isTag(n) ? n.name : typeof n));

describe('documents read from a content folder', () => {
  let root: string;
  const write = (file: string, frontMatter: unknown, body: string) => {
    mkdirSync(path.dirname(path.join(root, 'content', file)), { recursive: true });
    writeFileSync(path.join(root, 'content', file), `---\n${JSON.stringify(frontMatter, null, 2)}\n---\n${body}`);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'documents-'));
    process.env.CONTENT_ROOT = root;
    const chapter = { headline: 'H', image: '/images/story/a.webp', imageAlt: 'A' };
    write('story/b-later.mdoc', { ...chapter, era: 'Later', order: 2 }, 'Second.\n');
    write('story/a-first.mdoc', { ...chapter, era: 'First', order: 1 }, 'One.\n\nTwo with a [link](/menu).\n');
    const legal = { title: 'Terms', description: 'D', keywords: ['k'], dateLabel: 'Effective date', numbered: true };
    write(
      'legal/terms.mdoc',
      { ...legal, date: '2025-06-04' },
      'Intro one.\n\nIntro two.\n\n## Acceptance of These Terms {% #acceptance %}\n\nBody.\n\n- Phone: [(925) 555-0110](tel:9255550110)\n- Mail: somewhere\n\n## Links to Other Sites\n\nMore.\n',
    );
  });
  afterAll(() => {
    delete process.env.CONTENT_ROOT;
    rmSync(root, { recursive: true, force: true });
  });

  it('orders the story chapters by their position, each with its anchor and paragraphs', () => {
    const chapters = getStoryChapters();
    expect(chapters.map((c) => [c.era, c.id])).toEqual([
      ['First', 'story-a-first'],
      ['Later', 'story-b-later'],
    ]);
    expect(names(chapters[0].body)).toEqual(['p', 'p']);
  });

  it('cuts a legal page into its intro and its sections, with the anchors the headings name', () => {
    const doc = getLegalDocument('terms');
    expect(doc).toMatchObject({ title: 'Terms', path: '/terms', date: '2025-06-04', dateText: 'June 4, 2025', numbered: true });
    expect(names(doc.intro)).toEqual(['p', 'p']);
    expect(doc.sections.map((s) => [s.id, s.heading, names(s.body)])).toEqual([
      ['acceptance', 'Acceptance of These Terms', ['p', 'ul']],
      ['links-to-other-sites', 'Links to Other Sites', ['p']],
    ]);
    const list = doc.sections[0].body[1] as Tag;
    const phone = (list.children[0] as Tag).children;
    expect(phone[0]).toBe('Phone: ');
    expect(phone[1]).toMatchObject({ name: 'a', attributes: { href: 'tel:9255550110' }, children: ['(925) 555-0110'] });
  });

  it('says which legal document is missing', () => {
    expect(() => getLegalDocument('cookies')).toThrow('content/legal/cookies.mdoc is missing.');
  });
});
