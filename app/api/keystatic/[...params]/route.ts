import { makeRouteHandler } from '@keystatic/next/route-handler';
import { addressedHere, crossSiteReason } from '@/lib/api/guards';
import { fail } from '@/lib/api/response';
import { editorSettings, type EditorSettings } from '@/lib/content/editor-mode';
import { editorApiParts, isEditorUpdate, problemsAfterUpdate, refusalText, type EditorUpdate } from '@/lib/content/editor-save';
import { oneAtATime } from '@/lib/one-at-a-time';
import { contentRoot } from '@/lib/content/paths';
import { reseedFromFiles } from '@/lib/content/reseed';
import { keystaticConfig } from '@/keystatic.config';
import { env } from '@/lib/env';

/**
 * The web editor's API (reads, saves, GitHub sign-in), answered by Keystatic's handler.
 * - Off: 404 like any unknown API path, so a production server without the editor configured
 *   accepts no write at all.
 * - Local: a save is checked against the content rules before anything is written (refused in
 *   words the editor shows), written under CONTENT_ROOT, then the database is reseeded from the
 *   files so the public pages show the change at once.
 * - GitHub: the browser commits to GitHub itself; this only signs editors in.
 */
type Handler = ReturnType<typeof makeRouteHandler>;
let handler: Handler | undefined;

function keystatic(settings: EditorSettings): Handler {
  handler ??= makeRouteHandler({
    config: keystaticConfig(
      settings.mode === 'github' ? { kind: 'github', repo: settings.repo as `${string}/${string}`, branchPrefix: settings.branchPrefix } : { kind: 'local' },
    ),
    localBaseDirectory: contentRoot(),
  });
  return handler;
}

const notFound = (request: Request) => fail(`No API route at ${new URL(request.url).pathname}.`, 404);
/** An address with a part that is not valid percent-encoding (Keystatic's handler would throw on it). */
const undecodable = (request: Request) => fail(`The editor's API cannot read the address ${new URL(request.url).pathname.slice(0, 200)}: it is not valid percent-encoding.`, 400);

export async function GET(request: Request) {
  const settings = editorSettings();
  if (settings.mode === 'off') return notFound(request);
  if (!editorApiParts(new URL(request.url).pathname)) return undecodable(request);
  return keystatic(settings).GET(request);
}

export async function POST(request: Request) {
  const settings = editorSettings();
  if (settings.mode === 'off') return notFound(request);
  const parts = editorApiParts(new URL(request.url).pathname);
  if (!parts) return undecodable(request);
  // A save however its address is written (%75pdate, //update/): Keystatic decodes it the same way.
  const saving = settings.mode === 'local' && parts.join('/') === 'update';
  if (!saving) return keystatic(settings).POST(request);

  // Writes come from the editor's own page only (it sends a no-cors header other sites cannot).
  const crossSite = crossSiteReason(request);
  if (crossSite) return new Response(`Refused: ${crossSite}.`, { status: 403 });
  // Local mode runs on the editor's own computer: a save sent to it under another site's name is
  // that site's page reaching it by DNS rebinding.
  if (!addressedHere(request.headers, env().SITE_URL)) return new Response('Refused: the editor saves only at localhost or the address in SITE_URL.', { status: 403 });
  const update: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  if (!isEditorUpdate(update)) return new Response('Bad data', { status: 400 });
  return saveInTurn(() => save(settings, request, update));
}

const saveInTurn = oneAtATime();

/** Checks the files as they would be after `update`, writes them, and reseeds the database from them. */
async function save(settings: EditorSettings, request: Request, update: EditorUpdate): Promise<Response> {
  const problems = await problemsAfterUpdate(contentRoot(), update);
  if (problems.length) return new Response(refusalText(problems), { status: 400 });

  const response = await keystatic(settings).POST(request);
  if (!response.ok) return response;
  try {
    await reseedFromFiles();
  } catch (err) {
    console.error('[editor] saved, but reseeding the database failed:', err);
    return new Response(`Saved to the files, but the site could not show it yet: ${(err as Error).message}. Restart the server to show the change.`, {
      status: 500,
    });
  }
  return response;
}
