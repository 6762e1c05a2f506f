/**
 * In-process cache of answers that are the same for every visitor (the category tree with its counts, the
 * settings, the price lists), one per database handle, so each app (and each test's app) has its own.
 *
 * Two ways out, on purpose (DECISIONS #50): the services that change what an entry was built from forget it
 * at once (`forgetShared`), and every entry also ends after SHARED_CACHE_TTL_MS, so a change this process did
 * not make (a seed, an ad whose date simply passed, a write path that does not call forgetShared) is never
 * shown for longer than that. On PostgreSQL, forgetShared also tells the other processes on the database
 * (sharedCacheSync.ts, DECISIONS #69); the TTL stays the bound if that message is lost.
 */
export const SHARED_CACHE_TTL_MS = 10_000;

/** What is cached. A write forgets the keys that depend on what it changed. */
export type SharedKey = 'categoryTree' | 'siteInfo' | 'advertServices' | 'advertServicePacks' | 'topUpOptions';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

const caches = new WeakMap<object, Map<SharedKey, Entry>>();

function cacheOf(db: object): Map<SharedKey, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cached answer for `key`, or `load()`'s, kept for SHARED_CACHE_TTL_MS. The promise itself is kept, so
 * requests that arrive while it loads share one query; a failed load is not kept. `db` is the app's database
 * handle (app.db), never a transaction.
 */
export function cachedShared<T>(db: object, key: SharedKey, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const entry: Entry = { value: load(), expiresAt: now + SHARED_CACHE_TTL_MS };
  cache.set(key, entry);
  // Forget a failure, unless a newer load (or forgetShared) has replaced the entry meanwhile.
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * Forgets `keys` after a write that changed what they were built from; call it after the write's transaction
 * has committed, so the next load sees the change. A load already under way is not kept either: it is no
 * longer in the map once forgotten.
 */
export function forgetShared(db: object, ...keys: SharedKey[]): void {
  forgetHere(db, keys);
  broadcasters.get(db)?.(keys);
}

/** Forgets `keys` in this process only: what a message from another process's forgetShared does. */
export function forgetHere(db: object, keys: readonly SharedKey[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of keys) cache.delete(key);
}

/** Forgets every entry of this process (after messages from other processes may have been missed). */
export function forgetAllHere(db: object): void {
  caches.get(db)?.clear();
}

const broadcasters = new WeakMap<object, (keys: readonly SharedKey[]) => void>();

/** `send` carries each forgetShared of `db` to the other processes (sharedCacheSync.ts). */
export function broadcastForgets(db: object, send: (keys: readonly SharedKey[]) => void): void {
  broadcasters.set(db, send);
}

/** Every ad write that can change what is publicly visible changes the category counts. */
export function forgetPostCounts(db: object): void {
  forgetShared(db, 'categoryTree');
}
