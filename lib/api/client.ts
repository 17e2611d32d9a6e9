/**
 * Who a request comes from, for the forms' rate limits and Idempotency-Keys. Never a header the
 * client alone controls:
 * - on Vercel (VERCEL set), the platform's own client address header, which Vercel overwrites
 *   on every request (x-vercel-forwarded-for, else x-real-ip);
 * - behind other proxies, TRUSTED_PROXY_HOPS: how many proxies in front of the site append to
 *   X-Forwarded-For. The client is that many entries from the right; whatever the client wrote
 *   itself stands further left and is ignored;
 * - otherwise (the default, `next start` facing the internet) the TCP peer's address, which
 *   lib/server/request-guard.ts stamps on every request before Next sees it.
 * IPv6 clients count by their /64 network: one household or server gets a whole /64 and could
 * otherwise take a fresh address for every request.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { env } from '@/lib/env';

/** The header the request guard writes: "<this process's token> <peer address>". */
export const PEER_HEADER = 'x-bbq-peer';
export const UNKNOWN_CLIENT = 'unknown';
const MAX_CLIENT_KEY = 64;

type PeerToken = typeof globalThis & { __bbqPeerToken?: string };

export type ClientConfig = { onVercel: boolean; trustedHops: number; peerToken: string | undefined };

export function clientConfig(): ClientConfig {
  return { onVercel: Boolean(process.env.VERCEL), trustedHops: env().TRUSTED_PROXY_HOPS ?? 0, peerToken: (globalThis as PeerToken).__bbqPeerToken };
}

/** "2001:db8::1" -> its eight groups, or null when it is not an IPv6 address. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16).toString(16));
}

/** An address as a rate-limit key: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network. */
export function normalizeAddress(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (groups) {
    if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
      const [hi, lo] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
      return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
    }
    return `${groups.slice(0, 4).join(':')}::/64`;
  }
  // Not an address (a proxy's obfuscated identifier, say): kept as printable text, bounded.
  return address.replace(/[^\x21-\x7e]/g, '').slice(0, MAX_CLIENT_KEY) || UNKNOWN_CLIENT;
}

const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || null;

/** The socket address the request guard stamped, if this process's guard stamped it. */
function peerAddress(headers: Headers, token: string | undefined): string | null {
  const value = headers.get(PEER_HEADER);
  if (!token || !value) return null;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === token ? value.slice(space + 1) || null : null;
}

export function clientAddress(headers: Headers, config: ClientConfig = clientConfig()): string {
  let address: string | null;
  if (config.onVercel) {
    address = firstOf(headers.get('x-vercel-forwarded-for')) ?? firstOf(headers.get('x-real-ip'));
  } else if (config.trustedHops > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    // Fewer entries than trusted proxies: the request did not come through them all.
    address = hops.length >= config.trustedHops ? hops[hops.length - config.trustedHops] : peerAddress(headers, config.peerToken);
  } else {
    address = peerAddress(headers, config.peerToken);
  }
  return address ? normalizeAddress(address) : UNKNOWN_CLIENT;
}
