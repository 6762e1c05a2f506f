import { limits, type PostType } from '@skelbimai/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import type { ExpandedKeyword, SearchTokens } from '../../search/index.ts';
import { withCategoryWords } from '../categoryWords.ts';
import { matchesOf, newestFirst, type PostListQueryParsed } from './conditions.ts';
import type { SearchCondition } from './searchCondition.ts';

export type { SearchCondition } from './searchCondition.ts';

// A list's search: the keyword's condition and relevance (searchCondition) and a relevance-ordered page
// (rankedMatchPage).

/** The whole-text search's rank of a match in the title; a category match ranks 3, a description-only one 2. */
export const TITLE_MATCH_RANK = 4;

/** Word similarity of a keyword to a title from which a title counts as a typo-tolerant match. */
export const TYPO_THRESHOLD = 0.4;

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
export function searchCondition(
  tokens: SearchTokens,
  expanded: ExpandedKeyword,
  filter: PostListQueryParsed['searchFilterType'],
  placePattern: string | null = null,
): SearchCondition {
  const query = sql`${expanded.query}::tsquery`;
  // Place names are no product words (DECISIONS #110): when a word of the query stems like a place ('kėdė' and
  // 'Kėdainiuose': 'ked'), each match found through the index is checked again on the ad's text with its place
  // names taken out (folded as lt_unaccent(lower(…)); `placePattern` finds each place's case forms). Only then:
  // the check reads the text of each candidate.
  const guarded = expanded.placeCollision && placePattern !== null;
  const withoutPlaces = (text: SQL) => sql`regexp_replace(lower(lt_unaccent(${text})), ${placePattern}, ' ', 'g')`;
  const fieldText =
    filter === 'title'
      ? sql`${posts.title}`
      : filter === 'description'
        ? sql`${posts.description}`
        : sql`${posts.title} || ' ' || ${posts.description}`;
  const outsidePlaces = (tsquery: SQL) => sql`lt_tsvector(${withoutPlaces(fieldText)}) @@ ${tsquery}`;
  const guard = (match: SQL, tsquery: SQL) => (guarded ? sql`(${match} and ${outsidePlaces(tsquery)})` : match);
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
      ? [
          guarded
            ? sql`(lt_unaccent(${keyword}) <% lt_unaccent(${posts.title}) and word_similarity(lower(lt_unaccent(${keyword})), ${withoutPlaces(sql`${posts.title}`)}) >= ${TYPO_THRESHOLD})`
            : sql`lt_unaccent(${keyword}) <% lt_unaccent(${posts.title})`,
        ]
      : expanded.typo === ''
        ? []
        : [guard(sql`${vector} @@ ${expanded.typo}::tsquery`, sql`${expanded.typo}::tsquery`)];
  const typo = sql`word_similarity(lt_unaccent(${keyword}), lt_unaccent(${posts.title}))`;
  // `alternatives`: the ORed parts of `where`, each served by an index of its own (countMatchesUpTo).
  const anyOf = (parts: SQL[]) => (parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`);
  if (filter === 'description') {
    // The stored vector's words of the description's weight, not lt_tsvector(description) parsed for each row.
    const words = guard(sql`${posts.searchVector} @@ ${weightedQuery(expanded.query, 'B')}::tsquery`, query);
    const rank = sql`ts_rank(${DESCRIPTION_RANK_WEIGHTS}::real[], ${posts.searchVector}, ${query})`;
    return { where: words, rank, alternatives: [words], readsDescription: guarded };
  }
  if (filter === 'title') {
    // The title's own vector: tested on the list index's entry as the walk passes it (DECISIONS #92). A word
    // match ranks above a typo-only one, as in the whole text below.
    const words = guard(sql`${posts.titleVector} @@ ${query}`, query);
    const wordRank = sql`ts_rank(${TITLE_RANK_WEIGHTS}::real[], ${posts.titleVector}, ${query})`;
    return {
      where: anyOf([words, ...typoMatches]),
      rank: sql`(case when ${words} then 2 + ${wordRank} else 1 + ${typo} end)`,
      alternatives: [words, ...typoMatches],
      trigram,
      testedOnIndexEntries: true,
      // What `rank` gives every match of `words`: its first branch, which reads no title.
      firstAlternativeRank: { rank: sql`2 + ${wordRank}`, reads: 'titleVector' },
    };
  }
  const wordMatch = guard(sql`${posts.searchVector} @@ ${query}`, query);
  const ownText = anyOf([wordMatch, ...typoMatches]);
  // A word match (vocabulary included) ranks above a typo-only one, and a match in the title (the query matches
  // search_vector's title words alone) above one in the description alone: 4 + ts_rank against 2 + ts_rank,
  // with an ad of a category the words name at 3 between them (categoryWords.ts, decision 0084). ts_rank alone
  // orders the matches of one kind: it divides by the query's distinct words, so after the vocabulary widened a
  // query its values are small, and a long description saying the word often outranked a title saying it once.
  const inTitle = sql`${posts.searchVector} @@ ${weightedQuery(expanded.query, 'A')}::tsquery`;
  const wordRank = sql`(case when ${inTitle} then ${sql.raw(String(TITLE_MATCH_RANK))} else 2 end + ts_rank(${posts.searchVector}, ${query}))`;
  // Without a typo alternative every match of the own text is a word match: its rank needs no test.
  const ownRank =
    typoMatches.length === 0 ? wordRank : sql`(case when ${wordMatch} then ${wordRank} else 1 + ${typo} end)`;
  return {
    ...withCategoryWords(expanded.categories, {
      where: ownText,
      rank: ownRank,
      alternatives: [wordMatch, ...typoMatches],
    }),
    trigram,
    readsDescription: guarded,
    // What `rank` gives every match of the words, whether or not category words wrap it.
    firstAlternativeRank: { rank: wordRank, reads: 'searchVector' },
  };
}

/**
 * Relevance ranks the newest this many matching ads of each alternative, not every match (DECISIONS #65): a
 * common word matches a tenth of a million ads, and ts_rank on each would cost more than the rest of the
 * request. Deeper pages widen the set in whole blocks of this size, so the pages of one block keep one order.
 */
export const SEARCH_RANK_CANDIDATES = 1000;

/**
 * The types of ads that ask for something rather than offer it ('Perku', 'Išsinuomotų', 'Ieško'): in a tie of
 * relevance they come after the offers, as most searchers look for what is offered.
 */
export const WANTED_POST_TYPES = ['buy', 'rentWanted', 'seek'] as const satisfies readonly PostType[];

/**
 * One page of a search's matches in relevance order (strictly: TOP ads have their own block, list/topBlock.ts),
 * and how many matches there were (null when the page is past them all, unless it is the first): one
 * statement. Each alternative's newest `limit` matches are found as countMatchesUpTo finds them (each by its own
 * index), ranked, and united; the window count is the capped total. A walk that tests only indexed columns
 * reads no ad, so its candidates are then read by primary key to be ranked; any other match has read the ad
 * and ranks it from that read (SearchCondition.testedOnIndexEntries). Ranking them in a statement of their own
 * read every candidate a second time and cost a round trip (DECISIONS #91).
 */
export async function rankedMatchPage(
  db: Database,
  filters: SQL[],
  search: SearchCondition,
  limit: number,
  offset: number,
  offersFirst = true,
): Promise<{ ids: number[]; matched: number | null }> {
  // A branch's candidates ranked, from `candidates`: rows with the columns the rank reads, named posts.
  const wanted = sql`(${posts.postType} in (${sql.join(
    WANTED_POST_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}))`;
  const ranked = (candidates: SQL, rank = search.rank) =>
    sql`(select ${posts.id}, ${rank} as rank, ${wanted} as wanted, ${posts.bumpedAt} from ${candidates})`;
  const branches = search.alternatives.map((alternative, index) => {
    // The alternative's newest `limit` matches with the columns the rank reads, under the name posts so the
    // rank's column references resolve to them.
    const newestWith = (columns: Record<string, SQL.Aliased | AnyPgColumn>) =>
      sql`(${db
        .select(columns)
        .from(posts)
        .where(and(...filters, alternative))
        .orderBy(...newestFirst)
        .limit(limit)}) as ${posts}`;
    if (index === 0 && search.firstAlternativeRank) {
      // The words' matches ranked from the one vector their rank reads, without testing them again. Each walk
      // passes index entries that hold it, an index-only scan: the title filter's of posts_active_bumped_at_idx
      // (DECISIONS #158), the whole text's of posts_active_search_walk_idx (#161). No candidate is read from
      // the table, and each is tested once, not three times (DECISIONS #160).
      const { rank, reads } = search.firstAlternativeRank;
      const columns = { id: posts.id, bumpedAt: posts.bumpedAt, postType: posts.postType, [reads]: posts[reads] };
      return ranked(newestWith(columns), rank);
    }
    if (search.testedOnIndexEntries) {
      // The walk reads no ad: only the candidates are read, by id, to be ranked.
      const newest = matchesOf(db, filters, alternative)
        .orderBy(...newestFirst)
        .limit(limit);
      return ranked(sql`(${newest}) as newest join ${posts} on ${posts.id} = newest.id`);
    }
    // The match reads each ad already (a typo or category alternative of the whole text): the candidates carry
    // the columns the rank needs out of the walk and are ranked after the limit, not read again by id (DECISIONS #98).
    return ranked(
      newestWith({
        id: posts.id,
        bumpedAt: posts.bumpedAt,
        title: posts.title,
        searchVector: posts.searchVector,
        postType: posts.postType,
        // A category match's rank (categoryWords.ts).
        categoryId: posts.categoryId,
        ...(search.readsDescription ? { description: posts.description } : {}),
      }),
    );
  });
  const rows = await queryRows<{ id: number; matched: number }>(
    db,
    // An ad several branches found counts once, at the highest rank one of them gave it (a description match
    // of the words in a category the words name: the words' branch ranks it as a description match, the
    // category's above that).
    sql`select id, count(*) over ()::int as matched from (
        select id, max(rank) as rank, bool_or(wanted) as wanted, max(bumped_at) as bumped_at
        from (${sql.join(branches, sql` union all `)}) as found group by id
      ) as ranked
      order by rank desc, ${offersFirst ? sql`wanted asc, ` : sql``}bumped_at desc nulls last, id desc
      limit ${limits.pageSize} offset ${offset}`,
  );
  const first = rows[0];
  return { ids: rows.map((row) => Number(row.id)), matched: first ? Number(first.matched) : offset === 0 ? 0 : null };
}
