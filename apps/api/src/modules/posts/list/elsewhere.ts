import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { type ListOptions, listConditions } from '../postList.service.ts';
import { categoryConditions, filterConditions, type PostListQueryParsed } from './conditions.ts';
import { countMatchesUpTo, SEARCH_COUNT_CAP } from './counts.ts';
import { TYPO_THRESHOLD } from './search.ts';

/**
 * GET /api/posts/elsewhereCount: a public search within a category counts its matches in the other categories,
 * under the same filters and places, capped as a search's total, so the list can offer them ('Rasta kitose
 * kategorijose: N', decision 0084). A call of its own, asked by the list once it shows: at 1,000,000 ads a common
 * word's matches across the site took longer to count than the category's list took to answer. Null for a list
 * that is no search within a category.
 */
export async function countElsewhere(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  { searchCountCap = SEARCH_COUNT_CAP, log, places }: Pick<ListOptions, 'searchCountCap' | 'log' | 'places'>,
): Promise<{ count: number; capped: boolean } | null> {
  const inCategory = categoryConditions(query);
  if (!query.searchKeyword?.trim() || query.listTarget !== 'public' || inCategory.length === 0) return null;
  const { search, placeConditions } = await listConditions(db, viewer, query, { log, places });
  if (!search) return null;
  const { conditions: everywhere } = filterConditions(viewer, {
    ...query,
    categoryName: undefined,
    subCategoryName: undefined,
    // A subcategory's field filters mean nothing in the other categories.
    attributes: undefined,
  });
  const outside = sql`not (${and(...inCategory)})`;
  const count = (q: Database) =>
    countMatchesUpTo(q, [...everywhere, ...placeConditions, outside], search.alternatives, searchCountCap);
  // A trigram typo match lowers the threshold of `<%` to TYPO_THRESHOLD for this transaction only.
  return search.trigram
    ? db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return count(tx);
      })
    : count(db);
}
