import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { isModerator } from '../posts/index.ts';

export interface VisiblePost {
  id: number;
  creatorId: string | null;
}

/**
 * The ad as `viewer` may see it (the single ad page's rule): not deleted, and visible to everyone, or the
 * viewer's own, or the viewer moderates. Anything else is null, so callers answer 404 without revealing it.
 */
export async function findPostVisibleTo(db: Database, viewer: UserRow, postId: number): Promise<VisiblePost | null> {
  const [row] = await db
    .select({
      id: posts.id,
      creatorId: posts.creatorId,
      status: posts.status,
      visible: sql<boolean>`${publiclyVisible}`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!row || row.status === 'deleted') return null;
  if (!row.visible && row.creatorId !== viewer.id && !isModerator(viewer)) return null;
  return { id: row.id, creatorId: row.creatorId };
}
