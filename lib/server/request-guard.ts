/**
 * Two things only the Node server can do, before Next turns a request into a web Request:
 *
 * 1. Stamp the TCP peer's address. Next 16 gives route handlers and server actions no socket
 *    address (NextRequest.ip is gone, and Next fills X-Forwarded-For from the socket only when
 *    the client sent none, so the client decides). The stamp is "<token> <address>" in
 *    x-bbq-peer, overwriting whatever a client sent under that name; the token is random per
 *    process, so a stamp that did not come from here is never believed (lib/api/client.ts).
 * 2. Answer methods the site does not serve (TRACE, TRACK, PROPFIND, …) with 405. Next builds a
 *    web Request for every request, and the Request constructor throws on TRACE, which Next
 *    answered with a 500 and a stack trace in the log.
 *
 * Installed once per process from instrumentation.ts, by wrapping the 'request' event of Node's
 * HTTP(S) servers (`next start` creates one; the wrap sees every request it serves). Requests
 * that arrived while the server was still starting, before register() ran, carry no stamp and
 * count as one "unknown" client.
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import { PEER_HEADER } from '@/lib/api/client';

/** The methods something on this site answers; everything else is refused here. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED: ReadonlySet<string> = new Set(SERVED_METHODS);
const ALLOW = 'GET, HEAD, POST, OPTIONS';

type Guarded = typeof globalThis & { __bbqPeerToken?: string; __bbqRequestGuard?: boolean };

function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const method = String(req.method).slice(0, 20);
  const message = `Method ${method} is not allowed here.`;
  const api = /^\/api(\/|\?|$)/.test(req.url ?? '');
  const body = api ? JSON.stringify({ success: false, message }) : `${message}\n`;
  res.writeHead(405, {
    Allow: ALLOW,
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
  req.resume();
}

export function installRequestGuard(): void {
  const g = globalThis as Guarded;
  if (g.__bbqRequestGuard) return;
  g.__bbqRequestGuard = true;
  const token = randomBytes(16).toString('hex');
  g.__bbqPeerToken = token;

  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        if (!SERVED.has(req.method ?? '')) {
          refuse(req, res);
          return true;
        }
        req.headers[PEER_HEADER] = `${token} ${req.socket?.remoteAddress ?? ''}`;
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
  }
}
