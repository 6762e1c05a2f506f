import type { ConversationAdState } from '@skelbimai/contract';
import type { PostStatus } from '../../db/schema/index.ts';

/**
 * The ad's state as a conversation shows it, from the ad's row: the one place that maps it. Sold and reserved
 * are what a buyer in the conversation most wants to know.
 */
export function conversationAdState(
  post: { status: PostStatus; reserved: boolean; expiresAt: Date },
  now = new Date(),
): ConversationAdState {
  if (post.status === 'deleted') return 'deleted';
  if (post.status === 'blocked') return 'blocked';
  if (post.status === 'held') return 'held';
  if (post.status === 'sold') return 'sold';
  if (post.status === 'expired' || post.expiresAt <= now) return 'expired';
  if (post.reserved) return 'reserved';
  return 'active';
}
