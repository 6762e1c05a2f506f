import type { guestStorageKeys, SavedPost } from '@skelbimai/contract';
import { localStore } from '../../lib/storage.ts';

/** The two sets a viewer keeps (PRODUCT.md §3 Favourites, Hidden post). */
export type SavedKind = 'favorites' | 'hidden';

/**
 * A guest's sets live in the browser's local storage as SavedPost[] JSON (PRODUCT.md §4 Hiding). The keys are
 * the contract's guestStorageKeys, written out here because importing the contract's runtime values would
 * put zod into every page's first load; `satisfies` keeps the two from drifting apart.
 */
export const guestKeys = {
  hidden: 'hidden-posts',
  favorites: 'favorite-posts',
} as const satisfies typeof guestStorageKeys;

/** Set when a signed-in user answered 'Ne' to moving these sets into the account; any guest change clears it. */
export const moveDeclinedKey = 'saved-posts-move-declined';

/**
 * The one empty list: what the server's render sees too (SavedPostsProvider), so a guest who saved nothing
 * reads the very same snapshot while hydrating and after, and React has nothing to re-render.
 */
export const noGuestPosts: readonly SavedPost[] = Object.freeze([]);

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; posts: readonly SavedPost[] }>();

/** Reads defensively: the value may come from an older version of the site or from hand editing. */
function parse(raw: string | null): SavedPost[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const posts: SavedPost[] = [];
    for (const item of value) {
      const postId = typeof item === 'number' ? item : (item as Partial<SavedPost> | null)?.postId;
      if (typeof postId !== 'number' || !Number.isInteger(postId) || postId <= 0) continue;
      const createdAt = typeof item?.createdAt === 'string' ? item.createdAt : new Date(0).toISOString();
      if (!posts.some((post) => post.postId === postId)) posts.push({ postId, createdAt });
    }
    return posts;
  } catch {
    return [];
  }
}

/** The guest's list; the same array while storage is unchanged, as useSyncExternalStore requires. */
export function readGuestSet(kind: SavedKind): readonly SavedPost[] {
  const key = guestKeys[kind];
  const raw = localStore.get(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.posts;
  const parsed = parse(raw);
  const posts = parsed.length > 0 ? parsed : noGuestPosts;
  cache.set(key, { raw, posts });
  return posts;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Adds or removes one ad in the guest's set. */
export function writeGuestSet(kind: SavedKind, postId: number, on: boolean): void {
  const current = readGuestSet(kind);
  const without = current.filter((post) => post.postId !== postId);
  const next = on ? [...without, { postId, createdAt: new Date().toISOString() }] : without;
  localStore.setJson(guestKeys[kind], next);
  // A new guest change is worth offering to the account again.
  localStore.set(moveDeclinedKey, null);
  notify();
}

/** Forgets the given ads (all of them without a list), e.g. after they were moved into the account. */
export function clearGuestSet(kind: SavedKind, postIds?: readonly number[]): void {
  const next = postIds ? readGuestSet(kind).filter((post) => !postIds.includes(post.postId)) : [];
  localStore.set(guestKeys[kind], next.length > 0 ? JSON.stringify(next) : null);
  notify();
}

export function isMoveDeclined(): boolean {
  return localStore.get(moveDeclinedKey) !== null;
}

export function declineMove(): void {
  localStore.set(moveDeclinedKey, new Date().toISOString());
  notify();
}

/** Changes in this tab, and in other tabs through the storage event. */
export function subscribeGuestSets(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of local storage.
    if (event.key === null || event.key === guestKeys.hidden || event.key === guestKeys.favorites) listener();
    else if (event.key === moveDeclinedKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
