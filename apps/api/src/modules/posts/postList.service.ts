import {
  type CategorySuggestion,
  eurosToCents,
  limits,
  type Post,
  type PostSort,
  type postListQuerySchema,
} from '@skelbimai/contract';
import { and, asc, desc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { PictureStorage } from '../../adapters/storage/index.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, postReports, posts, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inSavedSet, newestSavedFirst, notHiddenBy, savedSetCondition } from '../saved-posts/listConditions.ts';
import { type ExpandedKeyword, expandKeyword } from '../search/queryExpansion.ts';
import { type SearchTokens, searchTokens } from '../search/searchTokens.ts';
import { keepSearchWordsFresh } from '../search/searchWords.service.ts';
import { categorySuggestionOf, withCategoryWords } from './categoryWords.ts';
import { visiblePostCountsByCategory } from './postCounts.service.ts';
import { baseQuery, isModerator, publiclyVisible, toPost } from './posts.service.ts';

// GET /api/posts/list: targets, filters, search, sorts and paging (PRODUCT.md 'Ads (posts)').

export type PostListQueryParsed = z.output<typeof postListQuerySchema>;

/** Word similarity of a keyword to a title from which a title counts as a typo-tolerant match. */
const TYPO_THRESHOLD = 0.4;

/** A search's condition, its relevance, and the ORed parts of the condition, each served by an index of its own. */
export interface SearchCondition {
  where: SQL;
  rank: SQL;
  alternatives: SQL[];
  /** The typo match is trigram similarity on each title (`<%`, which needs listPosts' threshold setting). */
  trigram?: boolean;
  /**
   * Each alternative is tested on a list index's entries, without reading the ad (the title filter's
   * title_vector, DECISIONS #92): only the candidates are read to be ranked. Otherwise the match reads each
   * ad, and the candidates are ranked from what that read found.
   */
  testedOnIndexEntries?: boolean;
}

/**
 * ts_rank's weights ({D, C, B, A}): the description's words alone in search_vector (weight B, schema/posts.ts);
 * title_vector's words, unweighted (D), counted as search_vector's title words (A) are.
 */
const DESCRIPTION_RANK_WEIGHTS = '{0,0,1,0}';
const TITLE_RANK_WEIGHTS = '{1,0,0,0}';

/**
 * tsquery text with every lexeme restricted to one weight ('auto':* → 'auto':*A): matched against the stored
 * search_vector it finds the words of that field only, through the same GIN index (weights are rechecked on the
 * row), and an excluded word ('-kaina') is excluded from that field only, as one field's own vector would.
 * The text is PostgreSQL's own output (queryExpansion.ts), so each lexeme is quoted, '' inside.
 */
export function weightedQuery(query: string, weight: 'A' | 'B'): string {
  return query.replace(/('(?:[^']|'')*')(:\*)?/g, (_, lexeme: string, prefix: string | undefined) => {
    return `${lexeme}:${prefix ? '*' : ''}${weight}`;
  });
}

/**
 * Word-form (Lithuanian stemmer) and diacritic-insensitive match with the search vocabulary applied, plus
 * trigram typo tolerance on titles; `all` also finds the ads of the categories the words name, ranked below
 * every ad that matches by its own text (categoryWords.ts).
 */
function searchCondition(
  tokens: SearchTokens,
  expanded: ExpandedKeyword,
  filter: PostListQueryParsed['searchFilterType'],
): SearchCondition {
  const query = sql`${expanded.query}::tsquery`;
  // The typo match. On the public list: the title words near the typed ones (search_words, queryExpansion.ts)
  // matched like any word, through a GIN index or the bumped_at walk (DECISIONS #85): in search_vector, or with
  // the title filter in title_vector. Otherwise (other lists show ads whose words search_words does not hold; a
  // keyword with websearch syntax): `<%` (word similarity at least pg_trgm.word_similarity_threshold, set to
  // TYPO_THRESHOLD by listPosts) on each title through the trigram GIN index on lt_unaccent(title). Either
  // way a typo-only match ranks below every word match, by its similarity to the title.
  // A quoted phrase or an excluded word asks for these words exactly: no typo match, which would bring back
  // the ads the exclusion leaves out ('dviratis -vaikiškas' is near 'Vaikiškas dviratis').
  const trigram = expanded.typo === null && !tokens.exact;
  // The words as the tokenizer read them: never the raw text.
  const keyword = tokens.wantedText;
  const vector = filter === 'title' ? posts.titleVector : posts.searchVector;
  const typoMatches = tokens.exact
    ? []
    : expanded.typo === null
      ? [sql`lt_unaccent(${keyword}) <% lt_unaccent(${posts.title})`]
      : expanded.typo === ''
        ? []
        : [sql`${vector} @@ ${expanded.typo}::tsquery`];
  const typo = sql`word_similarity(lt_unaccent(${keyword}), lt_unaccent(${posts.title}))`;
  // `alternatives`: the ORed parts of `where`, each served by an index of its own (countMatchesUpTo).
  const anyOf = (parts: SQL[]) => (parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`);
  if (filter === 'description') {
    // The stored vector's words of the description's weight, not lt_tsvector(description) parsed for each row.
    const words = sql`${posts.searchVector} @@ ${weightedQuery(expanded.query, 'B')}::tsquery`;
    const rank = sql`ts_rank(${DESCRIPTION_RANK_WEIGHTS}::real[], ${posts.searchVector}, ${query})`;
    return { where: words, rank, alternatives: [words] };
  }
  if (filter === 'title') {
    // The title's own vector: tested on the list index's entry as the walk passes it (DECISIONS #92). A word
    // match ranks above a typo-only one, as in the whole text below.
    const words = sql`${posts.titleVector} @@ ${query}`;
    const wordRank = sql`ts_rank(${TITLE_RANK_WEIGHTS}::real[], ${posts.titleVector}, ${query})`;
    return {
      where: anyOf([words, ...typoMatches]),
      rank: sql`(case when ${words} then 2 + ${wordRank} else 1 + ${typo} end)`,
      alternatives: [words, ...typoMatches],
      trigram,
      testedOnIndexEntries: true,
    };
  }
  const wordMatch = sql`${posts.searchVector} @@ ${query}`;
  const ownText = anyOf([wordMatch, ...typoMatches]);
  // A word match (vocabulary included) ranks above a typo-only one. ts_rank alone orders the word matches: it
  // divides by the query's distinct words, so after the vocabulary widened a query its values are small and
  // an added trigram similarity would outweigh the difference between a title and a description match.
  const ownRank = sql`(case when ${wordMatch} then 2 + ts_rank(${posts.searchVector}, ${query}) else 1 + ${typo} end)`;
  return {
    ...withCategoryWords(expanded.categories, {
      where: ownText,
      rank: ownRank,
      alternatives: [wordMatch, ...typoMatches],
    }),
    trigram,
  };
}

/**
 * List orders by bumped_at. The column is NOT NULL, so the null placement changes nothing but the plan: it
 * matches the indexes' `bumped_at DESC NULLS LAST`, which the planner can then walk instead of sorting every
 * matching ad (a plain `desc` means NULLS FIRST and cannot use them).
 */
export const newestFirst: SQL[] = [sql`${posts.bumpedAt} desc nulls last`, desc(posts.id)];
const oldestFirst: SQL[] = [sql`${posts.bumpedAt} asc nulls first`, asc(posts.id)];

/** The ad has an active TOP service (top_until in the future). */
const topActive: SQL = sql`(${posts.topUntil} is not null and ${posts.topUntil} > now())`;

const hasOpenReport: SQL = sql`exists (select 1 from ${postReports} where ${postReports.postId} = ${posts.id} and ${postReports.status} = 'open')`;

/** The id of the category with this URL slug (null, so nothing matches, when there is none). */
const categoryIdOf = (logicalName: string): SQL =>
  sql`(select ${categories.id} from ${categories} where ${categories.logicalName} = ${logicalName})`;

/**
 * Ads of the category with this slug or of its subcategories, as a condition on posts.category_id so the
 * category indexes serve it (a condition on the joined category names could not use them).
 */
function inCategory(logicalName: string): SQL {
  const id = categoryIdOf(logicalName);
  return sql`${posts.categoryId} in (select ${categories.id} from ${categories} where ${categories.id} = ${id} or ${categories.parentId} = ${id})`;
}

/**
 * Filtered totals are exact up to this many ads; past it the answer says "more than" (DECISIONS #64), so no
 * request counts a million rows.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * Search totals are exact up to this many ads (DECISIONS #85): the statement that reads a search's relevance
 * candidates, the newest SEARCH_COUNT_CAP + 1 matches of each alternative, counts them too.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Relevance ranks the newest this many matching ads of each alternative, not every match (DECISIONS #65): a
 * common word matches a tenth of a million ads, and ts_rank on each would cost more than the rest of the
 * request. Deeper pages widen the set in whole blocks of this size, so the pages of one block keep one order.
 */
export const SEARCH_RANK_CANDIDATES = 1000;

export interface PostListResult {
  posts: Post[];
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
}

/** The ads of a list target with the filters, sort and (1-based) page of PRODUCT.md. */
export async function listPosts(
  db: Database,
  storage: PictureStorage,
  viewer: UserRow | null,
  query: PostListQueryParsed,
  { countCap = LIST_COUNT_CAP, searchCountCap = SEARCH_COUNT_CAP, log = () => {} }: ListOptions = {},
): Promise<PostListResult> {
  const conditions: SQL[] = [];
  // The favorites and hidden targets list newest-saved first unless a sort is asked for.
  let savedOrder: SQL | undefined;
  switch (query.listTarget) {
    case 'public':
      conditions.push(publiclyVisible);
      // A signed-in viewer's hidden ads stay out (a guest's are dropped by the browser).
      if (viewer) conditions.push(notHiddenBy(viewer.id));
      break;
    case 'my':
      if (!viewer) throw AppError.unauthorized();
      conditions.push(eq(posts.creatorId, viewer.id), sql`${posts.status} <> 'deleted'`);
      break;
    case 'favorites':
    case 'hidden':
      if (!viewer) throw AppError.unauthorized();
      conditions.push(savedSetCondition(query.listTarget, viewer.id, publiclyVisible));
      savedOrder = newestSavedFirst(query.listTarget, viewer.id);
      break;
    case 'admin':
      if (!viewer) throw AppError.unauthorized();
      if (!isModerator(viewer)) throw AppError.forbidden();
      // The moderators' filters (SPEC.md §6) exist on this target only: anywhere else they are ignored, so no
      // other list (a guest's public one included) can single out the reported ads or one seller's.
      if (query.targetUserId) conditions.push(eq(posts.creatorId, query.targetUserId));
      // Ads someone reported and no moderator has resolved yet (the dashboard's queue); a deleted ad (its
      // owner's or a deleted account's) needs no moderation, as the overview's count says.
      if (query.onlyReported === 'true') conditions.push(hasOpenReport, sql`${posts.status} <> 'deleted'`);
      break;
  }
  // Only the named ads: how a guest lists the favourites and hidden ads kept in the browser.
  if (query.postIds) conditions.push(inArray(posts.id, query.postIds));
  // One seller's ads (their page, issue 25); the target's rule still decides which (public: what anyone may see).
  if (query.sellerId) conditions.push(eq(posts.creatorId, query.sellerId));
  if (query.categoryName) conditions.push(inCategory(query.categoryName));
  if (query.subCategoryName) conditions.push(eq(posts.categoryId, categoryIdOf(query.subCategoryName)));
  if (query.minPrice !== undefined) conditions.push(gte(posts.priceCents, eurosToCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(posts.priceCents, eurosToCents(query.maxPrice)));
  if (query.postTypes && query.postTypes.length > 0) conditions.push(inArray(posts.postType, query.postTypes));

  const keyword = query.searchKeyword?.trim();
  const filterType = query.searchFilterType ?? 'all';
  // Typos through the title words (search_words) on the public list, whose ads are the ones the words come
  // from; the table follows the ads as the suggestions keep it (a large site's search does not wait for it).
  const typoWords = Boolean(keyword) && query.listTarget === 'public' && filterType !== 'description';
  if (typoWords) await keepSearchWordsFresh(db, log, { maxWaitMs: 0 });
  // The vocabulary, category words and near title words: one small lookup per search, nothing per row
  // (DECISIONS #72, #85).
  // The keyword as words and operators (searchTokens): no typed text reaches the query parser (issue 24).
  const tokens = keyword ? searchTokens(keyword) : null;
  const expanded = tokens ? await expandKeyword(db, tokens, filterType === 'all', typoWords) : null;
  const search = tokens && expanded ? searchCondition(tokens, expanded, query.searchFilterType) : null;
  // Every condition but the search's, for the statement that reads each alternative's matches (rankedMatchPage, countMatchesUpTo).
  const filtersOnly = [...conditions];
  if (search) conditions.push(search.where);

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
    !(query.postTypes && query.postTypes.length > 0);
  const offset = ((query.page ?? 1) - 1) * limits.pageSize;
  // A page's ids first, then its rows by id: the walk to the page (past `skip` ads on page 50) reads only what
  // the list indexes hold (an index-only scan of posts_active_bumped_at_idx or posts_top_bumped_at_idx), and only
  // the page's 20 ads are read whole with their categories, in one statement for both parts of the list.
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
      const page = await rankedMatchPage(q, filtersOnly, search, size + 1, query.listTarget === 'public', offset);
      // A page past the last match says nothing of their number; counting them is then a statement of its own.
      const total =
        page.matched === null
          ? await countMatchesUpTo(q, filtersOnly, search.alternatives, searchCountCap)
          : cappedAt(page.matched, searchCountCap);
      return { rows: await rowsById(q, page.ids), totalCount: total.count, totalCountCapped: total.capped };
    }
    const total = fromCounters
      ? { count: await countFromCounters(q, viewer, query), capped: false }
      : search
        ? await countMatchesUpTo(q, filtersOnly, search.alternatives, searchCountCap)
        : await countPostsUpTo(q, where, countCap);
    const totalCount = total.count;
    const totalCountCapped = total.capped;
    if (query.listTarget !== 'public') {
      return {
        rows: await rowsById(q, await pageIds(q, where, offset, limits.pageSize)),
        totalCount,
        totalCountCapped,
      };
    }
    // PRODUCT.md: public lists show ads with an active TOP service first, each part in the chosen order. Read
    // as two parts rather than ordered by the TOP flag: the flag depends on now(), so no index can hold it and
    // every matching ad would be sorted; the rest, read alone, walks the bumped_at index and stops after a page.
    // The TOP part is read up to this page's end: how far it reaches is what places the rest.
    const topIds = await pageIds(q, and(where, topActive), 0, offset + limits.pageSize);
    const topPage = topIds.slice(offset);
    const restPage =
      topPage.length < limits.pageSize
        ? await pageIds(
            q,
            and(where, not(topActive)),
            Math.max(0, offset - topIds.length),
            limits.pageSize - topPage.length,
          )
        : [];
    return { rows: await rowsById(q, [...topPage, ...restPage]), totalCount, totalCountCapped };
  };
  // A trigram typo match lowers the threshold of `<%` to TYPO_THRESHOLD for this transaction only.
  const { rows, totalCount, totalCountCapped } = search?.trigram
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return run(tx);
      })
    : await run(db);
  const categorySuggestion =
    expanded && query.listTarget === 'public' && !query.categoryName && !query.subCategoryName
      ? categorySuggestionOf(expanded)
      : null;
  return { posts: rows.map((row) => toPost(row, storage)), totalCount, totalCountCapped, categorySuggestion };
}

/** A count read up to cap + 1 rows, as the answer gives it: the cap and `capped` when there were more. */
const cappedAt = (count: number, cap: number) =>
  count > cap ? { count: cap, capped: true } : { count, capped: false };

/** The ads matching the filters and one of a search's alternatives, as a query of their ids. */
const matchesOf = (db: Database, filters: SQL[], alternative: SQL) =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...filters, alternative));

/**
 * How many ads match the filters and any one of the search's alternatives, counted up to `cap` as
 * countPostsUpTo counts (a search in another order than relevance, a page past its matches). Each alternative
 * is read apart, at most cap + 1 of it, and the ids united, so each uses its own index (the word match the GIN
 * index on search_vector or a list walk, the typo match the trigram index, a category word the category index)
 * instead of one OR that rechecks trigram similarity on every word match. Exact up to the cap: if no
 * alternative reached cap + 1, each read all its matches.
 */
async function countMatchesUpTo(
  db: Database,
  filters: SQL[],
  alternatives: SQL[],
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const branches = alternatives.map((alternative) => sql`(${matchesOf(db, filters, alternative).limit(cap + 1)})`);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${sql.join(branches, sql` union `)}) as matching`,
  );
  return cappedAt(Number(row?.count ?? 0), cap);
}

/**
 * One page of a search's matches in relevance order (on the public list TOP ads first, as PRODUCT.md asks),
 * and how many matches there were (null when the page is past them all, unless it is the first): one
 * statement. Each alternative's newest `limit` matches are found as countMatchesUpTo finds them (each by its own
 * index), ranked, and united; the window count is the capped total. A walk that tests only indexed columns
 * reads no ad, so its candidates are then read by primary key to be ranked; any other match has read the ad
 * and ranks it from that read (SearchCondition.testedOnIndexEntries). Ranking them in a statement of their own
 * read every candidate a second time and cost a round trip (DECISIONS #91).
 */
async function rankedMatchPage(
  db: Database,
  filters: SQL[],
  search: SearchCondition,
  limit: number,
  topFirst: boolean,
  offset: number,
): Promise<{ ids: number[]; matched: number | null }> {
  // A branch's candidates ranked, from `candidates`: rows with the columns the rank reads, named posts.
  const ranked = (candidates: SQL) =>
    sql`(select ${posts.id}, ${search.rank} as rank, ${topActive} as top, ${posts.bumpedAt} from ${candidates})`;
  const branches = search.alternatives.map((alternative) => {
    if (search.testedOnIndexEntries) {
      // The walk reads no ad: only the candidates are read, by id, to be ranked.
      const newest = matchesOf(db, filters, alternative)
        .orderBy(...newestFirst)
        .limit(limit);
      return ranked(sql`(${newest}) as newest join ${posts} on ${posts.id} = newest.id`);
    }
    // The match reads each ad already (search_vector is in no list index): the candidates carry the columns
    // the rank needs out of the walk, under the name posts so the rank's column references resolve to them, and
    // are ranked after the limit, not read a second time by id (DECISIONS #98).
    const newest = db
      .select({
        id: posts.id,
        bumpedAt: posts.bumpedAt,
        topUntil: posts.topUntil,
        title: posts.title,
        searchVector: posts.searchVector,
      })
      .from(posts)
      .where(and(...filters, alternative))
      .orderBy(...newestFirst)
      .limit(limit);
    return ranked(sql`(${newest}) as ${posts}`);
  });
  const rows = await queryRows<{ id: number; matched: number }>(
    db,
    sql`select id, count(*) over ()::int as matched from (${sql.join(branches, sql` union `)}) as ranked
      order by ${topFirst ? sql`top desc, ` : sql``}rank desc, bumped_at desc nulls last, id desc
      limit ${limits.pageSize} offset ${offset}`,
  );
  const first = rows[0];
  return { ids: rows.map((row) => Number(row.id)), matched: first ? Number(first.matched) : offset === 0 ? 0 : null };
}

/** The list rows of these ads, in this order. */
async function rowsById(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  // The ids as one int[] value (its text), not a parameter per id: one statement shape for any page.
  const rows = await prepared(db, 'ad_rows_by_ids', (q) =>
    baseQuery(q)
      .where(sql`${posts.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('ad_rows_by_ids'),
  ).execute({ ids: `{${ids.join(',')}}` });
  const byId = new Map(rows.map((row) => [row.post.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * How many ads match `where` (conditions on posts alone, never the category aliases), counted up to `cap`:
 * the count reads at most cap + 1 rows (a LIMIT subquery), and `capped` says there were more.
 */
async function countPostsUpTo(
  db: Database,
  where: SQL | undefined,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(posts)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return cappedAt(Number(row?.count ?? 0), cap);
}

/**
 * The public list's total read from the category counters: the categories the target names (or all), less
 * the ads a signed-in viewer hid among them (a count over the viewer's own hidden set, small).
 */
async function countFromCounters(db: Database, viewer: UserRow | null, query: PostListQueryParsed): Promise<number> {
  const inScope: SQL[] = [];
  const postInScope: SQL[] = [];
  if (query.categoryName) {
    const id = categoryIdOf(query.categoryName);
    inScope.push(sql`(${categories.id} = ${id} or ${categories.parentId} = ${id})`);
    postInScope.push(inCategory(query.categoryName));
  }
  if (query.subCategoryName) {
    inScope.push(eq(categories.id, categoryIdOf(query.subCategoryName)));
    postInScope.push(eq(posts.categoryId, categoryIdOf(query.subCategoryName)));
  }
  const [counts, scopeIds] = await Promise.all([
    visiblePostCountsByCategory(db),
    inScope.length > 0
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(...inScope))
      : null,
  ]);
  const total = scopeIds
    ? scopeIds.reduce((sum, row) => sum + (counts.get(row.id) ?? 0), 0)
    : [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (!viewer) return total;
  const [hidden] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(publiclyVisible, inSavedSet('hidden', viewer.id), ...postInScope));
  return total - Number(hidden?.count ?? 0);
}
