import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

// What a keyword means to the search (issue 15): the query with the vocabulary applied (lt_expand, migration
// 0010), and the categories whose names its words say. One round trip per search, before the list's queries.

/** Words looked at for category names, and categories matched at most: bounds the list's condition. */
const MAX_CATEGORY_WORDS = 5;
const MAX_CATEGORIES = 5;

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
}

type WordRow = { n: number; query: string; category_ids: number[] | null };
type CategoryRow = {
  id: number;
  name: string;
  logical_name: string;
  parent_logical_name: string | null;
  category_ids: number[];
};

/**
 * Plain words only: a keyword with websearch syntax (quotes, a '-' exclusion, 'or') is searched as typed,
 * without category words, since its words cannot be taken apart from their operators.
 */
function plainWords(keyword: string): string[] | null {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.some((word) => word.includes('"') || word.startsWith('-') || word === 'or')) return null;
  return words.length <= MAX_CATEGORY_WORDS ? words : null;
}

/** The vocabulary-expanded query and the categories its words name (see CategoryMatch). */
export async function expandKeyword(db: Database, keyword: string, withCategories: boolean): Promise<ExpandedKeyword> {
  const words = withCategories ? plainWords(keyword) : null;
  // Each word's expanded query and the categories whose name matches it ('ir' and 'kit…' say nothing of a
  // category); the whole keyword is row 0. A CTE, so lt_expand runs once per word, not once per category.
  const rows = await queryRows<WordRow>(
    db,
    sql`with w as materialized (
          select 0 as n, lt_expand(websearch_to_tsquery('public.lt', ${keyword})) as q
          union all
          select n::int, lt_expand(websearch_to_tsquery('public.lt', word))
          from unnest(string_to_array(${(words ?? []).join('\n')}, E'\n')) with ordinality as t(word, n)
        )
        select w.n, w.q::text as query,
          case when w.n = 0 or numnode(w.q) = 0 then null else array(
            select c.id from categories c
            where ts_delete(lt_tsvector(c.name), array['ir', 'kit']) @@ w.q order by c.id
          ) end as category_ids
        from w order by w.n`,
  );
  const whole = rows.find((row) => row.n === 0)?.query ?? '';
  const perWord = rows.filter((row) => row.n > 0);
  if (!words || perWord.length === 0 || whole === '') return { query: whole, categories: [] };

  // Categories by how many of the words their name says, most first.
  const wordsOf = new Map<number, Set<number>>();
  for (const row of perWord)
    for (const id of row.category_ids ?? []) wordsOf.set(id, (wordsOf.get(id) ?? new Set()).add(row.n));
  const chosen = [...wordsOf.entries()].sort(([a, aw], [b, bw]) => bw.size - aw.size || a - b).slice(0, MAX_CATEGORIES);
  if (chosen.length === 0) return { query: whole, categories: [] };
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
  const categories = chosen.flatMap(([id, covered]): CategoryMatch[] => {
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
  return { query: whole, categories };
}
