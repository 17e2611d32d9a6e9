/**
 * Where the editor's "Preview" button leads. In GitHub mode every save is a commit on a branch,
 * and the host builds that branch as a preview deployment at an address made from the branch
 * name; KEYSTATIC_PREVIEW_URL is that address with {branch} in place of the name, for example
 * https://kinders-git-{branch}-ourteam.vercel.app. Pure functions, shared by the route and tests.
 */

/**
 * A branch name as Vercel writes it into a preview address: lower case, "/" and spaces become
 * "-", other characters that cannot stand in a host name (such as "_") are dropped.
 * "content/Friday_special" -> "content-fridayspecial".
 */
export function vercelBranchSlug(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[/\s]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The branch's name from the Preview button's query ("?path=...&branch=<name>"). Keystatic fills the
 * name in unencoded, so it stands last and is read to the end: "&" and "+" are part of the name
 * ("+" is no space; a branch name cannot hold one). What the browser encoded on the way (letters
 * beyond ASCII, quotes) is decoded, one run of "%XX" at a time, so a "%" the name itself holds
 * stays as typed beside them. A "#" in a name starts the address's fragment, which no browser
 * sends, so such a name arrives cut short.
 */
export function branchFromQuery(search: string): string | null {
  const start = /[?&]branch=/.exec(search);
  if (!start) return null;
  const name = search.slice(start.index + start[0].length).replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run; // not the bytes of text: a "%" the name holds
    }
  });
  return name || null;
}

// A stand-in origin: a path read against it must stay on it.
const HERE = 'http://site.invalid';

/**
 * A path on this site, or "/" when the value could lead elsewhere. Read the way a browser reads a
 * redirect's address, "//host", "/\host" and "/<tab>/host" (browsers drop tabs and line breaks)
 * lead to another site, and so does "/.//host" once its dot segment is gone. The answer is the
 * path as a browser reads it, so what is checked is what is followed.
 */
export function sitePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return '/'; // not an address at all ("//[", "//host:99999")
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === HERE && !path.startsWith('//') ? path : '/';
}

/** The longest part of a host name between two dots (the Domain Name System's limit). */
export const HOST_LABEL_MAX = 63;

/**
 * The page `path` on the preview deployment of `branch`, or null when the branch's name makes the
 * address's first part longer than a host name allows: the host then shortens it its own way,
 * which cannot be worked out here.
 */
export function previewUrlFor(template: string, branch: string, path: string): string | null {
  const origin = new URL(template.replace('{branch}', vercelBranchSlug(branch)));
  if (origin.hostname.split('.').some((label) => label.length > HOST_LABEL_MAX)) return null;
  return new URL(sitePath(path), origin.origin).toString();
}

export const PREVIEW_TOO_LONG =
  "This branch's name is too long for its preview's web address, which the hosting service then shortens in a way the editor cannot follow. Open the preview from the branch's pull request on GitHub (its preview link), or save your change on a branch with a shorter name.";

/**
 * Whether the request comes from a browser signed in to the editor in GitHub mode: Keystatic keeps
 * the editor's GitHub tokens in these cookies (the access token, and the refresh token it renews
 * the access token with).
 */
export function signedInToGitHubEditor(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => /^\s*keystatic-gh-(access|refresh)-token=\S/.test(pair));
}

export const PREVIEW_SIGN_IN =
  "A branch's preview opens from the editor: sign in to the editor, then press Preview again.";

const editorPage = (title: string, text: string, link = '') =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><main style="font: 1.1rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><h1>${title}</h1><p>${text}</p>${link}</main></html>`;

/** What the Preview button shows when previewUrlFor has no address: a page for the editor, not JSON. */
export const previewTooLongPage = () => editorPage('Preview address unknown', PREVIEW_TOO_LONG);

/** What a browser not signed in to the editor gets instead of a branch's preview. */
export const previewSignInPage = () => editorPage('Sign in to preview', PREVIEW_SIGN_IN, '<p><a href="/keystatic">Open the editor</a></p>');

export type PreviewAnswer = { to: string } | { page: 'too-long' | 'sign-in' };

/**
 * Where the Preview button leads. Local mode: the page on this server. GitHub mode with a preview
 * template: the page on the branch's preview deployment, for a browser signed in to the editor
 * only; the branch comes from the address, and anyone can claim the host a made-up branch name
 * yields, so to anyone else this would be a redirect from this site to a site of their choosing.
 */
export function previewAnswer(o: { mode: 'local' | 'github'; template: string | undefined; search: string; cookie: string | null }): PreviewAnswer {
  const path = sitePath(new URLSearchParams(o.search).get('path'));
  const branch = branchFromQuery(o.search);
  if (o.mode !== 'github' || !o.template || !branch) return { to: path };
  if (!signedInToGitHubEditor(o.cookie)) return { page: 'sign-in' };
  const to = previewUrlFor(o.template, branch, path);
  return to === null ? { page: 'too-long' } : { to };
}
