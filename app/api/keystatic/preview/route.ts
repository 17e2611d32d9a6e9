import { fail } from '@/lib/api/response';
import { editorSettings } from '@/lib/content/editor-mode';
import { branchFromQuery, previewTooLongPage, previewUrlFor, sitePath } from '@/lib/content/preview-url';
import { env } from '@/lib/env';

/**
 * The editor's Preview button: /api/keystatic/preview?path=%2Flocations%2Fconcord&branch=<branch>.
 * Local mode shows the page on this server (already reseeded by the save). GitHub mode sends the
 * editor to that page on the branch's preview deployment (KEYSTATIC_PREVIEW_URL), which builds
 * and seeds itself from the branch's files; without the template, to the page on this site.
 */
export function GET(request: Request) {
  const settings = editorSettings();
  if (settings.mode === 'off') return fail(`No API route at ${new URL(request.url).pathname}.`, 404);
  const { search, searchParams } = new URL(request.url);
  const path = sitePath(searchParams.get('path'));
  const branch = branchFromQuery(search);
  const template = env().KEYSTATIC_PREVIEW_URL;
  const to = settings.mode === 'github' && template && branch ? previewUrlFor(template, branch, path) : path;
  if (to === null) {
    // A page for the editor who pressed Preview, not JSON: say why and where the preview is.
    return new Response(previewTooLongPage(), { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
  }
  return new Response(null, { status: 307, headers: { Location: to, 'Cache-Control': 'no-store' } });
}
