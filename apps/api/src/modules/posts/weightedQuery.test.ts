import { describe, expect, it } from 'vitest';
import { weightedQuery } from './postList.service.ts';

// One field's search (title, description) restricts each lexeme of the query to that field's weight in
// search_vector (DECISIONS #85).

describe('weightedQuery', () => {
  it('restricts every lexeme, prefix and phrase to one weight', () => {
    expect(weightedQuery("'vaikisk' <-> 'dvirat' & !'kain' & 'aut':*", 'A')).toBe(
      "'vaikisk':A <-> 'dvirat':A & !'kain':A & 'aut':*A",
    );
    expect(weightedQuery("( 'opel' | 'bmw' ) & 'automobil'", 'B')).toBe("( 'opel':B | 'bmw':B ) & 'automobil':B");
  });

  it('keeps a quote inside a lexeme and leaves an empty query empty', () => {
    expect(weightedQuery("'o''brien' & 'x'", 'A')).toBe("'o''brien':A & 'x':A");
    expect(weightedQuery('', 'A')).toBe('');
  });
});
