import { normaliseSearchQuery, type postListQuerySchema } from '@skelbimai/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { firstMissThisHour, recordSearchMiss, SUGGEST_BELOW_OR_AT, suggestCorrection } from '../search/index.ts';

type ListRequest = FastifyRequest<{ Querystring: z.output<typeof postListQuerySchema> }>;

/**
 * After a public keyword search (PRODUCT.md §20): counts it as a miss when it found nothing, and returns the
 * "Ar turėjote omenyje …?" correction when it found little or nothing. Only page 1 (or the non-paged form)
 * does either, and one visitor (views.service's key) counts a query at most once an hour, so neither paging
 * nor repeating inflates the count. Neither may fail the list: an error is logged, the list answers without it.
 */
export async function searchHelp(
  db: Database,
  request: ListRequest,
  visitor: string,
  totalCount: number,
): Promise<string | null> {
  const { searchKeyword, listTarget, postIds, page } = request.query;
  const keyword = searchKeyword?.trim();
  if (!keyword || listTarget !== 'public' || postIds || (page ?? 1) !== 1) return null;
  if (totalCount === 0 && firstMissThisHour(visitor, normaliseSearchQuery(keyword))) {
    try {
      await recordSearchMiss(db, keyword);
    } catch (error) {
      request.log.warn({ err: error }, 'Search miss not recorded');
    }
  }
  if (totalCount > SUGGEST_BELOW_OR_AT) return null;
  try {
    return await suggestCorrection(db, keyword);
  } catch (error) {
    request.log.warn({ err: error }, 'Search suggestion failed');
    return null;
  }
}
