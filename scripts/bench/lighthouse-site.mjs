// The production build as the Lighthouse benches measure it, and the browser they measure it in.
import * as chromeLauncher from 'chrome-launcher';
import { canFrontWithHttp2, startHttp2Front } from './http2-front.mjs';
import { startServer } from './lib.mjs';

/** Debian's Chromium, unless CHROME_PATH names another. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * `next start` on `port` (of the site, or of the app in `dir`: the framework floor), behind the
 * HTTP/2 front on `port + 1` (as deployed; http2-front.mjs says why) unless `http1` is asked or
 * openssl is missing. Returns the address the browser measures, the server's own, the protocol
 * and stop().
 */
export async function startLighthouseSite({ port, http1 = false, dir }) {
  let http2 = !http1;
  if (http2 && !canFrontWithHttp2()) {
    console.error('openssl is not on the PATH, so no certificate for HTTP/2: measuring over HTTP/1.1 instead');
    http2 = false;
  }
  const frontPort = port + 1;
  // The site's own address (canonical links, sitemaps) is the one the browser measures.
  const siteUrl = http2 ? `https://127.0.0.1:${frontPort}` : `http://127.0.0.1:${port}`;
  const server = await startServer({ port, env: { SITE_URL: siteUrl, GA_MEASUREMENT_ID: '' }, ...(dir ? { dir, readyPath: '/' } : {}) });
  const front = http2 ? await startHttp2Front({ target: server.url, port: frontPort }) : null;
  return {
    url: front?.url ?? server.url,
    serverUrl: server.url,
    protocol: http2 ? 'HTTP/2' : 'HTTP/1.1',
    http2,
    stop: async () => {
      await front?.stop();
      await server.stop();
    },
  };
}

/** Headless Chromium for Lighthouse, trusting the HTTP/2 front's throwaway certificate when there is one. */
export function launchLighthouseChrome({ http2 }) {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      ...(http2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
}
