import { ratingMessages, type removeRatingRequestSchema } from '@skelbimai/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ratingReports, ratings, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { recordDecision } from '../decisions/index.ts';

type RemoveInput = z.output<typeof removeRatingRequestSchema>;

/**
 * POST /api/moderation/removeRating (Moderator): the rating leaves every page, its open reports are handled, and
 * its author gets the statement of reasons with the appeal link, as an ad's block does (PRODUCT.md §17, §27):
 * the decision row is written in the same transaction, so there is never one without the other.
 */
export async function removeRating(
  db: Database,
  actor: UserRow,
  input: RemoveInput,
  site: AppConfig['site'],
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [rating] = await tx.select().from(ratings).where(eq(ratings.id, input.ratingId)).for('update');
    if (!rating) throw AppError.notFound(ratingMessages.notFound);
    if (rating.removedAt) throw AppError.conflict(ratingMessages.alreadyRemoved);
    await tx.update(ratings).set({ removedAt: new Date() }).where(eq(ratings.id, rating.id));
    await tx
      .update(ratingReports)
      .set({ status: 'resolved' })
      .where(and(eq(ratingReports.ratingId, rating.id), eq(ratingReports.status, 'open')));
    await writeAudit(tx, actor, {
      action: 'rating.remove',
      targetType: 'rating',
      targetId: rating.id,
      before: { stars: rating.stars, comment: rating.comment },
      after: { removed: true, rule: input.ruleId },
    });
    await recordDecision(
      tx,
      {
        kind: 'rating_removal',
        userId: rating.raterId,
        ratingId: rating.id,
        rule: input.ruleId,
        facts: input.reason,
        automatic: false,
        decidedBy: actor.id,
      },
      site,
    );
    return { id: rating.id };
  });
}
