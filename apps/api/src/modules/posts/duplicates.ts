import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postPictures, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postApiMessages } from '../../http/messages.ts';
import { hashDistance } from './perceptualHash.ts';

/** Title and description this alike (pg_trgm similarity of the two together, 0..1) are the same ad. */
export const DUPLICATE_TEXT_SIMILARITY = 0.9;
/** Perceptual hashes this close (differing bits of 64) are the same picture. */
export const DUPLICATE_PICTURE_DISTANCE = 6;

/**
 * A hash with fewer bits set than this (or as few unset) is a featureless picture (one colour, a smooth
 * gradient): every such picture hashes alike, so it identifies no photo and is never a match.
 */
const FEATURELESS_BITS = 8;
const distinctive = (hash: string | null): hash is string => {
  if (!hash) return false;
  const set = hashDistance(hash, '0000000000000000');
  return set >= FEATURELESS_BITS && set <= 64 - FEATURELESS_BITS;
};

/** The seller's ads a new one may repeat: any they still have (active, expired, blocked), not deleted ones. */
const stillTheirs = (user: UserRow) => and(eq(posts.creatorId, user.id), sql`${posts.status} <> 'deleted'`);

/**
 * Refuses a new ad that repeats one of the same seller's: a near-identical title and description, or one of the
 * same pictures (a re-encoded or resized copy included). 409 names the earlier ad and offers its renewal.
 */
export async function refuseDuplicate(
  db: Database,
  user: UserRow,
  input: { title: string; description: string; pictureIds: string[] },
): Promise<void> {
  const text = `${input.title}\n${input.description}`;
  const [sameText] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(
      and(
        stillTheirs(user),
        sql`similarity(lower(${posts.title} || E'\\n' || ${posts.description}), lower(${text})) >= ${DUPLICATE_TEXT_SIMILARITY}`,
      ),
    )
    .limit(1);
  if (sameText) throw duplicateOf(sameText);
  if (input.pictureIds.length === 0) return;

  const newHashes = (
    await db
      .select({ hash: postPictures.perceptualHash })
      .from(postPictures)
      .where(and(inArray(postPictures.id, input.pictureIds), isNotNull(postPictures.perceptualHash)))
  )
    .map((row) => row.hash)
    .filter(distinctive);
  if (newHashes.length === 0) return;
  const earlier = await db
    .select({ id: posts.id, title: posts.title, hash: postPictures.perceptualHash })
    .from(postPictures)
    .innerJoin(posts, eq(posts.id, postPictures.postId))
    .where(and(stillTheirs(user), isNotNull(postPictures.perceptualHash)));
  const match = earlier.find(
    (old) =>
      distinctive(old.hash) &&
      newHashes.some((added) => hashDistance(old.hash as string, added) <= DUPLICATE_PICTURE_DISTANCE),
  );
  if (match) throw duplicateOf(match);
}

function duplicateOf(post: { id: number; title: string }): AppError {
  return AppError.conflict(postApiMessages.duplicateAd(post.id, post.title));
}
