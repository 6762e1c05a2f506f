import type { CategorySuggestion } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { posts } from '../../db/schema/index.ts';
import type { CategoryMatch, ExpandedKeyword } from '../search/index.ts';
import type { SearchCondition } from './list/searchCondition.ts';

// Category words (PRODUCT.md §20, DECISIONS #73): an ad is also found by the names of its category and
// subcategory. Query-time: the words matched against the few dozen category names (queryExpansion.ts) give
// category ids, and the list's condition gains "in one of those categories, and the other words in its text".

/** The rank of an ad of a category the words name: above a description-only match (2 + ts_rank), below a title one. */
export const CATEGORY_MATCH_RANK = 3;

/**
 * `own` (the ad's own text) or a category match. An ad of a category the words name ranks CATEGORY_MATCH_RANK,
 * unless its own text ranks it higher (its title says the words): 'telefonas' lists the phones before the ads
 * whose descriptions alone say it (decision 0084). Each category match is an alternative of its own (served by
 * the category index) for the capped count and the relevance candidates.
 */
export function withCategoryWords(categories: CategoryMatch[], own: SearchCondition): SearchCondition {
  if (categories.length === 0) return own;
  const byCategory = categories.map((category) => {
    const inIt = sql`${posts.categoryId} in (${sql.join(
      category.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    return category.rest === null ? inIt : sql`(${inIt} and ${posts.searchVector} @@ ${category.rest}::tsquery)`;
  });
  // An own-text match in a named category still ranks as a category match at least.
  const inAny = sql`(case when ${sql.join(byCategory, sql` or `)} then ${sql.raw(String(CATEGORY_MATCH_RANK))} else 0 end)`;
  return {
    ...own,
    where: sql`(${own.where} or ${sql.join(byCategory, sql` or `)})`,
    rank: sql`(case when ${own.where} then greatest(${own.rank}, ${inAny}) else ${sql.raw(String(CATEGORY_MATCH_RANK))} end)`,
    alternatives: [...own.alternatives, ...byCategory],
  };
}

/**
 * The category to offer narrowing to: the one whose name says every word of the query ('dviračiai'), a
 * subcategory before a main one; none when that is not one category.
 */
export function categorySuggestionOf(expanded: ExpandedKeyword): CategorySuggestion | null {
  const whole = expanded.categories.filter((category) => category.rest === null);
  const subs = whole.filter((category) => category.parentLogicalName !== null);
  const pick = subs.length === 1 ? subs[0] : subs.length === 0 && whole.length === 1 ? whole[0] : undefined;
  if (!pick) return null;
  return pick.parentLogicalName
    ? { categoryName: pick.parentLogicalName, subCategoryName: pick.logicalName, title: pick.name }
    : { categoryName: pick.logicalName, title: pick.name };
}
