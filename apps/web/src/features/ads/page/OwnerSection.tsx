import type { Post } from '@skelbimai/contract';
import { ActivePromotions } from '../../wallet/promote.ts';
import { OwnerActions } from './OwnerActions.tsx';

/**
 * The owner's part of their own ad's page: their actions and the ad's active promotions. A chunk of its own
 * (PostSummary loads it lazily): a visitor landing on someone else's ad, which is nearly every visitor, never
 * downloads the owner's buttons, the promote dialog's opener or the wallet's texts (docs/PERFORMANCE.md).
 */
export default function OwnerSection({ post }: { post: Post }) {
  return (
    <>
      <OwnerActions post={post} />
      {post.status === 'active' && <ActivePromotions postId={post.id} />}
    </>
  );
}
