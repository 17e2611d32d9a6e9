import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('reads the JSON between the two --- lines and keeps the body after them', () => {
    const doc = splitFrontMatter('---\n{\n  "title": "Terms",\n  "order": 2\n}\n---\nFirst paragraph.\n\n## Heading\n');
    expect(doc.frontMatter).toEqual({ title: 'Terms', order: 2 });
    expect(doc.body).toBe('First paragraph.\n\n## Heading\n');
    expect(doc.bodyLine).toBe(7);
  });

  it('accepts Windows line ends and an empty body', () => {
    expect(splitFrontMatter('---\r\n{"a":1}\r\n---\r\n')).toEqual({ frontMatter: { a: 1 }, body: '', bodyLine: 4 });
    expect(splitFrontMatter('---\n{"a":1}\n---')).toMatchObject({ frontMatter: { a: 1 }, body: '' });
  });

  it('does not end the front matter at a --- inside the body', () => {
    const doc = splitFrontMatter('---\n{"a":1}\n---\nAbove\n\n---\n\nBelow\n');
    expect(doc.body).toBe('Above\n\n---\n\nBelow\n');
  });

  it('says what is wrong with a document without a usable front matter', () => {
    expect(() => splitFrontMatter('Just text')).toThrow('must start with a line "---"');
    expect(() => splitFrontMatter('---\n{"a":1}\nno end')).toThrow('no closing "---"');
    expect(() => splitFrontMatter('---\n{a:1}\n---\nBody')).toThrow('not valid JSON');
  });
});
