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
export type SharedKey =
  | 'categoryTree'
  /** Every subcategory's fields (PRODUCT.md §25), by id: read by each ad answer for its facts. */
  | 'categoryFields'
  | 'siteInfo'
  | 'advertServices'
  | 'advertServicePacks'
  | 'topUpOptions'
  /** One entry per typed text (cachedSharedFor): the suggestions while typing. */
  | 'searchSuggestions'
  /** One entry per list and turn (cachedSharedFor): the ids of a public list's TOP block (DECISIONS #104). */
  | 'topBlocks'
  /**
   * One entry per address and layout (cachedSharedFor): a guest's server-rendered page (modules/pages
   * guestPageCache.ts, DECISIONS #115). A page shows every other kind of shared answer, so forgetting any
   * key forgets these too (forgetHere).
   */
  | 'guestPages'
  /**
   * One entry per public list query (cachedSharedFor): a guest's list answer (posts/list/guestLists.ts,
   * DECISIONS #144). Forgotten with every other key, as guestPages.
   */
  | 'guestLists';

/** Most entries of one keyed answer (cachedSharedFor) kept at once; the oldest go first. */
export const SHARED_CACHE_MAX_VARIANTS = 1000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** Keyed by a SharedKey, or by `${SharedKey}\u0000${variant}` for one variant of a keyed answer. */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
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
  return cachedEntry(cacheOf(db), key, load);
}

/**
 * cachedShared for an answer that has variants, one per `variant` (the typed text of the suggestions): each
 * is kept as long, at most SHARED_CACHE_MAX_VARIANTS of them per key, and forgetShared(key) forgets them all.
 */
export function cachedSharedFor<T>(db: object, key: SharedKey, variant: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const prefix = variantPrefix(key);
  const variantKey = prefix + variant;
  if (!cache.has(variantKey)) {
    const variantKeys = [...cache.keys()].filter((existing) => existing.startsWith(prefix));
    // Map keeps insertion order: the first ones are the oldest.
    for (const old of variantKeys.slice(0, Math.max(0, variantKeys.length - SHARED_CACHE_MAX_VARIANTS + 1)))
      cache.delete(old);
  }
  return cachedEntry(cache, variantKey, load);
}

const variantPrefix = (key: SharedKey) => `${key}\u0000`;

function cachedEntry<T>(cache: Map<string, Entry>, key: string, load: () => Promise<T>): Promise<T> {
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
export function forgetHere(db: object, given: readonly SharedKey[]): void {
  // Guests' pages and lists show every other kind of shared answer: any forget forgets them.
  const keys: readonly SharedKey[] = [...new Set<SharedKey>([...given, 'guestPages', 'guestLists'])];
  // Counted here, not in forgetPostCounts, so another process's ad write (a message) moves it too.
  if (keys.includes('searchSuggestions')) postWrites.set(db, postWritesCount(db) + 1);
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of keys) {
    cache.delete(key);
    const prefix = variantPrefix(key);
    for (const existing of [...cache.keys()]) if (existing.startsWith(prefix)) cache.delete(existing);
  }
}

/**
 * Forgets one variant of a keyed answer in this process only (no message to the others: their copies end
 * with SHARED_CACHE_TTL_MS), for a change that concerns that variant alone.
 */
export function forgetVariantHere(db: object, key: SharedKey, variant: string): void {
  caches.get(db)?.delete(variantPrefix(key) + variant);
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

const postWrites = new WeakMap<object, number>();

/**
 * Every ad write that can change what is publicly visible changes the category counts, and the words offered
 * while typing (modules/search/searchWords.service.ts rebuilds them when this count has moved).
 */
export function forgetPostCounts(db: object): void {
  forgetShared(db, 'categoryTree', 'searchSuggestions', 'topBlocks');
}

/** How many visibility-changing ad writes this process has made on `db` (compare two readings). */
export function postWritesCount(db: object): number {
  return postWrites.get(db) ?? 0;
}
