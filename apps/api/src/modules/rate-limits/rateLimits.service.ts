import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export interface RateLimitRule {
  /** How many hits a window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts a hit on `key` in its fixed window of `windowMs` and answers the window's count so far. Counters are
 * rows, so every API process sees the same numbers.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const now = Date.now();
  const windowStart = new Date(now - (now % windowMs));
  // One atomic statement: concurrent requests on several processes each get their own count.
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return { hits: row?.hits ?? 1, resetAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Counts a hit on `key` (for example 'login:ip:1.2.3.4' or 'login:id:jonas@example.com') in a fixed window
 * and says whether it is within the rule.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { hits, resetAt } = await countHit(db, key, rule.windowMs);
  return { allowed: hits <= rule.limit, resetAt };
}

/**
 * Counts a hit on `key`; over the limit answers 429 with `message`, or the message for the whole minutes left
 * when it is a function, and Retry-After (seconds to the window's end; the error handler sends it).
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  message: string | ((minutes: number) => string),
): Promise<void> {
  const { allowed, resetAt } = await hitRateLimit(db, key, rule);
  if (allowed) return;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  throw AppError.tooManyRequests(typeof message === 'string' ? message : message(Math.ceil(seconds / 60)), seconds);
}

/** Forgets a key's counts (a successful sign-in clears the failures of that identifier). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export async function deleteOldRateLimitWindows(db: Database, olderThanMs: number): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - olderThanMs)));
}
