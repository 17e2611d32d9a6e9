// An HTTP/2 front for the local production server, as a deployment has one: `next start` speaks
// only HTTP/1.1, while every host the site is deployed to (Vercel, any CDN) serves it over
// HTTP/2 or HTTP/3. Lighthouse's simulated throttling models connections by the protocol it
// observed, so over HTTP/1.1 it queues a page's fonts, styles, scripts and pictures on six
// connections, each opened at the cost of round trips on a slow phone network: a cost no visitor
// of the deployed site pays. TLS with a throwaway self-signed certificate (browsers speak HTTP/2
// only over TLS); the browser that measures is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Hop-by-hop headers of HTTP/1.1 that HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** A certificate for 127.0.0.1, valid for a day, made with the system's openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether this machine can make the certificate (openssl on the PATH). */
export function canFrontWithHttp2() {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves https://127.0.0.1:{port} over HTTP/2, passing every request through to the HTTP/1.1
 * server at `target` and streaming its answer back unchanged (status, headers, compressed body).
 */
export async function startHttp2Front({ target, port }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':') && !HOP_BY_HOP.has(k)));
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k))));
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
