import { type CategorySuggestion, limits, type Post, type PostSort, validationMessages } from '@skelbimai/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { fieldsByCategory } from '../categories/index.ts';
import { placeWordsPattern } from '../places/index.ts';
import { expandKeyword, keepSearchWordsFresh, searchTokens } from '../search/index.ts';
import { categorySuggestionOf } from './categoryWords.ts';
import { filterConditions, newestFirst, oldestFirst, type PostListQueryParsed } from './list/conditions.ts';
import {
  cappedAt,
  countFromCounters,
  countMatchesUpTo,
  countPostsUpTo,
  LIST_COUNT_CAP,
  SEARCH_COUNT_CAP,
} from './list/counts.ts';
import { rowsById } from './list/pageRead.ts';
import { locatedInOrNaming, placeWordsOf } from './list/places.ts';
import { rankedMatchPage, SEARCH_RANK_CANDIDATES, searchCondition, TYPO_THRESHOLD } from './list/search.ts';
import { topBlockFor } from './list/topBlock.ts';
import { toPost } from './posts.service.ts';

// GET /api/posts/list: targets, filters, search, sorts and paging (PRODUCT.md §3 'Post'). The parts live in
// ./list/: filters → conditions (conditions.ts), search matching and ranking (search.ts), counts (counts.ts),
// the page's rows (pageRead.ts); this file puts them together.

// Names other modules import from here.
export { newestFirst, type PostListQueryParsed } from './list/conditions.ts';
export { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from './list/counts.ts';
export { SEARCH_RANK_CANDIDATES, type SearchCondition, weightedQuery } from './list/search.ts';

export interface PostListResult {
  /** The page, strictly in the chosen order (TOP ads included where that order puts them). */
  posts: Post[];
  /** The public list's TOP block: at most TOP_BLOCK_SIZE of its TOP ads, in turns (list/topBlock.ts). */
  topPosts?: Post[];
  /** Exact, or the cap (LIST_COUNT_CAP, SEARCH_COUNT_CAP for a search) when totalCountCapped. */
  totalCount: number;
  /** A category the keyword names as a whole, to narrow the search to (public list, no category chosen). */
  categorySuggestion?: CategorySuggestion | null;
  /** More ads match than the cap: totalCount is the cap, not the count. */
  totalCountCapped: boolean;
}

export interface ListOptions {
  /** The cap of counted totals (tests use a small one rather than seeding 10,001 ads). */
  countCap?: number;
  /** The cap of a search's total (tests use a small one rather than seeding 1,001 matches). */
  searchCountCap?: number;
  /** Where a failed rebuild of search_words is reported (it runs beside the request). */
  log?: (error: unknown) => void;
  /** The town's settlements (config.site.places): a query's place names filter by location (DECISIONS #110). */
  places?: readonly string[];
}

/**
 * The list's conditions: the target's and the filters' (filterConditions), the keyword's places and its search
 * (the search's own condition last), as listPosts and the counts per choice (list/fieldCounts.ts) use them.
 */
export async function listConditions(
  db: Database,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  { log = () => {}, places = [] }: Pick<ListOptions, 'log' | 'places'>,
) {
  const { conditions, savedOrder } = filterConditions(viewer, query);
  // One settlement of the town's list (DECISIONS #111; its condition is filterConditions'): anything else is
  // refused, not silently ignored.
  if (query.location !== undefined && !places.includes(query.location)) {
    throw AppError.badRequest(validationMessages.unknownPlace, [
      { property: 'location', errors: [validationMessages.unknownPlace] },
    ]);
  }
  const keyword = query.searchKeyword?.trim();
  const filterType = query.searchFilterType ?? 'all';
  // Typos through the title words (search_words) on the public list, whose ads are the ones the words come
  // from; the table follows the ads as the suggestions keep it (a large site's search does not wait for it).
  const typoWords = Boolean(keyword) && query.listTarget === 'public' && filterType !== 'description';
  if (typoWords) await keepSearchWordsFresh(db, log, { maxWaitMs: 0, places });
  // The vocabulary, category words and near title words: one small lookup per search, nothing per row
  // (DECISIONS #72, #85).
  // The keyword as words and operators (searchTokens): no typed text reaches the query parser.
  // The town's place names in it are locations, not product words: each filters the list to the ads in that
  // place or naming it, and the other words are the product search (list/places.ts, DECISIONS #110).
  const typed = keyword ? placeWordsOf(searchTokens(keyword), places) : null;
  const placeConditions = (typed?.places ?? []).map(locatedInOrNaming);
  conditions.push(...placeConditions);
  const tokens = typed?.tokens ?? null;
  const expanded = tokens ? await expandKeyword(db, tokens, filterType === 'all', typoWords, places) : null;
  const search =
    tokens && expanded ? searchCondition(tokens, expanded, query.searchFilterType, placeWordsPattern(places)) : null;
  // Every condition but the search's, for the statement that reads each alternative's matches (rankedMatchPage, countMatchesUpTo).
  const filtersOnly = [...conditions];
  if (search) conditions.push(search.where);
  // What the keyword asks of an ad (its places and its words), for the TOP block.
  const keywordWhere =
    placeConditions.length > 0 || search ? and(...placeConditions, ...(search ? [search.where] : [])) : undefined;
  return { conditions, savedOrder, filtersOnly, search, expanded, keywordWhere, placeConditions };
}

/** The ads of a list target with the filters, sort and (1-based) page of PRODUCT.md §3. */
export async function listPosts(
  db: Database,
  storage: PictureStorage,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  { countCap = LIST_COUNT_CAP, searchCountCap = SEARCH_COUNT_CAP, log = () => {}, places = [] }: ListOptions = {},
): Promise<PostListResult> {
  const { conditions, savedOrder, filtersOnly, search, expanded, keywordWhere } = await listConditions(
    db,
    viewer,
    query,
    { log, places },
  );

  const sort: PostSort = query.sort ?? (search ? 'relevance' : 'newest');
  const sortOrder = ((): SQL[] => {
    switch (sort) {
      case 'oldest':
        return oldestFirst;
      case 'priceAsc':
        return [sql`${posts.priceCents} asc nulls last`, ...newestFirst];
      case 'priceDesc':
        return [sql`${posts.priceCents} desc nulls last`, ...newestFirst];
      // A search's relevance order is its own statement over the candidates (rankedMatchPage); without a search
      // there is nothing to rank.
      default:
        return newestFirst;
    }
  })();
  // A copy: the saved-set order may be put in front, and newestFirst is shared.
  const order = [...sortOrder];
  if (savedOrder && !query.sort && !search) order.unshift(savedOrder);

  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // The public list of a whole category, subcategory or the site, without filters: its total is the sum of
  // the category counters (postCounts.service.ts) instead of a count.
  const fromCounters =
    query.listTarget === 'public' &&
    !search &&
    !query.postIds &&
    !query.sellerId &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.location === undefined &&
    !(query.attributes && query.attributes.filters.length > 0) &&
    !(query.postTypes && query.postTypes.length > 0);
  const offset = ((query.page ?? 1) - 1) * limits.pageSize;
  // A page's ids first, then its rows by id: the walk to the page (past `skip` ads on page 50) reads only what
  // the list indexes hold (an index-only scan of posts_active_bumped_at_idx or another covering list index), and
  // only the page's 20 ads are read whole with their categories.
  const pageIds = async (q: Database, condition: SQL | undefined, skip: number, take: number) => {
    const rows = await q
      .select({ id: posts.id })
      .from(posts)
      .where(condition)
      .orderBy(...order)
      .limit(take)
      .offset(skip);
    return rows.map((row) => row.id);
  };
  const run = async (q: Database) => {
    if (search && sort === 'relevance') {
      // Ranked by relevance: only within the newest matches of each alternative (DECISIONS #65, #85, #91),
      // ranked and ordered by the statement that reads them, which also counts them; the page is read by id.
      const size = Math.max(
        searchCountCap,
        Math.ceil((offset + limits.pageSize) / SEARCH_RANK_CANDIDATES) * SEARCH_RANK_CANDIDATES,
      );
      // Offers before wanted ads of equal relevance, unless the searcher chose the types.
      const offersFirst = !(query.postTypes && query.postTypes.length > 0);
      const page = await rankedMatchPage(q, filtersOnly, search, size + 1, offset, offersFirst);
      // A page past the last match says nothing of their number; counting them is then a statement of its own.
      const total =
        page.matched === null
          ? await countMatchesUpTo(q, filtersOnly, search.alternatives, searchCountCap)
          : cappedAt(page.matched, searchCountCap);
      return { ids: page.ids, totalCount: total.count, totalCountCapped: total.capped };
    }
    const total = fromCounters
      ? { count: await countFromCounters(q, viewer, query), capped: false }
      : search
        ? await countMatchesUpTo(q, filtersOnly, search.alternatives, searchCountCap)
        : await countPostsUpTo(q, where, countCap);
    const totalCount = total.count;
    const totalCountCapped = total.capped;
    return { ids: await pageIds(q, where, offset, limits.pageSize), totalCount, totalCountCapped };
  };
  // PRODUCT.md §3's TOP service on a public list: a block of a few TOP ads matching the same filters and search,
  // in turns (list/topBlock.ts), beside the list; the list itself keeps the chosen order strictly, TOP ads in
  // their natural place, and its total and pages are its own (DECISIONS #104).
  const runWithTop = async (q: Database) => {
    const [list, topIds] = await Promise.all([
      run(q),
      query.listTarget === 'public' ? topBlockFor(q, viewer, query, keywordWhere) : Promise.resolve(null),
    ]);
    // The rows of both, in one read (an ad may be in both: read once).
    const rows = await rowsById(q, [...new Set([...list.ids, ...(topIds ?? [])])]);
    const byId = new Map(rows.map((row) => [row.post.id, row]));
    const rowsOf = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
    return { ...list, rows: rowsOf(list.ids), topRows: topIds ? rowsOf(topIds) : null };
  };
  // A trigram typo match lowers the threshold of `<%` to TYPO_THRESHOLD for this transaction only.
  const { rows, totalCount, totalCountCapped, topRows } = search?.trigram
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return runWithTop(tx);
      })
    : await runWithTop(db);
  const fields = await fieldsByCategory(db);
  const categorySuggestion =
    expanded && query.listTarget === 'public' && !query.categoryName && !query.subCategoryName
      ? categorySuggestionOf(expanded)
      : null;
  return {
    posts: rows.map((row) => toPost(row, storage, fields)),
    ...(topRows ? { topPosts: topRows.map((row) => toPost(row, storage, fields)) } : {}),
    totalCount,
    totalCountCapped,
    categorySuggestion,
  };
}
