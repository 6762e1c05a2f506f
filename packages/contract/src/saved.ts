import * as z from 'zod';
import { dbIdParam, MAX_DB_INT } from './bounds.ts';

/**
 * One bookmarked or hidden ad (PRODUCT.md §3 Favourites, Hidden post): GET /api/favorites and GET /api/hiddens
 * answer `postIds` (a list of these) beside the envelope; POST and DELETE answer `postId`.
 */
export const savedPostSchema = z.object({ postId: z.number().int(), createdAt: z.string() });
export type SavedPost = z.infer<typeof savedPostSchema>;

/** POST /api/favorites and POST /api/hiddens. */
export const savePostRequestSchema = z.object({ postId: dbIdParam() });
/** DELETE /api/favorites/{postId}, DELETE /api/hiddens/{postId}. */
export const savedPostParamsSchema = z.object({ postId: dbIdParam() });
export type SavePostRequest = z.input<typeof savePostRequestSchema>;

/** Browser storage keys of a guest's sets (PRODUCT.md §4 Hiding: a hidden-posts key). Values: SavedPost[] as JSON. */
export const guestStorageKeys = {
  hidden: 'hidden-posts',
  favorites: 'favorite-posts',
} as const;

export const savedLimits = {
  /** Ads one account may keep in each set: GET answers the whole set, so it stays bounded. */
  perUser: 1000,
  /** Ids one list request may name in `postIds` (a guest's set is listed a page at a time). */
  postIdsPerQuery: 100,
} as const;

export const savedMessages = {
  favoritesFull: `Pažymėti galima ne daugiau kaip ${savedLimits.perUser} skelbimų. Atžymėkite nebereikalingus.`,
  hiddenFull: `Paslėpti galima ne daugiau kaip ${savedLimits.perUser} skelbimų. Parodykite nebereikalingus.`,
  tooManyPostIds: `Galima nurodyti ne daugiau kaip ${savedLimits.postIdsPerQuery} skelbimų.`,
} as const;

/**
 * GET /api/posts/list `postIds`: a comma list ('9,4') or repeated (?postIds=9&postIds=4) of ad ids that
 * restricts any list target to those ads (a guest lists the favourites and hidden ads kept in the browser).
 * Blank means no restriction, like the other filters; duplicates are dropped.
 */
export const postIdsQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.coerce.number<string>().int().min(1).max(MAX_DB_INT))
      .max(savedLimits.postIdsPerQuery, savedMessages.tooManyPostIds)
      .transform((ids) => [...new Set(ids)]),
  );
