import type { Post } from '@skelbimai/contract';

/** The owner's list rules; the renew and delete calls themselves are ../../postApi.ts's. */
const RENEW_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** 'Pratęsti' is offered for expired ads and active ones expiring within 7 days; never for blocked ones. */
export function canRenew(post: Pick<Post, 'status' | 'expiresAt'>, now: number = Date.now()): boolean {
  if (post.status === 'expired') return true;
  if (post.status !== 'active') return false;
  return new Date(post.expiresAt).getTime() - now <= RENEW_WINDOW_MS;
}

/** An active ad whose expiry date has passed is expired for its owner, whatever the stored status says. */
export function displayStatus(post: Pick<Post, 'status' | 'expiresAt'>, now: number = Date.now()): Post['status'] {
  if (post.status === 'active' && new Date(post.expiresAt).getTime() <= now) return 'expired';
  return post.status;
}
