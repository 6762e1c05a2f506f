import type { ConversationAdState } from '@skelbimai/contract';
import type { PostStatus } from '../../db/schema/index.ts';

/**
 * The ad's state as a conversation shows it, from the ad's row: the one place that maps it (a 'sold' status
 * added later is one line here and one in the contract's wording).
 */
export function conversationAdState(
  post: { status: PostStatus; expiresAt: Date },
  now = new Date(),
): ConversationAdState {
  if (post.status === 'deleted') return 'deleted';
  if (post.status === 'blocked') return 'blocked';
  if (post.status === 'expired' || post.expiresAt <= now) return 'expired';
  return 'active';
}
