import type { PictureStorage } from '../../../adapters/storage/index.ts';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { cachedSharedFor } from '../../../http/sharedCache.ts';
import { type ListOptions, listPosts, type PostListResult } from '../postList.service.ts';
import type { PostListQueryParsed } from './conditions.ts';

/**
 * listPosts, with a guest's public list kept in the shared cache ('guestLists', DECISIONS #144): the same for
 * every guest, at most SHARED_CACHE_TTL_MS old and forgotten by every write that forgets a shared answer, as a
 * guest's page is. Most requests are guests' first pages of a few lists and popular searches; without this each
 * one ran its statements again. A signed-in viewer's list leaves out their hidden ads, so it is never kept.
 * What a search does per visitor (a miss counted, 'Ar turėjote omenyje') is the caller's, outside.
 */
export function listPostsForViewer(
  db: Database,
  storage: PictureStorage,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  options: ListOptions = {},
): Promise<PostListResult> {
  if (viewer !== null || query.listTarget !== 'public') return listPosts(db, storage, viewer, query, options);
  return cachedSharedFor(db, 'guestLists', variantOf(query), () => listPosts(db, storage, null, query, options));
}

/** The parsed query (defaults filled in), its keys in order: addresses that mean the same list share an entry. */
// The attr.* filters by their filters alone: the fields they were read with follow from the subcategory, and the
// car models would make every key tens of kilobytes.
const variantOf = ({ attributes, ...query }: PostListQueryParsed) =>
  JSON.stringify([
    ...Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)),
    ...(attributes ? [['attributes', attributes.filters]] : []),
  ]);
