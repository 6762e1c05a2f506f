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
   * The rank of a match of the first alternative (the words) from one stored vector alone, without the tests
   * `rank` makes to tell a word match from a typo or category match: that alternative's candidates are ranked
   * from the columns their walk passes (for the title filter, the list index's entries), not read again by id
   * and not tested again (DECISIONS #158, #160). It must equal `rank` on every such match.
   */
  firstAlternativeRank?: { rank: SQL; reads: 'titleVector' | 'searchVector' };
  /** The rank also reads the description (the place names' check, DECISIONS #110). */
  readsDescription?: boolean;
}
