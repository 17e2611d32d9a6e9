import { fail } from '@/lib/api/response';
import { editorSettings } from '@/lib/content/editor-mode';
import { previewAnswer, previewSignInPage, previewTooLongPage } from '@/lib/content/preview-url';
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
  const answer = previewAnswer({ mode: settings.mode, template: env().KEYSTATIC_PREVIEW_URL, search: new URL(request.url).search, cookie: request.headers.get('cookie') });
  if ('to' in answer) return new Response(null, { status: 307, headers: { Location: answer.to, 'Cache-Control': 'no-store' } });
  // A page for the editor who pressed Preview, not JSON: say why and what to do.
  const [body, status] = answer.page === 'sign-in' ? [previewSignInPage(), 403] : [previewTooLongPage(), 404];
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}
