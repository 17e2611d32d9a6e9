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
 * A path on this site, or "/" when the value could lead elsewhere: only "/..." paths, never
 * "//host" or "/\host", which browsers treat as another site.
 */
export function sitePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The page `path` on the preview deployment of `branch`. */
export function previewUrlFor(template: string, branch: string, path: string): string {
  const origin = new URL(template.replace('{branch}', vercelBranchSlug(branch)));
  return new URL(sitePath(path), origin.origin).toString();
}
