import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postPictures, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import { hashDistance } from './perceptualHash.ts';

/**
 * Title and description this alike (pg_trgm similarity of the two together, lower-cased, 0..1) are the same
 * ad whatever its pictures (decision 0085).
 */
export const DUPLICATE_TEXT_SIMILARITY = 0.9;
/**
 * Texts this alike are the same ad only when a picture is shared too: a re-upload with the price or a sentence
 * changed. Below it, a shared-looking picture is a similar scene, not the same ad (decision 0085).
 */
export const DUPLICATE_TEXT_WITH_PICTURE = 0.6;
/** Perceptual hashes this close (differing bits of 64) are the same picture. */
export const DUPLICATE_PICTURE_DISTANCE = 6;

/**
 * A hash with fewer bits set than this (or as few unset) is a featureless picture (one colour, a smooth
 * gradient): every such picture hashes alike, so it identifies no photo and is never a match.
 */
const FEATURELESS_BITS = 8;
export const distinctive = (hash: string | null): hash is string => {
  if (!hash) return false;
  const set = hashDistance(hash, '0000000000000000');
  return set >= FEATURELESS_BITS && set <= 64 - FEATURELESS_BITS;
};

/**
 * The rule itself (decision 0085): near-identical texts, or alike texts with a shared picture. Pictures alone
 * never make a duplicate – two photos of a similar scene hash alike as often as copies of one photo do.
 */
export function isDuplicate(textSimilarity: number, sharesPicture: boolean): boolean {
  return (
    textSimilarity >= DUPLICATE_TEXT_SIMILARITY || (sharesPicture && textSimilarity >= DUPLICATE_TEXT_WITH_PICTURE)
  );
}

/** Whether any of `earlier` is within DUPLICATE_PICTURE_DISTANCE of any of `added` (featureless ones never). */
export function sharesPicture(earlier: (string | null)[], added: (string | null)[]): boolean {
  const ours = added.filter(distinctive);
  return earlier.some(
    (old) => distinctive(old) && ours.some((hash) => hashDistance(old, hash) <= DUPLICATE_PICTURE_DISTANCE),
  );
}

/**
 * The seller's ads a new one may repeat: any they could still renew or have reviewed (active, expired, blocked,
 * held). Deleted ones are gone, and a sold one is done: its 'Įkelti panašų skelbimą' posts the same text again
 * for the next such item (decision 0085).
 */
const stillTheirs = (user: UserRow) =>
  and(eq(posts.creatorId, user.id), sql`${posts.status} not in ('deleted', 'sold')`);

/**
 * Refuses a new ad that repeats one of the same seller's (isDuplicate): 409 names the earlier ad and offers
 * its renewal.
 */
export async function refuseDuplicate(
  db: Database,
  user: UserRow,
  input: { title: string; description: string; pictureIds: string[] },
): Promise<void> {
  const text = `${input.title}\n${input.description}`;
  const likeness = sql<number>`similarity(lower(${posts.title} || E'\\n' || ${posts.description}), lower(${text}))`;
  // Only ads whose text is alike at all can be duplicates: the pictures of the rest are never read.
  const alike = await db
    .select({ id: posts.id, title: posts.title, similarity: likeness })
    .from(posts)
    .where(and(stillTheirs(user), gte(likeness, DUPLICATE_TEXT_WITH_PICTURE)))
    .orderBy(desc(likeness))
    .limit(20);
  const [closest] = alike;
  if (!closest) return;
  if (isDuplicate(Number(closest.similarity), false)) throw duplicateOf(closest);
  if (input.pictureIds.length === 0) return;

  const added = (
    await db
      .select({ hash: postPictures.perceptualHash })
      .from(postPictures)
      .where(and(inArray(postPictures.id, input.pictureIds), isNotNull(postPictures.perceptualHash)))
  ).map((row) => row.hash);
  if (!added.some(distinctive)) return;
  const earlier = await db
    .select({ postId: postPictures.postId, hash: postPictures.perceptualHash })
    .from(postPictures)
    .where(
      and(
        inArray(
          postPictures.postId,
          alike.map((post) => post.id),
        ),
        isNotNull(postPictures.perceptualHash),
      ),
    );
  const match = alike.find((post) =>
    isDuplicate(
      Number(post.similarity),
      sharesPicture(
        earlier.filter((row) => row.postId === post.id).map((row) => row.hash),
        added,
      ),
    ),
  );
  if (match) throw duplicateOf(match);
}

function duplicateOf(post: { id: number; title: string }): AppError {
  return AppError.conflict(postApiMessages.duplicateAd(post.id, post.title));
}
