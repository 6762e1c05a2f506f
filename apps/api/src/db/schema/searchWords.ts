import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words of the visible ads' titles, one row per Lithuanian stem, for suggestions while typing (PRODUCT.md §20,
 * DECISIONS #77). Rebuilt from the ads by modules/search/searchWords.service.ts, never written by a request, so
 * a keystroke reads a few index entries of this small table instead of the titles.
 */
export const searchWords = pgTable(
  'search_words',
  {
    /** The word's stem in the `lt` configuration ('saldytuv'): forms of one word share a row. */
    stem: text('stem').primaryKey(),
    /** The form the most ads use, as written in a title (cased as there: the API lower-cases it). */
    word: text('word').notNull(),
    /** lower(lt_unaccent(word)): what the typed text, folded the same way, is compared with. */
    plain: text('plain').notNull(),
    /** Visible ads whose titles have a form of the word: the most used come first. */
    adCount: integer('ad_count').notNull(),
  },
  (t) => [
    // Prefix matches ('sal%'): a btree with text_pattern_ops serves LIKE whatever the database's collation.
    index('search_words_plain_prefix_idx').using('btree', t.plain.op('text_pattern_ops')),
    // Near matches (a typo in the typed text): pg_trgm's similarity operator.
    index('search_words_plain_trgm_idx').using('gin', t.plain.op('gin_trgm_ops')),
  ],
);
export type SearchWordRow = typeof searchWords.$inferSelect;
