import { describe, expect, it } from 'vitest';
import { HOSTILE_SEARCH_TEXT } from '../../../test/fuzz/nastyValues.ts';
import { MAX_SEARCH_WORDS, MAX_WORD_LENGTH, plainSearchText, searchTokens } from './searchTokens.ts';

/** Typed text as words and the search's own operators; the text written back is all the database parses. */
describe('searchTokens', () => {
  it('reads plain words, lower-case, signs between them dropped', () => {
    const tokens = searchTokens('  Kalnų   DVIRATIS, pigiai!! ');
    expect(tokens.words).toEqual(['kalnų', 'dviratis', 'pigiai']);
    expect(tokens.plainWords).toEqual(['kalnų', 'dviratis', 'pigiai']);
    expect(tokens.text).toBe('kalnų dviratis pigiai');
    expect(tokens.wantedText).toBe('kalnų dviratis pigiai');
  });

  it('keeps the operators people use: a quoted phrase, a "-" exclusion, "or" between terms', () => {
    const tokens = searchTokens('"kalnų dviratis" -vaikiškas -"be stabdžių" or paspirtukas');
    expect(tokens.text).toBe('"kalnų dviratis" -vaikiškas -"be stabdžių" or paspirtukas');
    expect(tokens.plainWords).toBeNull();
    expect(tokens.wantedText).toBe('kalnų dviratis paspirtukas');
    // An unclosed quote runs to the end, as websearch_to_tsquery reads it.
    expect(searchTokens('"kalnų dviratis').text).toBe('"kalnų dviratis"');
  });

  it('keeps signs inside a word that PostgreSQL reads as one token', () => {
    expect(searchTokens("wi-fi 2,5 1.5 a/b o'neil vardas@example.com").words).toEqual([
      'wi-fi',
      '2,5',
      '1.5',
      'a/b',
      "o'neil",
      'vardas@example.com',
    ]);
  });

  it('reads the hostile search strings as at most one word, never as a run of operators', () => {
    expect(searchTokens('-'.repeat(33)).text).toBe('');
    expect(searchTokens('- '.repeat(40)).text).toBe('');
    expect(searchTokens(`${'-'.repeat(33)}dviratis${'-'.repeat(33)}`).text).toBe('-dviratis');
    expect(searchTokens('or or or or').text).toBe('');
    expect(searchTokens('or a or or b or').text).toBe('a or b');
    expect(searchTokens('(or) a').text).toBe('a');
  });

  it('composes a letter and its combining mark (NFC) and drops a pile of marks', () => {
    expect(searchTokens('s\u030Caldytuvas').words).toEqual(['šaldytuvas']);
    const zalgo = searchTokens(`a${'\u0301'.repeat(30)}b`).words[0] ?? '';
    expect([...zalgo].length).toBeLessThanOrEqual(4);
  });

  it('bounds the words: at most MAX_SEARCH_WORDS, each at most MAX_WORD_LENGTH characters', () => {
    expect(searchTokens('žodis '.repeat(100)).words).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchTokens('"a b c d e f g h i j k l m n o p q r s t"').words).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchTokens('ž'.repeat(1000)).words).toEqual(['ž'.repeat(MAX_WORD_LENGTH)]);
    expect(searchTokens('😀'.repeat(200)).text).toBe('');
  });

  it('writes back only words, spaces, quotes around phrases, one "-" before a term and "or" between terms', () => {
    // The language websearch_to_tsquery cannot fail on: at most one operator before each operand.
    const written = /^(?:-?(?:[\p{L}\p{N}\p{M}][^\s"]*|"[^"]+")(?: or)?(?: |$))*$/u;
    for (const text of HOSTILE_SEARCH_TEXT) {
      const tokens = searchTokens(text);
      expect(tokens.text, JSON.stringify(text)).toMatch(written);
      expect(tokens.text).not.toMatch(/--|\bor or\b|^or |[|!&:*()<>]/);
      expect(tokens.words.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
      for (const word of tokens.words) expect([...word].length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    }
  });

  it("gives a moderator's vocabulary word as its words alone", () => {
    expect(plainSearchText(' Dviratis -  "kalnų" ')).toBe('dviratis kalnų');
    expect(plainSearchText('-'.repeat(60))).toBe('');
  });
});
