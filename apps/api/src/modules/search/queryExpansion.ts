import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import type { SearchTokens } from './searchTokens.ts';
import { withoutRepeatedAlternatives } from './tsqueryText.ts';

// What a keyword means to the search (PRODUCT.md §20): the query with the vocabulary applied (lt_expand, migration
// 0010), and the categories whose names its words say. One round trip per search, before the list's queries.

/** Words looked at for category names, and categories matched at most: bounds the list's condition. */
const MAX_CATEGORY_WORDS = 5;
const MAX_CATEGORIES = 5;
/**
 * A title word (search_words) counts as a typo of a typed word from this trigram similarity on; the nearest
 * this many are taken per typed word.
 */
export const TYPO_WORD_SIMILARITY = 0.4;
const MAX_TYPO_WORDS = 10;
/**
 * A keyword of one word found in at least this many titles (search_words.ad_count of its stem) is no typo, and
 * gets no near words: its own matches fill every page the capped total shows (postList.service.ts
 * SEARCH_COUNT_CAP), and near-word matches rank below them. Reading them was a third of such a search's time
 * at 1,000,000 ads (DECISIONS #91).
 */
export const COMMON_WORD_ADS = 1000;

/** A category whose name (or its synonyms) says some of the query's words. */
export interface CategoryMatch {
  id: number;
  name: string;
  logicalName: string;
  /** The main category's slug when this is a subcategory. */
  parentLogicalName: string | null;
  /** The ids of the ads' categories it stands for: itself, and its subcategories when it is a main one. */
  categoryIds: number[];
  /** The rest of the query as tsquery text (the vocabulary applied), or null when its name says every word. */
  rest: string | null;
}

export interface ExpandedKeyword {
  /** The whole query as tsquery text with the vocabulary applied; '' when it has no searchable word. */
  query: string;
  categories: CategoryMatch[];
  /**
   * Typo matches as tsquery text over title words (asked for with `withTypoWords`): every typed word or a
   * title word near it, at least one of them a near word with another stem (DECISIONS #85); '' when no title
   * word is near; null when not asked for or the keyword is not plain words (the list then falls back to
   * trigram similarity on each title).
   */
  typo: string | null;
  /**
   * Some lexeme of `query` is also a stem of one of the town's places ('kėdė' and 'Kėdainiuose' both stem to
   * 'ked'): the list then matches the query on the ad's text without its place names (DECISIONS #110).
   */
  placeCollision: boolean;
}

type WordRow = {
  n: number;
  query: string;
  category_ids: number[] | null;
  near_all: string | null;
  near_other: string | null;
  place_stems: string[] | null;
};
type CategoryRow = {
  id: number;
  name: string;
  logical_name: string;
  parent_logical_name: string | null;
  category_ids: number[];
};

/**
 * Plain words only (searchTokens' plainWords), at most MAX_CATEGORY_WORDS: a keyword with a phrase, a '-'
 * exclusion or 'or' is searched as a whole, without category words, since its words cannot be taken apart from
 * their operators.
 */
function plainWords(tokens: SearchTokens): string[] | null {
  const words = tokens.plainWords;
  return words && words.length <= MAX_CATEGORY_WORDS ? words : null;
}

/**
 * The vocabulary-expanded query, the categories its words name (see CategoryMatch) and, with `withTypoWords`,
 * the title words near the typed ones (search_words, kept fresh by the caller): one round trip.
 */
export async function expandKeyword(
  db: Database,
  tokens: SearchTokens,
  withCategories: boolean,
  withTypoWords = false,
  places: readonly string[] = [],
): Promise<ExpandedKeyword> {
  const words = withCategories || withTypoWords ? plainWords(tokens) : null;
  // Only searchTokens' text reaches websearch_to_tsquery: words and operators written by it, never the typed
  // keyword, on which the parser can fail.
  // Each word's second stem where the stemmer's 'dž'/'č' step differs (lt_stem_variants, migration 0019), then
  // its expanded query and the categories whose name matches it ('ir' and 'kit…' say nothing of a
  // category); the whole keyword is row 0. A CTE, so lt_expand runs once per word, not once per category.
  // Near words: the title words of search_words within TYPO_WORD_SIMILARITY of the typed word (its trigram
  // index; `%` at the default threshold 0.3 is the indexable part), each as its 'lt' tsquery; near_other
  // leaves out those of the typed word's own stem, which the word match finds anyway. A lone common word gets
  // none (COMMON_WORD_ADS).
  const rows = await queryRows<WordRow>(
    db,
    sql`with w as materialized (
          select 0 as n, lt_expand(lt_stem_variants(websearch_to_tsquery('public.lt', ${tokens.text}), ${tokens.text})) as q,
            null::text as plain,
            null::text as stem
          union all
          select n::int, lt_expand(lt_stem_variants(websearch_to_tsquery('public.lt', word), word)), lower(lt_unaccent(word)),
            (select string_agg(lexeme, ' ' order by lexeme) from unnest(lt_tsvector(word)))
          from unnest(string_to_array(${(words ?? []).join('\n')}, E'\n')) with ordinality as t(word, n)
        ),
        near as materialized (
          select w.n, sw.stem, plainto_tsquery('public.lt', sw.word)::text as q
          from w cross join lateral (
            select s.stem, s.word from search_words s
            where ${withTypoWords} and w.n > 0 and s.plain % w.plain
              and not (${(words ?? []).length === 1} and coalesce(
                (select own.ad_count from search_words own where own.stem = w.stem), 0) >= ${COMMON_WORD_ADS})
              and similarity(s.plain, w.plain) >= ${TYPO_WORD_SIMILARITY}
            order by similarity(s.plain, w.plain) desc, s.ad_count desc, s.stem
            limit ${MAX_TYPO_WORDS}
          ) sw
        )
        select w.n, w.q::text as query,
          case when w.n = 0 or numnode(w.q) = 0 or not ${withCategories} then null else array(
            select c.id from categories c
            where ts_delete(lt_tsvector(c.name), array['ir', 'kit']) @@ w.q order by c.id
          ) end as category_ids,
          (select string_agg('(' || near.q || ')', ' | ') from near where near.n = w.n and near.q <> '')
            as near_all,
          (select string_agg('(' || near.q || ')', ' | ') from near
            where near.n = w.n and near.q <> '' and near.stem is distinct from w.stem) as near_other,
          case when w.n = 0 then array(select unnest(tsvector_to_array(lt_tsvector(${places.join(' ')})))) end
            as place_stems
        from w order by w.n`,
  );
  // Each repeated alternative once: the expansion repeats words, and every repeat is tested on every ad.
  for (const row of rows) row.query = withoutRepeatedAlternatives(row.query);
  const first = rows.find((row) => row.n === 0);
  const whole = first?.query ?? '';
  const placeStems = new Set(first?.place_stems ?? []);
  const perWord = rows.filter((row) => row.n > 0);
  const typo = withTypoWords && words && whole !== '' ? typoQuery(perWord) : null;
  const categories = withCategories && whole !== '' ? await categoryMatches(db, words, perWord) : [];
  const placeCollision = lexemesOf(whole).some((lexeme) => placeStems.has(lexeme));
  return { query: whole, categories, typo, placeCollision };
}

/** The lexemes of tsquery text as PostgreSQL writes it (each quoted, '' inside). */
function lexemesOf(query: string): string[] {
  return [...query.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
}

/**
 * Typo matches from the near words: at least one typed word's near word of another stem, and each typed word
 * (its vocabulary included) or a near word; '' when no typed word has a near word of another stem.
 */
function typoQuery(perWord: WordRow[]): string {
  const others = perWord.flatMap((row) => (row.near_other ? [`(${row.near_other})`] : []));
  if (others.length === 0) return '';
  const each = perWord.flatMap((row) => {
    const parts = [row.query, row.near_all].filter((part): part is string => Boolean(part));
    return parts.length > 0 ? [`(${parts.map((part) => `(${part})`).join(' | ')})`] : [];
  });
  return [`(${others.join(' | ')})`, ...each].join(' & ');
}

/** The categories whose names say some of the words, most words first (see CategoryMatch). */
async function categoryMatches(db: Database, words: string[] | null, perWord: WordRow[]): Promise<CategoryMatch[]> {
  if (!words || perWord.length === 0) return [];

  // Categories by how many of the words their name says, most first.
  const wordsOf = new Map<number, Set<number>>();
  for (const row of perWord)
    for (const id of row.category_ids ?? []) wordsOf.set(id, (wordsOf.get(id) ?? new Set()).add(row.n));
  const chosen = [...wordsOf.entries()].sort(([a, aw], [b, bw]) => bw.size - aw.size || a - b).slice(0, MAX_CATEGORIES);
  if (chosen.length === 0) return [];
  const details = await queryRows<CategoryRow>(
    db,
    sql`select c.id, c.name, c.logical_name, p.logical_name as parent_logical_name,
          array(select s.id from categories s where s.id = c.id or s.parent_id = c.id order by s.id) as category_ids
        from categories c left join categories p on p.id = c.parent_id
        where c.id in (${sql.join(
          chosen.map(([id]) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return chosen.flatMap(([id, covered]): CategoryMatch[] => {
    const row = details.find((detail) => detail.id === id);
    if (!row) return [];
    const rest = perWord.filter((word) => !covered.has(word.n) && word.query !== '').map((word) => `(${word.query})`);
    return [
      {
        id: row.id,
        name: row.name,
        logicalName: row.logical_name,
        parentLogicalName: row.parent_logical_name,
        categoryIds: row.category_ids.map(Number),
        rest: rest.length > 0 ? rest.join(' & ') : null,
      },
    ];
  });
}
