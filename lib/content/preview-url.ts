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

/** What the Preview button shows when previewUrlFor has no address: a page for the editor, not JSON. */
export const previewTooLongPage = () =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview address unknown</title><main style="font: 1.1rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><h1>Preview address unknown</h1><p>${PREVIEW_TOO_LONG}</p></main></html>`;
