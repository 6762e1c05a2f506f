/**
 * Which visitor has already had which missed search counted in the last hour, in this process's memory only
 * (never stored): one client repeating a search cannot raise its count by more than one an hour. Bounded: the
 * oldest entries go first once MAX_ENTRIES is reached.
 */
const WINDOW_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 10_000;
const countedUntil = new Map<string, number>();

/** True (and remembered for an hour) the first time `visitor` misses `query` within the hour. */
export function firstMissThisHour(visitor: string, query: string, now = Date.now()): boolean {
  const key = `${visitor}\n${query}`;
  const until = countedUntil.get(key);
  if (until !== undefined && until > now) return false;
  // Re-inserted, so the Map's order stays oldest first.
  countedUntil.delete(key);
  countedUntil.set(key, now + WINDOW_MS);
  while (countedUntil.size > MAX_ENTRIES) {
    const oldest = countedUntil.keys().next().value;
    if (oldest === undefined) break;
    countedUntil.delete(oldest);
  }
  return true;
}
