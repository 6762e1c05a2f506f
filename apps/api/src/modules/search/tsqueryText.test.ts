import { describe, expect, it } from 'vitest';
import { withoutRepeatedAlternatives } from './tsqueryText.ts';

describe('withoutRepeatedAlternatives', () => {
  it('says each alternative of an OR once, at every level, keeping the first order', () => {
    expect(withoutRepeatedAlternatives("'dvirat' | 'dvirat' | 'velosiped' | 'dvirat'")).toBe("'dvirat' | 'velosiped'");
    expect(withoutRepeatedAlternatives("( 'a' | 'b' | 'a' ) & ( 'c' | 'c' ) | 'd' | 'd'")).toBe(
      "( 'a' | 'b' ) & ( 'c' ) | 'd'",
    );
  });

  it('keeps alternatives that differ by a prefix mark, a weight or a phrase', () => {
    const query = "'aut' | 'aut':* | 'aut':A | 'lengv' <-> 'automobil' | 'automobil' | 'lengv' <-> 'automobil'";
    expect(withoutRepeatedAlternatives(query)).toBe(
      "'aut' | 'aut':* | 'aut':A | 'lengv' <-> 'automobil' | 'automobil'",
    );
  });

  it('reads quoted lexemes whole, with their quotes, bars and parentheses', () => {
    expect(withoutRepeatedAlternatives("'o''neil' | 'o''neil' | 'a|b' | '(x'")).toBe("'o''neil' | 'a|b' | '(x'");
  });

  it('leaves an AND alone and returns text it cannot read as it is', () => {
    expect(withoutRepeatedAlternatives("'a' & 'a'")).toBe("'a' & 'a'");
    expect(withoutRepeatedAlternatives("( 'a' | 'a'")).toBe("( 'a' | 'a'");
    expect(withoutRepeatedAlternatives('')).toBe('');
  });
});
