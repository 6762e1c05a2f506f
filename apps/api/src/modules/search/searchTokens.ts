// Typed search text as words: no text a person types reaches PostgreSQL's query parsers as typed.
// websearch_to_tsquery fails on some text ("tsquery stack too small" after 32 operators in a row, e.g. 33 '-'),
// so the search reads the keyword here into a bounded list of words and the operators it supports — a quoted
// phrase, a '-' exclusion, 'or' between terms — and writes them back as `text`, the only text the database
// parses: words of letters and digits, one operator at most before each term, a bounded number of terms.

/** Words read from one keyword at most; the rest are left out (the contract allows 200 characters). */
export const MAX_SEARCH_WORDS = 16;
/**
 * A word's characters at most: longer ones are cut (no ad's text holds a word that long, so a cut word finds
 * what the whole one would, nothing; and a long word no longer bloats the query).
 */
export const MAX_WORD_LENGTH = 50;
/** Combining marks kept after one letter (after NFC, Lithuanian letters have none; 'zalgo' text has dozens). */
const MAX_MARKS_PER_LETTER = 2;
const EXTRA_MARKS = new RegExp(`(\\p{M}{1,${MAX_MARKS_PER_LETTER}})\\p{M}+`, 'gu');

/** One term of the query: a word, or a quoted phrase of several words, possibly excluded ('-'). */
export interface SearchTerm {
  words: string[];
  excluded: boolean;
}

export interface SearchTokens {
  /** The terms, in the order typed, and `or` between two of them. */
  parts: (SearchTerm | 'or')[];
  /** Every word of every term, in order. */
  words: string[];
  /**
   * The words of a keyword of plain words only (no phrase, exclusion or 'or'), which can be searched word by
   * word (category names, near words); null otherwise.
   */
  plainWords: string[] | null;
  /** A quoted phrase or an excluded word: the person asks for these words exactly (no typo matches). */
  exact: boolean;
  /** The words that are not excluded, space-separated: what typo (trigram) matching compares. */
  wantedText: string;
  /** The query in websearch_to_tsquery's syntax, written from the words: '' when there is no word. */
  text: string;
}

/**
 * A word: letters or digits (their combining marks kept), joined inside by single signs that belong in words
 * ('wi-fi', '2,5', 'a/b', "o'neil", e-mail addresses), as PostgreSQL's parser reads such a token as a whole.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:[-.,/'’_@][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;
const OR = 'or';

/** Reads typed text into terms; never throws, for any string. */
export function searchTokens(typed: string): SearchTokens {
  const parts: (SearchTerm | 'or')[] = [];
  let wordCount = 0;
  const take = (found: string[]): string[] => {
    const room = Math.max(0, MAX_SEARCH_WORDS - wordCount);
    const kept = found.slice(0, room);
    wordCount += kept.length;
    return kept;
  };
  // Outside quotes, whitespace separates chunks; a chunk is 'or', or a term's words with a leading '-'.
  // Inside quotes (to the next '"' or the end, as websearch_to_tsquery reads an unclosed one) is a phrase.
  const text = clean(typed);
  let position = 0;
  while (position < text.length && wordCount < MAX_SEARCH_WORDS) {
    const quote = text.indexOf('"', position);
    const outsideEnd = quote === -1 ? text.length : quote;
    const outside = text.slice(position, outsideEnd);
    for (const chunk of outside.split(/\s+/).filter(Boolean)) {
      if (chunk.toLowerCase() === OR) {
        parts.push(OR);
        continue;
      }
      const excluded = chunk.startsWith('-');
      take(wordsOf(chunk)).forEach((word, index) => {
        // Only a chunk's first word is excluded: '-kaina/derinama' leaves out 'kaina', as typed before it.
        parts.push({ words: [word], excluded: excluded && index === 0 });
      });
    }
    if (quote === -1) break;
    const close = text.indexOf('"', quote + 1);
    const phraseEnd = close === -1 ? text.length : close;
    // '-"a b"' (a '-' right before the quote) excludes the phrase.
    const excluded = /(^|\s)-+$/.test(outside);
    const words = take(wordsOf(text.slice(quote + 1, phraseEnd)));
    if (words.length > 0) parts.push({ words, excluded });
    position = phraseEnd + 1;
  }
  return describe(tidy(parts));
}

/** NFC (a letter and its mark typed apart become one letter), control characters as spaces. */
function clean(typed: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return typed.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

/** The words of some text, lower-case, each cut to MAX_WORD_LENGTH, with at most a few marks per letter. */
function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].flatMap((match) => {
    const word = cut(match[0].replace(EXTRA_MARKS, '$1').toLowerCase());
    // A lone 'or' that was no operator (in '(or)') is dropped: written back, it would be one.
    return word === '' || word === OR ? [] : [word];
  });
}

/** At most MAX_WORD_LENGTH characters (code points), never ending in a joining sign. */
function cut(word: string): string {
  const characters = [...word];
  if (characters.length <= MAX_WORD_LENGTH) return word;
  return characters
    .slice(0, MAX_WORD_LENGTH)
    .join('')
    .replace(/[-.,/'’_@]+$/u, '');
}

/** 'or' only between two terms: leading, trailing and repeated ones mean nothing (websearch reads them as words). */
function tidy(parts: (SearchTerm | 'or')[]): (SearchTerm | 'or')[] {
  const tidied: (SearchTerm | 'or')[] = [];
  for (const part of parts) {
    if (part === OR && (tidied.length === 0 || tidied.at(-1) === OR)) continue;
    tidied.push(part);
  }
  if (tidied.at(-1) === OR) tidied.pop();
  return tidied;
}

function describe(parts: (SearchTerm | 'or')[]): SearchTokens {
  const terms = parts.filter((part): part is SearchTerm => part !== OR);
  const words = terms.flatMap((term) => term.words);
  const plain = parts.every((part) => part !== OR && part.words.length === 1 && !part.excluded);
  return {
    parts,
    words,
    plainWords: plain && words.length > 0 ? words : null,
    exact: terms.some((term) => term.excluded || term.words.length > 1),
    wantedText: terms
      .filter((term) => !term.excluded)
      .flatMap((term) => term.words)
      .join(' '),
    text: searchText(parts),
  };
}

/** Terms and 'or's written in websearch_to_tsquery's syntax (what `text` is). */
export function searchText(parts: (SearchTerm | 'or')[]): string {
  return parts.map(termText).join(' ');
}

function termText(part: SearchTerm | 'or'): string {
  if (part === OR) return OR;
  const words = part.words.length > 1 ? `"${part.words.join(' ')}"` : (part.words[0] ?? '');
  return part.excluded ? `-${words}` : words;
}

/** A moderator's vocabulary word(s) as the search reads typed words: the words, space-separated; '' if none. */
export function plainSearchText(typed: string): string {
  return searchTokens(typed).words.join(' ');
}
