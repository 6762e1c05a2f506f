import { createContext, useContext } from 'react';
import type { SavedKind } from './guestSets.ts';

export interface SavedPostsState {
  /** False while it is not yet known whose sets to show (auth pending, first fetch). */
  ready: boolean;
  /** Where the sets live now: the browser (guest) or the server (signed in). */
  storage: 'guest' | 'server';
  favorites: ReadonlySet<number>;
  hidden: ReadonlySet<number>;
  /**
   * Adds (on) or removes one ad at once, then tells the server. Never rejects: a failed add is undone
   * and logged, a failed removal stays removed (PRODUCT.md §4), both only logged (PRODUCT.md §8).
   */
  setSaved: (kind: SavedKind, postId: number, on: boolean) => Promise<void>;
}

const empty: ReadonlySet<number> = new Set();

/**
 * Without the provider (screens rendered alone in unit tests) nothing is saved and nothing can be:
 * the buttons stay hidden instead of crashing the screen under test.
 */
export const noSavedPosts: SavedPostsState = {
  ready: false,
  storage: 'guest',
  favorites: empty,
  hidden: empty,
  setSaved: async () => {},
};

export const SavedPostsContext = createContext<SavedPostsState>(noSavedPosts);

export function useSavedPosts(): SavedPostsState {
  return useContext(SavedPostsContext);
}

/** Ids of the ads the viewer has hidden (guest: browser storage; signed in: server); lists drop them at once. */
export function useHiddenPostIds(): ReadonlySet<number> {
  return useContext(SavedPostsContext).hidden;
}

/** Ids of the ads the viewer has bookmarked. */
export function useFavoritePostIds(): ReadonlySet<number> {
  return useContext(SavedPostsContext).favorites;
}
