import * as z from 'zod';

/**
 * One bookmarked or hidden ad (SPEC.md §3 Favourites, Hidden post): GET /api/favorites and GET /api/hiddens
 * answer `postIds` (a list of these) beside the envelope; POST and DELETE answer `postId`.
 */
export const savedPostSchema = z.object({ postId: z.number().int(), createdAt: z.string() });
export type SavedPost = z.infer<typeof savedPostSchema>;

/** POST /api/favorites and POST /api/hiddens. */
export const savePostRequestSchema = z.object({ postId: z.coerce.number().int().positive() });
export type SavePostRequest = z.input<typeof savePostRequestSchema>;

/** Browser storage keys of a guest's sets (SPEC.md §4 Hiding: a hidden-posts key). Values: SavedPost[] as JSON. */
export const guestStorageKeys = {
  hidden: 'hidden-posts',
  favorites: 'favorite-posts',
} as const;
