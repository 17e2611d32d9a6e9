import http from 'node:http';
import http2 from 'node:http2';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { canFrontWithHttp2, startHttp2Front } from './http2-front.mjs';

/** One request over HTTP/2 to the front, its certificate accepted as the measuring browser does. */
function get(url: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const req = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end();
  });
}

const page = '<!doctype html><title>Streamed</title>'.repeat(50);
let upstream: http.Server;
let seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  // Stands for `next start`: HTTP/1.1, a compressed page sent in two chunks, a hop-by-hop header.
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/missing') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not Found');
    }
    const body = gzipSync(page);
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'keep-alive': 'timeout=5', 'x-powered-by-test': 'yes' });
    res.write(body.subarray(0, 10));
    setTimeout(() => res.end(body.subarray(10)), 20);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => (seen = []));

/** A port nothing listens on. */
async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const itWithOpenssl = canFrontWithHttp2() ? it : it.skip;

itWithOpenssl('serves the HTTP/1.1 server over HTTP/2 and TLS, its answer unchanged', async () => {
  const { port } = upstream.address() as AddressInfo;
  const frontPort = await freePort();
  const front = await startHttp2Front({ target: `http://127.0.0.1:${port}`, port: frontPort });
  try {
    expect(front.url).toBe(`https://127.0.0.1:${frontPort}`);
    const res = await get(front.url, '/menu?x=1', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html');
    // Still compressed, byte for byte, as the server sent it: the browser sees the real transfer size.
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(gzipSync(page))).toBe(true);
    expect(res.headers['x-powered-by-test']).toBe('yes');
    // HTTP/1.1's connection headers have no place in HTTP/2.
    expect(res.headers['keep-alive']).toBeUndefined();
    // The server sees the path and the host the browser asked for.
    expect(seen).toHaveLength(1);
    expect(seen[0].host).toBe(`127.0.0.1:${frontPort}`);
    expect(seen[0]['accept-encoding']).toBe('gzip');

    expect((await get(front.url, '/missing')).status).toBe(404);
  } finally {
    await front.stop();
  }
});
