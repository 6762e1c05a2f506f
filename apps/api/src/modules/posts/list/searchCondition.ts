import type { SQL } from 'drizzle-orm';

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
  /**
   * The rank of a match of the first alternative (the title's words) from the list index's entry alone (its
   * title_vector): that alternative's candidates are ranked as the walk passes them, not read again by id.
   * It must equal `rank` on every such match.
   */
  firstAlternativeRank?: SQL;
  /** The rank also reads the description (the place names' check, DECISIONS #110). */
  readsDescription?: boolean;
}
