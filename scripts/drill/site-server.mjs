// The server the site checks (crawl, structured-data, no-js, html) read: --url=… to check one that
// is already running, otherwise the production build on the drill port with an in-memory database.
import { PORTS, arg, serverEnv, startServer } from './lib.mjs';

export async function siteServer(url = arg('url', undefined)) {
  if (url) return { url: String(url).replace(/\/$/, ''), stop: async () => {} };
  const port = PORTS.site;
  return startServer({ port, env: serverEnv(port) });
}
