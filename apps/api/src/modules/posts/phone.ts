import type { PostPhone } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { postApiMessages } from '../../http/messages.ts';
import { enforceRateLimit, registerRateLimits } from '../rate-limits/index.ts';
import { getPost } from './posts.service.ts';
import { addToDailyStats } from './statistics.service.ts';

/**
 * Phone reveals per hour, per IP and per signed-in account: plenty for someone calling sellers, too few to
 * harvest the numbers of every ad (the reason the number is not in the ad itself).
 */
export const PHONE_REVEAL_LIMIT = registerRateLimits('posts', {
  phoneRevealsPerIpAndUser: { limit: 30, windowMs: 60 * 60 * 1000 },
}).phoneRevealsPerIpAndUser;

const enforce = (db: Database, key: string) =>
  enforceRateLimit(db, key, PHONE_REVEAL_LIMIT, postApiMessages.tooManyPhoneRequests);

/**
 * The ad's contact phone, formatted, for whoever may see the ad (GET single's rule: 404 otherwise). Every request counts
 * against the limits, found or not, so probing ids costs the same as reading numbers.
 */
export async function revealPhone(
  db: Database,
  storage: PictureStorage,
  request: FastifyRequest,
  viewer: UserRow | null,
  id: number,
): Promise<PostPhone> {
  await enforce(db, `post-phone:ip:${request.ip}`);
  if (viewer) await enforce(db, `post-phone:user:${viewer.id}`);
  const post = await getPost(db, storage, viewer, id);
  // A sold ad's page stays a while to say so; its seller is no longer to be called about it.
  if (post.status === 'sold' && viewer?.id !== post.creatorId) return { phone: null };
  const [row] = await db.select({ phone: posts.contactPhone }).from(posts).where(eq(posts.id, id));
  // The seller's statistics count reveals by others; the seller's own look is no interest.
  if (row?.phone && post.creatorId !== viewer?.id) await addToDailyStats(db, id, 'phoneReveals');
  // As typed by the seller ('8 600…', '+37060…'), shown in the one format of every phone.
  return { phone: row?.phone ? formatPhone(row.phone) : null };
}
