import { RATING_PUBLISH_DAYS } from '@skelbimai/contract';
import { and, isNull, sql } from 'drizzle-orm';
import { ratings } from '../../db/schema/index.ts';

/**
 * Whether a rating is published (PRODUCT.md §27): the other side of its conversation has rated too, or
 * 14 days have passed since it was given (only a conversation's first rating can stand alone that long), and no
 * moderator removed it. A condition on the rows, read at query time, so publication needs no job.
 */
export const published = and(
  isNull(ratings.removedAt),
  sql`(${ratings.createdAt} <= now() - make_interval(days => ${RATING_PUBLISH_DAYS})
    or exists (select 1 from ${ratings} as other
      where other.conversation_id = ${ratings.conversationId} and other.rater_id = ${ratings.ratedId}))`,
);

/** A conversation's rating window has closed: its first rating is older than 14 days. */
export const windowClosed = (conversationId: number) =>
  sql<boolean>`exists (select 1 from ${ratings}
    where ${ratings.conversationId} = ${conversationId}
      and ${ratings.createdAt} <= now() - make_interval(days => ${RATING_PUBLISH_DAYS}))`;
