/**
 * The editor's Preview button in GitHub mode: a redirect to the page on the branch's preview
 * deployment, or, for a branch whose name no host name can hold, a page that says where to look.
 */
import { PREVIEW_SIGN_IN, PREVIEW_TOO_LONG } from '@/lib/content/preview-url';
import { withFreshEnv } from '@/lib/testing/fresh-env';

const GITHUB_MODE = {
  KEYSTATIC_GITHUB_REPO: 'kinders/site',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.example',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret-example',
  KEYSTATIC_SECRET: 'x'.repeat(40),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'kinders-editor',
  KEYSTATIC_PREVIEW_URL: 'https://kinders-git-{branch}-kinders-projects.vercel.app',
};
/** An editor signed in with GitHub: Keystatic's token cookie. */
const SIGNED_IN = { cookie: 'keystatic-gh-access-token=gho_example' };
/** The route as a server with the editor in GitHub mode answers it. */
const preview = (query: string, headers: Record<string, string> = SIGNED_IN) =>
  withFreshEnv(GITHUB_MODE, async () => (await import('./route')).GET(new Request(`http://127.0.0.1/api/keystatic/preview?${query}`, { headers })));

it('sends a browser not signed in to the editor nowhere but to a page that says to sign in', async () => {
  const res = await preview('path=%2Fmenu&branch=attacker', {});
  expect(res.status).toBe(403);
  expect(res.headers.get('location')).toBeNull();
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await res.text()).toContain(PREVIEW_SIGN_IN);
});

it("sends the editor to the page on the branch's preview deployment", async () => {
  const res = await preview('path=%2Fdaily-specials%2Ffriday&branch=content/friday-special');
  expect(res.status).toBe(307);
  expect(res.headers.get('location')).toBe('https://kinders-git-content-friday-special-kinders-projects.vercel.app/daily-specials/friday');
});

it('reads a branch name with "&" or "+" whole, as the editor fills it in unencoded', async () => {
  const res = await preview('path=%2Fmenu&branch=content/ribs&slaw+beans');
  expect(res.status).toBe(307);
  expect(res.headers.get('location')).toBe('https://kinders-git-content-ribsslawbeans-kinders-projects.vercel.app/menu');
});

it('says in a page, not a broken link, where the preview of a branch with a long name is', async () => {
  const res = await preview('path=%2Fcatering&branch=content/thanksgiving-catering-menu-2025');
  expect(res.status).toBe(404);
  expect(res.headers.get('location')).toBeNull();
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  expect(html).toContain('<h1>Preview address unknown</h1>');
  expect(html).toContain(PREVIEW_TOO_LONG);
});
