/**
 * The request guard on a real Node HTTP server: methods no route serves answer 405 before the
 * application sees them (Node's fetch cannot send TRACE; node:http can), and every request the
 * application sees carries the peer stamp, whatever the client sent under that name.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_HEADER, clientAddress } from '@/lib/api/client';
import { installRequestGuard } from './request-guard';

let server: http.Server;
let port: number;
const seen: { method?: string; client: string }[] = [];

beforeAll(async () => {
  installRequestGuard();
  server = http.createServer((req, res) => {
    const headers = new Headers(Object.entries(req.headers).map(([k, v]): [string, string] => [k, String(v)]));
    seen.push({ method: req.method, client: clientAddress(headers, { onVercel: false, trustedHops: 0, peerToken: (globalThis as { __bbqPeerToken?: string }).__bbqPeerToken }) });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; type?: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('answers TRACE, TRACK-like and WebDAV methods with 405 and Allow, JSON under /api', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
    const page = await send(method, '/menu');
    expect(page).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, OPTIONS', type: 'text/plain; charset=utf-8' });
    const api = await send(method, '/api/contact');
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toEqual({ success: false, message: `Method ${method} is not allowed here.` });
  }
  expect(seen).toEqual([]);
});

it('lets the methods the site serves through, stamped with the peer address', async () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect((await send(method, '/')).status).toBe(200);
  expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
  expect(seen.every((s) => s.client === '127.0.0.1')).toBe(true);
});

it('overwrites a stamp the client sent itself', async () => {
  await send('GET', '/', { [PEER_HEADER]: 'forged 6.6.6.6', 'x-forwarded-for': '6.6.6.6' });
  expect(seen).toEqual([{ method: 'GET', client: '127.0.0.1' }]);
});
