// tsquery text as PostgreSQL writes it (`q::text`): lexemes quoted ('' inside), operators !, <->, <N>, &, |
// by precedence, groups in parentheses.

/**
 * The same query with each repeated alternative of an OR said once, at every level: `'a' | 'a' | ( 'b' | 'b' )
 * & 'c'` → `'a' | ( 'b' ) & 'c'`. The vocabulary's expansion (lt_expand) repeats a word once per entry that
 * leads to it ('dviračiai' gave 'dvirat' 70 times, 300 alternatives in all), and PostgreSQL tests every
 * alternative of a row that does not match: most of a common word's search went on that. `|` binds loosest,
 * so the parts between two `|` of one level are whole alternatives and a repeat changes no match; ts_rank
 * counts each distinct lexeme once anyway. Text it cannot read (unbalanced) is returned as it is.
 */
export function withoutRepeatedAlternatives(query: string): string {
  try {
    return alternativesOnce(query);
  } catch {
    return query;
  }
}

function alternativesOnce(text: string): string {
  const parts: string[] = [];
  let part = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "'") {
      const end = quotedEnd(text, index);
      part += text.slice(index, end);
      index = end;
    } else if (char === '(') {
      const end = groupEnd(text, index);
      part += `( ${alternativesOnce(text.slice(index + 1, end).trim())} )`;
      index = end + 1;
    } else if (char === '|') {
      parts.push(part.trim());
      part = '';
      index++;
    } else {
      part += char;
      index++;
    }
  }
  parts.push(part.trim());
  return [...new Set(parts)].join(' | ');
}

/** The index just past the lexeme quoted at `start` ('' is a quote inside it). */
function quotedEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === "'") {
      if (text[index + 1] !== "'") return index + 1;
      index += 2;
    } else index++;
  }
  throw new Error('unterminated lexeme');
}

/** The index of the ')' closing the group opened at `start`. */
function groupEnd(text: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === "'") {
      index = quotedEnd(text, index);
      continue;
    }
    if (char === '(') depth++;
    if (char === ')' && --depth === 0) return index;
    index++;
  }
  throw new Error('unbalanced group');
}
