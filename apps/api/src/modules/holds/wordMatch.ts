/**
 * How the moderators' word list matches an ad's text (DECISIONS #137). Both sides are folded the
 * same way: lower case, diacritics removed (ą→a, š→s…), anything but letters and digits is a space. Then an
 * entry of one or more words matches a run of as many consecutive words of the text where each text word
 * begins with the entry's word and is at most MAX_ENDING letters longer: Lithuanian changes a word's ending
 * ('ginklas', 'ginklai', 'ginklų', 'ginklus'), so a moderator writes the stem ('ginkl') or any form, and a
 * longer word built on it ('ginklavimas', 'ginklanešys') is not caught. Matching is on whole words only: an
 * entry never matches inside a word ('kokainas' does not catch 'kok').
 */
export const MAX_ENDING = 4;

/** The folded form: what is stored as banned_words.normalized and what the text is compared in. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordsOf = (folded: string) => (folded === '' ? [] : folded.split(' '));

const wordMatches = (textWord: string, entryWord: string) =>
  textWord.startsWith(entryWord) && textWord.length - entryWord.length <= MAX_ENDING;

/** The first entry (its folded form) found in `text`, or null. */
export function findListedWord(text: string, foldedEntries: readonly string[]): string | null {
  const words = wordsOf(foldText(text));
  for (const entry of foldedEntries) {
    const parts = wordsOf(entry);
    if (parts.length === 0) continue;
    for (let start = 0; start + parts.length <= words.length; start++) {
      if (parts.every((part, offset) => wordMatches(words[start + offset] ?? '', part))) return entry;
    }
  }
  return null;
}
