/**
 * Fixed-window rate limiting in the database (table rate_limits), so every server process and
 * serverless instance shares the same counters. One upsert per counted request.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rateLimits } from '@/lib/db/schema';

export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const;
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment before trying again.';

export type RateLimitPolicy = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

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
  return { allowed: row.count <= policy.max, count: row.count, retryAfterSeconds };
}

/** Deletes windows that ended more than one window ago. Returns how many were removed. */
export async function pruneRateLimits(db: Db, policy: RateLimitPolicy, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 2 * policy.windowSeconds * 1000);
  const removed = await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff)).returning({ bucket: rateLimits.bucket });
  return removed.length;
}

const g = globalThis as typeof globalThis & { __bbqRateLimitPrunedAt?: number };

/** Prunes at most once per window per process; cheap enough to call after every counted request. */
export async function pruneRateLimitsOccasionally(db: Db, policy: RateLimitPolicy, now: Date = new Date()): Promise<void> {
  const last = g.__bbqRateLimitPrunedAt ?? 0;
  if (now.getTime() - last < policy.windowSeconds * 1000) return;
  g.__bbqRateLimitPrunedAt = now.getTime();
  await pruneRateLimits(db, policy, now);
}
