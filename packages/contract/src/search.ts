import * as z from 'zod';
import { blankToUndefined, boundedText, bounds } from './bounds.ts';
import { SUGGEST_QUERY_MAX_LENGTH } from './constants.ts';
import { paginationSchema } from './posts.ts';

/**
 * Search help (PRODUCT.md §20): the searches that found nothing, for moderators and administrators
 * (GET /api/search/misses), and the list's "Ar turėjote omenyje …?" suggestion (docs/API.md).
 */

/** The longest normalised query kept in the misses table; longer ones are cut. */
export const SEARCH_MISS_MAX_LENGTH = 100;

/** The key a missed search is counted under: trimmed, lower-case, single spaces, at most 100 characters. */
export function normaliseSearchQuery(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_MISS_MAX_LENGTH).trim();
}

/** Query of GET /api/search/misses: 20 a page, the most frequent first (the latest first among equals). */
export const searchMissesQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1)),
});
export type SearchMissesQuery = z.input<typeof searchMissesQuerySchema>;

/** One search that found nothing: how often and when last (ISO). */
export const searchMissSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  lastSeenAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;

/** The whole answer: data plus pagination (PRODUCT.md §3 paged list). */
export const searchMissesResponseSchema = z.object({
  succeeded: z.boolean(),
  data: z.array(searchMissSchema).nullable(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ property: z.string(), errors: z.array(z.string()) })),
  pagination: paginationSchema.optional(),
});
export type SearchMissesResponse = z.infer<typeof searchMissesResponseSchema>;

// ── Suggestions while typing (GET /api/search/suggest; PRODUCT.md §20) ───────────────────────────────────────

/** Most suggestions in one answer (the combobox shows them all without scrolling). */
export const SUGGEST_MAX_COUNT = 8;

/** Text folded as the search folds it: lower case, Lithuanian (and other) diacritics removed ('Šal' → 'sal'). */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('lt').normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Query of GET /api/search/suggest: the text typed so far (blank gives no suggestions). */
export const searchSuggestQuerySchema = z.object({
  q: boundedText(SUGGEST_QUERY_MAX_LENGTH).default(''),
});
export type SearchSuggestQuery = z.input<typeof searchSuggestQuerySchema>;

/**
 * One suggestion: a text to search (`word`: the typed words with the last one completed from the ads'
 * titles), or a category or subcategory to open (`category`: its logical names lead to /skelbimai/…).
 */
export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), text: z.string(), adCount: z.number().int() }),
  z.object({
    kind: z.literal('category'),
    text: z.string(),
    adCount: z.number().int(),
    categoryName: z.string(),
    /** Set for a subcategory; its main category is `categoryName` and `parentText`. */
    subCategoryName: z.string().nullable(),
    parentText: z.string().nullable(),
  }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
/**
 * The list's `categorySuggestion` (PRODUCT.md §20): a category whose name says the whole query ('dviračiai'), to
 * narrow the search to with one tap. Slugs as the list's categoryName / subCategoryName take them.
 */
export const categorySuggestionSchema = z.object({
  categoryName: z.string(),
  subCategoryName: z.string().optional(),
  /** The category's name as shown ('Dviračiai'). */
  title: z.string(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/**
 * The search vocabulary on the dashboard (PRODUCT.md §20): a search for `term` also finds ads with `meaning`.
 * Moderators and administrators list, add and delete entries; a deleted seeded one stays deleted (DECISIONS #86).
 */
export const VOCABULARY_WORD_MAX_LENGTH = 60;

export const vocabularyMessages = {
  /** The word, read as the search reads it, is no word at all (only punctuation, or a stop word). */
  noWord: 'Įveskite žodį, pagal kurį ieškoma.',
  sameWord: 'Žodžiai turi skirtis.',
  duplicate: 'Toks sinonimas jau yra.',
  /** Deleted meanwhile (by someone else), or never there. */
  notFound: 'Tokio įrašo nebėra.',
} as const;

/** Letters of any alphabet, digits, spaces, hyphens and apostrophes: words people search with. */
const vocabularyWord = () =>
  boundedText(VOCABULARY_WORD_MAX_LENGTH)
    .min(1, { abort: true })
    .regex(/^[\p{L}\p{N}\s'-]+$/u, vocabularyMessages.noWord);

/** POST /api/search/vocabulary: the word people search with and the word it should also find. */
export const addVocabularyRequestSchema = z.object({ term: vocabularyWord(), meaning: vocabularyWord() });
export type AddVocabularyRequest = z.input<typeof addVocabularyRequestSchema>;

/** GET /api/search/vocabulary: 20 a page, the newest first; `term` narrows to searched words starting with it. */
export const vocabularyQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(bounds.maxPage).default(1)),
  term: z.preprocess(blankToUndefined, boundedText(VOCABULARY_WORD_MAX_LENGTH).optional()),
});
export type VocabularyQuery = z.input<typeof vocabularyQuerySchema>;

export const vocabularyEntrySchema = z.object({
  id: z.number().int(),
  term: z.string(),
  meaning: z.string(),
  /** 'seed': from the repository's vocabulary; 'staff': added on the dashboard. */
  origin: z.enum(['seed', 'staff']),
  createdAt: z.string(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

export const vocabularyListResponseSchema = searchMissesResponseSchema.extend({
  data: z.array(vocabularyEntrySchema).nullable(),
});
