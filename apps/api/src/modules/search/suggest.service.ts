import { type Category, foldForSearch, type SearchSuggestion, SUGGEST_MAX_COUNT } from '@skelbimai/contract';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { searchWords } from '../../db/schema/index.ts';
import { listCategoryTree } from '../categories/index.ts';

// Suggestions while typing (PRODUCT.md §20, DECISIONS #77–#78): categories whose names match the typed words, then
// words of the visible ads' titles (search_words) that start with the last typed word, then words near it.

/** Categories first, but never more than this many: the words are what most people want. */
const MAX_CATEGORIES = 3;
/** Near matches (typos) only for a word this long; shorter prefixes are near too many words. */
const NEAR_FROM_LENGTH = 4;
/** pg_trgm similarity from which a word counts as near the typed one. */
const NEAR_SIMILARITY = 0.35;

type WordRow = { word: string; adCount: number };

/** Up to SUGGEST_MAX_COUNT suggestions for the text typed so far; [] for blank text. */
export async function suggestSearches(db: Database, typed: string): Promise<SearchSuggestion[]> {
  const words = foldForSearch(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.at(-1);
  if (!last) return [];
  const categories = matchCategories(await listCategoryTree(db), words).slice(0, MAX_CATEGORIES);
  const wordRows = await completeWord(db, last, SUGGEST_MAX_COUNT - categories.length);
  // The earlier words as typed, the last one completed: 'skalbimo maš' → 'skalbimo mašina'.
  const before = typed.trim().split(/\s+/).slice(0, -1).join(' ');
  const completions = wordRows.map(
    (row): SearchSuggestion => ({
      kind: 'word',
      text: [before, row.word.toLocaleLowerCase('lt')].filter(Boolean).join(' '),
      adCount: row.adCount,
    }),
  );
  return [...categories, ...completions];
}

/**
 * Title words starting with `prefix` (folded), the most used first; then, if room is left, words near it. Never
 * the typed word itself: a suggestion that only repeats what was typed tells nothing.
 */
async function completeWord(db: Database, prefix: string, count: number): Promise<WordRow[]> {
  if (count <= 0) return [];
  // LIKE's own characters in what was typed are meant literally.
  const pattern = `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const starting = await queryRows<WordRow>(
    db,
    sql`select ${searchWords.word} as word, ${searchWords.adCount} as "adCount" from ${searchWords}
        where ${searchWords.plain} like ${pattern} and ${searchWords.plain} <> ${prefix}
        order by ${searchWords.adCount} desc, ${searchWords.plain} limit ${count}`,
  );
  if (starting.length >= count || prefix.length < NEAR_FROM_LENGTH) return starting;
  const near = await queryRows<WordRow>(
    db,
    sql`select ${searchWords.word} as word, ${searchWords.adCount} as "adCount" from ${searchWords}
        where ${searchWords.plain} % ${prefix} and similarity(${searchWords.plain}, ${prefix}) >= ${NEAR_SIMILARITY}
          and ${searchWords.plain} not like ${pattern}
        order by similarity(${searchWords.plain}, ${prefix}) desc, ${searchWords.adCount} desc
        limit ${count - starting.length}`,
  );
  return [...starting, ...near];
}

/**
 * Categories and subcategories whose name has, for every typed word, a word it matches (see nameWordMatches),
 * the ones with the most ads first.
 */
export function matchCategories(tree: Category[], typedWords: string[]): SearchSuggestion[] {
  const typed = typedWords.filter((word) => word.length >= 2);
  if (typed.length === 0) return [];
  const found: (SearchSuggestion & { kind: 'category' })[] = [];
  const consider = (category: Category, parent: Category | null) => {
    const nameWords = foldForSearch(category.name)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!typed.every((word) => nameWords.some((nameWord) => nameWordMatches(nameWord, word)))) return;
    found.push({
      kind: 'category',
      text: category.name,
      adCount: category.postCount,
      categoryName: parent ? parent.logicalName : category.logicalName,
      subCategoryName: parent ? category.logicalName : null,
      parentText: parent ? parent.name : null,
    });
  };
  for (const main of tree) {
    consider(main, null);
    for (const child of main.childCategories) consider(child, main);
  }
  return found.sort((a, b) => b.adCount - a.adCount);
}

/**
 * A typed word matches a word of a name that starts with it ('auto' → 'automobiliai'), or another form of it:
 * a long typed word differing only in its last two or three letters ('automobilis', 'dviratis' →
 * 'automobiliai', 'dviraciai'). Names' short words ('ir') match only when typed in full.
 */
function nameWordMatches(nameWord: string, typed: string): boolean {
  if (nameWord.length < 3) return nameWord === typed;
  if (nameWord.startsWith(typed)) return true;
  if (typed.length < 5) return false;
  let common = 0;
  while (common < typed.length && typed[common] === nameWord[common]) common++;
  return common >= Math.max(4, typed.length - (typed.length >= 7 ? 3 : 2));
}
