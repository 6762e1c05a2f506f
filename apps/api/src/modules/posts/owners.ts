import type { Database } from '../../db/client.ts';
import { personRefs } from '../user-records/index.ts';

/**
 * The moderators' list names each ad's owner by name and e-mail (PRODUCT.md §26), one query for the page, so the
 * table never shows a bare id.
 */
export async function withOwners<T extends { creatorId: string | null }>(db: Database, list: T[]): Promise<T[]> {
  const people = await personRefs(
    db,
    list.flatMap((post) => (post.creatorId ? [post.creatorId] : [])),
  );
  return list.map((post) => ({ ...post, owner: (post.creatorId && people.get(post.creatorId)) || null }));
}
