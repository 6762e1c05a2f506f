import * as z from 'zod';
import { blankToUndefined, bounds } from './bounds.ts';
import { paginationSchema } from './posts.ts';

/**
 * Search help (issue 15): the searches that found nothing, for moderators and administrators
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

/** The whole answer: data plus pagination (SPEC.md §3 paged list). */
export const searchMissesResponseSchema = z.object({
  succeeded: z.boolean(),
  data: z.array(searchMissSchema).nullable(),
  messages: z.array(z.string()),
  errors: z.array(z.object({ property: z.string(), errors: z.array(z.string()) })),
  pagination: paginationSchema.optional(),
});
export type SearchMissesResponse = z.infer<typeof searchMissesResponseSchema>;

/**
 * The list's `categorySuggestion` (issue 15): a category whose name says the whole query ('dviračiai'), to
 * narrow the search to with one tap. Slugs as the list's categoryName / subCategoryName take them.
 */
export const categorySuggestionSchema = z.object({
  categoryName: z.string(),
  subCategoryName: z.string().optional(),
  /** The category's name as shown ('Dviračiai'). */
  title: z.string(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
