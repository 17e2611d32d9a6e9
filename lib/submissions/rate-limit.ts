/**
 * The forms' limits, counted in the database (table rate_limits) so every server process and
 * serverless instance shares them. Each is a fixed-window counter, one atomic upsert per counted
 * request, and each refusal is a 429 with Retry-After:
 * - per client and form: RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS (default 5 per 60 s);
 * - per client, both forms together: RATE_LIMIT_CLIENT_PER_HOUR (default 20), so one client
 *   sending just under the per-minute limit cannot use up the whole site's hour by itself and
 *   shut the forms for every customer;
 * - per IPv6 /48 network, both forms together: RATE_LIMIT_NETWORK_PER_HOUR (default 40). A client
 *   counts by its /64, but one home or server is often given a whole /48: 65,536 /64s, each a
 *   fresh client, and enough to use up the whole site's hour alone;
 * - per e-mail address, both forms together: RATE_LIMIT_EMAIL_PER_HOUR (default 5);
 * - the whole site, both forms together: RATE_LIMIT_SITE_PER_HOUR (default 100);
 * - notifications waiting to be sent: OUTBOX_PENDING_MAX (default 500), so a flood cannot queue
 *   mail to the business without end.
 * Invalid submissions and replays of stored ones reach none of these (a copy that reached another
 * server at the same moment as the one stored is counted first, then given back: see uncount).
 * A post that filled the honeypot counts against its own sender's caps only, never the e-mail
 * address's or the site's: otherwise a few bots could use up the site's hour and shut the forms
 * for every customer, or lock a customer's address out, with posts that are never delivered.
 * Such posts have a site-wide cap of their own, SPAM_SITE_FACTOR times the site's, which bounds
 * what many bots together can store and refuses nobody else.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox, rateLimits } from '@/lib/db/schema';
import { env } from '@/lib/env';

export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const;
export const DEFAULT_CAPS = { clientPerHour: 20, networkPerHour: 40, emailPerHour: 5, sitePerHour: 100, pendingOutbox: 500 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment before trying again.';

/**
 * What a refused sender reads: "a moment" while the wait is a minute or so (the per-minute limit),
 * else the wait in minutes, as Retry-After gives it in seconds: an hourly cap can hold a sender
 * off for up to an hour, and one who tried again after "a moment" would be refused again.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 90) return RATE_LIMITED_MESSAGE;
  return `Too many requests. Please try again in about ${Math.ceil(retryAfterSeconds / 60)} minutes.`;
}
const HOUR = 3600;
/** A full outbox drains at the pace of the mail server: try again in a few minutes. */
const OUTBOX_FULL_RETRY_SECONDS = 300;

export type RateLimitPolicy = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number; windowStart: Date };
export type Caps = { client: RateLimitPolicy; clientPerHour: number; networkPerHour: number; emailPerHour: number; sitePerHour: number; pendingOutbox: number };

export function capsFromEnv(): Caps {
  const e = env();
  return {
    client: { max: e.RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT.max, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMIT.windowSeconds },
    clientPerHour: e.RATE_LIMIT_CLIENT_PER_HOUR ?? DEFAULT_CAPS.clientPerHour,
    networkPerHour: e.RATE_LIMIT_NETWORK_PER_HOUR ?? DEFAULT_CAPS.networkPerHour,
    emailPerHour: e.RATE_LIMIT_EMAIL_PER_HOUR ?? DEFAULT_CAPS.emailPerHour,
    sitePerHour: e.RATE_LIMIT_SITE_PER_HOUR ?? DEFAULT_CAPS.sitePerHour,
    pendingOutbox: e.OUTBOX_PENDING_MAX ?? DEFAULT_CAPS.pendingOutbox,
  };
}

/** Counts one request in the bucket's current window and says whether it is within the limit. */
export async function hitRateLimit(db: Db, bucket: string, policy: RateLimitPolicy, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = policy.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  return { allowed: row.count <= policy.max, count: row.count, retryAfterSeconds, windowStart: new Date(start) };
}

/**
 * Gives back what a request was counted: copies of one request sent at the same moment (a double
 * click, a proxy's retry) are each counted before the database tells them apart, and a copy
 * counts against no limit.
 */
export async function uncount(db: Db, counted: Counted[]): Promise<void> {
  for (const { bucket, windowStart } of counted) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
  }
}

export const clientBucket = (kind: string, client: string) => `${kind}:${client}`;
/** The per-client hourly counter, both forms together. */
export const clientHourBucket = (client: string) => `client-hour:${client}`;
/** The /48 network of an IPv6 client ("2001:db8:1:2::/64" -> "2001:db8:1::/48"); null for any other client. */
export function networkOf(client: string): string | null {
  const v6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client);
  return v6 ? `${v6[1]}::/48` : null;
}
/**
 * The per-address counter's bucket: a hash, so the table never holds the address itself (and
 * `npm run submissions -- --erase` can still find and remove it).
 */
export const emailBucket = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
export const SITE_BUCKET = 'site';
export const SPAM_SITE_BUCKET = 'spam-site';
/** Honeypot posts an hour, site-wide, as a multiple of RATE_LIMIT_SITE_PER_HOUR. */
export const SPAM_SITE_FACTOR = 3;

export type Cap = 'client' | 'client-hour' | 'network-hour' | 'email' | 'site' | 'spam-site' | 'outbox';
/** A counter window a request was counted in: given back when the request turns out to be a copy. */
export type Counted = { bucket: string; windowStart: Date };
export type CapCheck = { allowed: true; counted: Counted[] } | { allowed: false; cap: Cap; retryAfterSeconds: number };

/** Unsent notifications still being retried (younger than the retry period). */
export async function countPendingNotifications(db: Db, retryFrom: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(and(isNull(outbox.sentAt), gt(outbox.queuedAt, retryFrom)));
  return Number(row.n);
}

/**
 * Checks the caps in order, counting the request in each it passes: a client over its own limit
 * uses up nobody else's allowance. `retryFrom`: notifications queued before it are no longer
 * retried and do not count as pending.
 */
export async function checkCaps(
  db: Db,
  caps: Caps,
  who: { kind: string; client: string; email: string; spam: boolean },
  { now = new Date(), retryFrom }: { now?: Date; retryFrom: Date },
): Promise<CapCheck> {
  if ((await countPendingNotifications(db, retryFrom)) >= caps.pendingOutbox) return { allowed: false, cap: 'outbox', retryAfterSeconds: OUTBOX_FULL_RETRY_SECONDS };
  const network = networkOf(who.client);
  const steps: [Cap, string, RateLimitPolicy][] = [
    ['client', clientBucket(who.kind, who.client), caps.client],
    ['client-hour', clientHourBucket(who.client), { max: caps.clientPerHour, windowSeconds: HOUR }],
    ...(network ? [['network-hour', `network-hour:${network}`, { max: caps.networkPerHour, windowSeconds: HOUR }] as [Cap, string, RateLimitPolicy]] : []),
    ...(who.spam
      ? ([['spam-site', SPAM_SITE_BUCKET, { max: caps.sitePerHour * SPAM_SITE_FACTOR, windowSeconds: HOUR }]] as [Cap, string, RateLimitPolicy][])
      : ([
          ['email', emailBucket(who.email), { max: caps.emailPerHour, windowSeconds: HOUR }],
          ['site', SITE_BUCKET, { max: caps.sitePerHour, windowSeconds: HOUR }],
        ] as [Cap, string, RateLimitPolicy][])),
  ];
  const counted: Counted[] = [];
  for (const [cap, bucket, policy] of steps) {
    const hit = await hitRateLimit(db, bucket, policy, now);
    counted.push({ bucket, windowStart: hit.windowStart });
    if (!hit.allowed) return { allowed: false, cap, retryAfterSeconds: hit.retryAfterSeconds };
  }
  return { allowed: true, counted };
}

/** How long counters must be kept: two of the longest window any cap uses. */
export const keepCountersSeconds = (caps: Caps) => 2 * Math.max(caps.client.windowSeconds, HOUR);

/** Deletes windows that started more than `keepSeconds` ago. Returns how many were removed. */
export async function pruneRateLimits(db: Db, keepSeconds: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepSeconds * 1000);
  const removed = await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff)).returning({ bucket: rateLimits.bucket });
  return removed.length;
}

const g = globalThis as typeof globalThis & { __bbqRateLimitPrunedAt?: number };

/** Prunes at most once a minute per process; cheap enough to call after every counted request. */
export async function pruneRateLimitsOccasionally(db: Db, keepSeconds: number, now: Date = new Date()): Promise<void> {
  const last = g.__bbqRateLimitPrunedAt ?? 0;
  if (now.getTime() - last < 60_000) return;
  g.__bbqRateLimitPrunedAt = now.getTime();
  await pruneRateLimits(db, keepSeconds, now);
}
