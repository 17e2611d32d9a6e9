import { preview } from '@/keystatic/records';
import { branchFromQuery, previewAnswer, previewUrlFor, signedInToGitHubEditor, sitePath, vercelBranchSlug } from './preview-url';

describe('vercelBranchSlug', () => {
  it('writes a branch name the way preview addresses do', () => {
    expect(vercelBranchSlug('content/friday-special')).toBe('content-friday-special');
    expect(vercelBranchSlug('content/Friday_Special')).toBe('content-fridayspecial');
    expect(vercelBranchSlug('Content//New Hours!')).toBe('content-new-hours');
  });
});

describe('sitePath', () => {
  it('keeps paths on this site', () => {
    expect(sitePath('/daily-specials/friday')).toBe('/daily-specials/friday');
    expect(sitePath('/locations?zip=94520#list')).toBe('/locations?zip=94520#list');
  });
  it.each([
    null,
    '',
    'https://evil.example',
    'locations',
    '//evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    // Browsers drop tabs and line breaks from an address before reading it.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    // Dot segments go first: these are "//evil.example" to a browser.
    '/.//evil.example',
    '/a/../..//evil.example',
    // Not addresses at all: refused, never thrown.
    '//[',
    '//a b',
    '//host:99999',
    '/\\[',
    '/\t/[x',
  ])('refuses %p', (p) => {
    expect(sitePath(p)).toBe('/');
  });
});

describe('previewUrlFor', () => {
  const template = 'https://kinders-git-{branch}-team.vercel.app';
  it('puts the page on the branch preview', () => {
    expect(previewUrlFor(template, 'content/friday', '/daily-specials/friday')).toBe('https://kinders-git-content-friday-team.vercel.app/daily-specials/friday');
  });
  it('never leaves the preview host', () => {
    expect(previewUrlFor(template, 'main', '//evil.example/x')).toBe('https://kinders-git-main-team.vercel.app/');
    expect(previewUrlFor(template, 'main', '/\t/evil.example/x')).toBe('https://kinders-git-main-team.vercel.app/');
  });
});

describe('previewUrlFor, a branch name too long for a host name', () => {
  const template = 'https://kinders-git-{branch}-kinders-projects.vercel.app';
  it('has no address once the first part of the host would pass 63 characters', () => {
    // "kinders-git-", 34 characters of branch and "-kinders-projects": 63 characters, still an address.
    const fits = 'content/' + 'a'.repeat(26);
    expect(new URL(previewUrlFor(template, fits, '/')!).hostname.split('.')[0]).toHaveLength(63);
    expect(previewUrlFor(template, `${fits}b`, '/')).toBeNull();
    expect(previewUrlFor(template, 'content/thanksgiving-catering-menu-2025', '/catering')).toBeNull();
  });
});

describe("branchFromQuery, on the Preview button's own address", () => {
  /** The button's link as Keystatic fills it in (the page's slug and the branch's name, unencoded), read as a browser reads a link. */
  const link = (page: string, slug: string, branch: string) => new URL(preview(page).replace('{slug}', slug).replace('{branch}', branch), 'https://site.example');

  it.each(['content/friday-special', 'content/ribs&slaw', 'content/ribs+slaw', 'content/a&path=/x', 'content/café', 'content/50%off', 'content/50%off-café', 'content/"quoted"'])('reads %p whole, beside the page', (branch) => {
    const url = link('/locations/{slug}', 'concord', branch);
    expect(branchFromQuery(url.search)).toBe(branch);
    expect(url.searchParams.get('path')).toBe('/locations/concord');
  });

  it('has no branch when the query names none', () => {
    expect(branchFromQuery('?path=%2Fmenu')).toBeNull();
    expect(branchFromQuery('?path=%2Fmenu&branch=')).toBeNull();
    expect(branchFromQuery('')).toBeNull();
  });
});

describe('previewAnswer', () => {
  const template = 'https://kinders-git-{branch}-team.vercel.app';
  const search = '?path=%2Fmenu&branch=content/friday';
  const signedIn = 'theme=dark; keystatic-gh-access-token=gho_abc';

  it("sends an editor signed in with GitHub to the page on the branch's preview", () => {
    expect(previewAnswer({ mode: 'github', template, search, cookie: signedIn })).toEqual({ to: 'https://kinders-git-content-friday-team.vercel.app/menu' });
    expect(previewAnswer({ mode: 'github', template, search, cookie: 'keystatic-gh-refresh-token=enc' })).toEqual({ to: 'https://kinders-git-content-friday-team.vercel.app/menu' });
  });

  it('sends nobody else to a host made from a branch name in the address, which anyone could claim', () => {
    for (const cookie of [null, '', 'theme=dark', 'keystatic-gh-access-token=', 'x-keystatic-gh-access-token=abc']) {
      expect(previewAnswer({ mode: 'github', template, search: '?path=%2Fmenu&branch=evil', cookie })).toEqual({ page: 'sign-in' });
    }
  });

  it('keeps local mode, and GitHub mode without a template or a branch, on this site', () => {
    expect(previewAnswer({ mode: 'local', template, search, cookie: null })).toEqual({ to: '/menu' });
    expect(previewAnswer({ mode: 'github', template: undefined, search, cookie: null })).toEqual({ to: '/menu' });
    expect(previewAnswer({ mode: 'github', template, search: '?path=%2F%2Fevil.example', cookie: signedIn })).toEqual({ to: '/' });
  });

  it('has a page to show when the branch name is too long for a host name', () => {
    expect(previewAnswer({ mode: 'github', template, search: `?path=%2F&branch=${'a'.repeat(80)}`, cookie: signedIn })).toEqual({ page: 'too-long' });
  });
});

describe('signedInToGitHubEditor', () => {
  it("reads Keystatic's token cookies, with a value, among others", () => {
    expect(signedInToGitHubEditor('a=1;keystatic-gh-access-token=t')).toBe(true);
    expect(signedInToGitHubEditor('a=1; keystatic-gh-refresh-token=t; b=2')).toBe(true);
    expect(signedInToGitHubEditor('keystatic-gh-access-token=; a=1')).toBe(false);
    expect(signedInToGitHubEditor(null)).toBe(false);
  });
});
