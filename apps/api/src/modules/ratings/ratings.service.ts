import {
  type ConversationRating,
  type createRatingRequestSchema,
  displayName,
  type MyRating,
  type PublicRating,
  RATING_PAGE_SIZE,
  type RatingSummary,
  ratingMessages as texts,
} from '@skelbimai/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  type ConversationRow,
  conversationMessages,
  conversations,
  type RatingRow,
  ratings,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { publicPersonColumns } from '../names/index.ts';
import { published, windowClosed } from './published.ts';

type CreateInput = z.output<typeof createRatingRequestSchema>;

const onConversation = (message: string) => [{ property: 'conversationId', errors: [message] }];

/** The conversation as one of its two people sees it; anyone else gets 404, as the thread answers them. */
async function conversationOf(db: Database, userId: string, conversationId: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  if (!row) throw new AppError(404, texts.conversationNotFound, onConversation(texts.conversationNotFound));
  return row;
}

/** Why `userId` may not rate in this conversation now, or null when they may (their own rating aside). */
async function refusalOf(db: Database, conversation: ConversationRow, userId: string): Promise<string | null> {
  const otherId = conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
  const [row] = await db
    .select({
      buyerWrote: sql<boolean>`exists (select 1 from ${conversationMessages}
        where ${conversationMessages.conversationId} = ${conversation.id} and ${conversationMessages.fromBuyer})`,
      sellerWrote: sql<boolean>`exists (select 1 from ${conversationMessages}
        where ${conversationMessages.conversationId} = ${conversation.id} and not ${conversationMessages.fromBuyer})`,
      closed: windowClosed(conversation.id),
      otherDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, otherId));
  if (!row || row.otherDeleted) return texts.otherErased;
  if (!row.buyerWrote || !row.sellerWrote) return texts.notTwoSided;
  if (row.closed) return texts.windowClosed;
  return null;
}

async function isPublished(db: Database, ratingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.id, ratingId), published));
  return row !== undefined;
}

async function toMine(db: Database, row: RatingRow): Promise<MyRating> {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    published: await isPublished(db, row.id),
  };
}

/**
 * POST /api/ratings/create: one side rates the other once per conversation, when both have written at least
 * one message and the conversation's first rating is not older than 14 days (PRODUCT.md §27).
 */
export async function createRating(db: Database, rater: UserRow, input: CreateInput): Promise<MyRating> {
  const conversation = await conversationOf(db, rater.id, input.conversationId);
  const refusal = await refusalOf(db, conversation, rater.id);
  if (refusal) throw AppError.badRequest(refusal, onConversation(refusal));
  const ratedId = conversation.buyerId === rater.id ? conversation.sellerId : conversation.buyerId;
  const [row] = await db
    .insert(ratings)
    .values({
      conversationId: conversation.id,
      postId: conversation.postId,
      raterId: rater.id,
      ratedId,
      stars: input.stars,
      comment: input.comment?.trim() || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.conflict(texts.alreadyRated, onConversation(texts.alreadyRated));
  return toMine(db, row);
}

/** GET /api/ratings/conversation/{id}: whether the viewer may rate here, and their own rating. */
export async function conversationRating(
  db: Database,
  viewer: UserRow,
  conversationId: number,
): Promise<ConversationRating> {
  const conversation = await conversationOf(db, viewer.id, conversationId);
  const [mine] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.conversationId, conversation.id), eq(ratings.raterId, viewer.id)));
  if (mine) return { canRate: false, refusal: null, mine: await toMine(db, mine) };
  const refusal = await refusalOf(db, conversation, viewer.id);
  return { canRate: refusal === null, refusal, mine: null };
}

/** A person's published ratings: average to one decimal (null with none) and count (GetSeller, §27). */
export async function ratingSummary(db: Database, userId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${ratings.stars}), 1)::text`,
    })
    .from(ratings)
    .where(and(eq(ratings.ratedId, userId), published));
  const count = Number(row?.count ?? 0);
  return { count, average: count === 0 || row?.average == null ? null : Number(row.average) };
}

/** GET /api/ratings/user/{userId}?page=: published ratings, newest first, 10 a page. */
export async function listRatings(
  db: Database,
  userId: string,
  page: number,
): Promise<{ items: PublicRating[]; totalCount: number }> {
  const where = and(eq(ratings.ratedId, userId), published);
  const [rows, [total]] = await Promise.all([
    db
      .select({ rating: ratings, rater: publicPersonColumns })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.raterId))
      .where(where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(RATING_PAGE_SIZE)
      .offset((page - 1) * RATING_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(ratings).where(where),
  ]);
  return {
    items: rows.map(({ rating, rater }) => ({
      id: rating.id,
      stars: rating.stars,
      comment: rating.comment,
      createdAt: rating.createdAt.toISOString(),
      raterName: displayName(rater),
      answer: rating.answer,
      answeredAt: rating.answeredAt?.toISOString() ?? null,
    })),
    totalCount: Number(total?.count ?? 0),
  };
}

/** POST /api/ratings/answer: the rated person answers a published rating once. */
export async function answerRating(
  db: Database,
  user: UserRow,
  input: { ratingId: number; text: string },
): Promise<PublicRating> {
  const [rating] = await db
    .select({ rating: ratings, rater: publicPersonColumns })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(and(eq(ratings.id, input.ratingId), published));
  if (!rating) throw AppError.notFound(texts.notFound);
  if (rating.rating.ratedId !== user.id) throw AppError.forbidden(texts.answerNotYours);
  const [row] = await db
    .update(ratings)
    .set({ answer: input.text, answeredAt: new Date() })
    .where(and(eq(ratings.id, input.ratingId), sql`${ratings.answer} is null`))
    .returning();
  if (!row) throw AppError.conflict(texts.alreadyAnswered, [{ property: 'text', errors: [texts.alreadyAnswered] }]);
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    raterName: displayName(rating.rater),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
