import { copyFileSync, cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCopy, copyFileProblems, documentSlugs } from './check-copy';
import { copyFiles, documentFiles, homeSchema } from './schemas/copy';

describe('the page copy and documents in content/', () => {
  it('all follow their schemas', () => {
    expect(checkCopy(process.cwd())).toEqual([]);
  });

  it('are all in the registry the content check goes through', () => {
    expect(copyFiles.map((f) => f.file)).toEqual(expect.arrayContaining(['site/business.json', 'pages/home.json', 'pages/story.json']));
    expect(documentFiles.map((d) => d.dir).sort()).toEqual(['legal', 'story']);
  });
});

describe('a broken content folder', () => {
  let root: string;
  const file = (name: string) => path.join(root, 'content', name);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaches into any field of the file
  const editJson = (name: string, change: (data: Record<string, any>) => void) => {
    const data = JSON.parse(readFileSync(file(name), 'utf8'));
    change(data);
    writeFileSync(file(name), JSON.stringify(data, null, 2));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'copy-check-'));
    cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the file and the field of a missing text', () => {
    editJson('pages/home.json', (d) => {
      d.generations.headline = '  ';
      delete d.featureBoxes.pickup.text;
    });
    const problems = checkCopy(root);
    expect(problems).toContain('content/pages/home.json: generations.headline: Headline is required.');
    expect(problems).toContain('content/pages/home.json: featureBoxes.pickup.text: Text is required.');
    expect(problems).toHaveLength(2);
  });

  it('names the entry of a list and refuses fields the schema does not know', () => {
    editJson('pages/catering.json', (d) => {
      d.guests[1].name = 'First Guest';
      d.guests[1].image = 'images/guest.webp';
      d.guests[2].name = 'Second Guest';
      d.guests[2].rating = 5;
    });
    const problems = checkCopy(root);
    expect(problems).toEqual([
      'content/pages/catering.json: guests[1] "First Guest" > image: Image must be an image path such as /images/home/community.webp.',
      expect.stringMatching(/^content\/pages\/catering\.json: guests\[2\] "Second Guest": .*rating/),
    ]);
  });

  it('refuses a placeholder the page does not fill in, and accepts the ones it does', () => {
    editJson('pages/catering-quote.json', (d) => {
      d.promise = 'We call within {hours} hours.';
      d.sent.callShop = 'Call {shop} at {phone}.';
      d.eyebrow = 'Since {founded}';
    });
    expect(checkCopy(root)).toEqual([
      'content/pages/catering-quote.json: eyebrow: Eyebrow cannot name a value in braces ({founded}): nothing fills it in here.',
      'content/pages/catering-quote.json: sent.callShop: Call-the-shop line may name only {shop}; the page cannot fill in {phone}.',
    ]);
  });

  it('says when a file is not JSON or is missing', () => {
    writeFileSync(file('pages/rewards.json'), '{ "hero": ');
    unlinkSync(file('pages/balance.json'));
    const problems = checkCopy(root);
    expect(problems).toContainEqual(expect.stringMatching(/^content\/pages\/rewards\.json: is not valid JSON/));
    expect(problems).toContain('content/pages/balance.json: is missing.');
  });

  it('names the document and the front matter field, and reports Markdoc errors with their line', () => {
    const terms = file('legal/terms-of-use.mdoc');
    const legal = readFileSync(terms, 'utf8');
    const dated = legal.replace(/"date": "\d{4}-\d{2}-\d{2}"/, '"date": "June 4"');
    expect(dated).not.toBe(legal); // the page has a date to break
    writeFileSync(terms, dated);
    const chapterName = `story/${documentSlugs(file('story'))[0]}.mdoc`;
    const chapter = file(chapterName);
    const text = readFileSync(chapter, 'utf8');
    writeFileSync(chapter, `${text}\n{% unknown-tag /%}\n`);
    const line = text.split('\n').length + 1;
    const problems = checkCopy(root);
    expect(problems).toContain('content/legal/terms-of-use.mdoc: front matter > date: Date must be a date written YYYY-MM-DD.');
    expect(problems).toContain(`content/${chapterName}: line ${line}: Undefined tag: 'unknown-tag'`);
    expect(problems).toHaveLength(2);
  });

  it('refuses a heading anchor that is not lower-case letters, digits and hyphens, and says what it should be', () => {
    const legal = file(`legal/${documentSlugs(file('legal'))[0]}.mdoc`);
    const text = readFileSync(legal, 'utf8');
    writeFileSync(legal, `${text}\n## Write To Us {% id="Contact Us" %}\n\nText.\n\n## Fine {% #fine-2 %}\n\nText.\n`);
    const line = text.split('\n').length + 1;
    expect(checkCopy(root)).toEqual([
      `content/legal/${path.basename(legal)}: line ${line}: the anchor "Contact Us" of the heading "Write To Us" must be lower-case letters (a-z), digits and hyphens between them, such as contact-us.`,
    ]);
  });

  it('needs every legal page and a front matter on each document', () => {
    unlinkSync(file('legal/privacy-policy.mdoc'));
    writeFileSync(file('story/1946.mdoc'), 'A chapter without front matter.\n');
    const problems = checkCopy(root);
    expect(problems).toContain('content/legal/privacy-policy.mdoc: is missing; its page needs it.');
    expect(problems).toContainEqual(expect.stringMatching(/^content\/story\/1946\.mdoc: must start with a line "---"/));
  });
  it('refuses a legal document that no page shows, such as a renamed or a new one; story chapters are free', () => {
    // A legal page renamed in the editor: its page loses it, and the new name has no page.
    renameSync(file('legal/privacy-policy.mdoc'), file('legal/cookie-policy.mdoc'));
    copyFileSync(file(`story/${documentSlugs(file('story'))[0]}.mdoc`), file('story/another-chapter.mdoc'));
    const problems = checkCopy(root);
    expect(problems).toEqual([
      'content/legal/privacy-policy.mdoc: is missing; its page needs it.',
      `content/legal/cookie-policy.mdoc: no page shows it; the site's pages here are ${documentFiles.find((d) => d.dir === 'legal')!.required.join(', ')} (rename it back to one of them, or delete it).`,
    ]);
  });
});

describe('copyFileProblems', () => {
  it('checks one file text on its own', () => {
    expect(copyFileProblems('content/pages/home.json', '{}', homeSchema)).toContainEqual(expect.stringMatching(/^content\/pages\/home\.json: heroFallback: /));
  });
});
