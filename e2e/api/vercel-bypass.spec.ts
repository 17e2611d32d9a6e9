/**
 * QA against a deployment behind Vercel's Deployment Protection: the suite's browsers get the
 * cookie the deployment sets for the bypass secret, and the secret itself never leaves for another
 * site a page calls (maps, analytics, the gift card widget). Tested against a stand-in for a
 * protected deployment, which answers 401 without the secret or its cookie, and a stand-in for a
 * third party, each recording what it was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

test.beforeEach(({ request }, testInfo) => {
  void request;
  test.skip(testInfo.project.name === 'alt-content', 'the bypass does not depend on the content set');
});

const SECRET = 'automation-bypass-secret-for-tests';
const TOKEN = 'signed-bypass-token';

type Seen = { path: string; headers: http.IncomingHttpHeaders }[];

/** A stand-in server on a loopback address of its own: cookies are kept per host, not per port. */
async function listen(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('the browsers pass with the deployment’s cookie, and the secret goes to no other site', async ({ browser }) => {
  // Loaded as an ES module, as the drills' site checks load it (e2e/helpers/target.ts says why).
  const { bypassHeaders, bypassStorageState } = await import('../../scripts/vercel-bypass.mjs');
  const thirdParty = await listen('127.0.0.2', (_, res) => res.writeHead(204).end());
  // As Vercel does: the secret in the header lets a request through, and with
  // x-vercel-set-bypass-cookie it also sets a cookie that lets the same browser's later ones through.
  const deployment = await listen('127.0.0.1', (req, res) => {
    const withSecret = req.headers['x-vercel-protection-bypass'] === SECRET;
    if (!withSecret && !(req.headers.cookie ?? '').includes(`_vercel_jwt=${TOKEN}`)) return res.writeHead(401).end('Authentication Required');
    if (withSecret && req.headers['x-vercel-set-bypass-cookie'] === 'samesitenone') {
      res.setHeader('set-cookie', `_vercel_jwt=${TOKEN}; Path=/; Max-Age=3600; Secure; HttpOnly; SameSite=None`);
    }
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.title = "ran";');
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>page</title><script src="/app.js"></script><img src="${thirdParty.url}/pixel.gif" alt="">`);
  });
  try {
    const env = { VERCEL_AUTOMATION_BYPASS_SECRET: SECRET };
    // The clients that talk to the deployment alone send the secret and ask for no cookie.
    expect(bypassHeaders(env)).toEqual({ 'x-vercel-protection-bypass': SECRET });
    expect(bypassHeaders({})).toEqual({});
    expect(await bypassStorageState(deployment.url, {})).toEqual({ cookies: [], origins: [] });
    await expect(bypassStorageState(deployment.url, { VERCEL_AUTOMATION_BYPASS_SECRET: 'an-old-secret' })).rejects.toThrow(/answered 401 to the bypass secret/);

    const state = await bypassStorageState(deployment.url, env);
    expect(state.cookies).toEqual([expect.objectContaining({ name: '_vercel_jwt', value: TOKEN, domain: '127.0.0.1', path: '/', httpOnly: true, secure: true, sameSite: 'None' })]);
    expect(state.cookies[0].expires).toBeGreaterThan(Date.now() / 1000);

    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const pixel = page.waitForRequest(`${thirdParty.url}/pixel.gif`);
    expect((await page.goto(deployment.url))?.status()).toBe(200);
    await expect(page).toHaveTitle('ran');
    await (await pixel).response();
    await context.close();

    const pageLoad = deployment.seen.filter((r) => r.path === '/' || r.path === '/app.js').slice(-2);
    expect(pageLoad.map((r) => r.path)).toEqual(['/', '/app.js']);
    for (const r of pageLoad) {
      expect(r.headers.cookie).toContain(`_vercel_jwt=${TOKEN}`);
      expect(r.headers['x-vercel-protection-bypass']).toBeUndefined();
    }
    expect(thirdParty.seen.map((r) => r.path)).toEqual(['/pixel.gif']);
    expect(JSON.stringify(thirdParty.seen[0].headers)).not.toContain(SECRET);
    expect(JSON.stringify(thirdParty.seen[0].headers)).not.toContain(TOKEN);
  } finally {
    await deployment.close();
    await thirdParty.close();
  }
});
