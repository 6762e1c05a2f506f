import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { publiclyVisible } from '../post-visibility/index.ts';
import { searchText, searchTokens } from './searchTokens.ts';

// "Ar turėjote omenyje …?" (PRODUCT.md §20): the closest words of the visible ads' titles to a query's words.
// No vocabulary table (DECISIONS #55): for each query word the trigram GIN index on lt_unaccent(title) picks
// a bounded set of titles near it, and their words are compared by trigram similarity there and then.

/** A search that found at most this many ads is offered a correction ("nothing or very little"). */
export const SUGGEST_BELOW_OR_AT = 3;
/** Word similarity from which a title is a candidate, and similarity from which its word is offered. */
const CANDIDATE_THRESHOLD = 0.3;
const WORD_THRESHOLD = 0.3;
/** Titles read per query word, and query words looked at: bounds the work of one request. */
const CANDIDATE_TITLES = 200;
const MAX_WORDS = 5;

type Closest = {
  word: string;
  score: number;
  /** The title word is a form of the query word (same Lithuanian stem): the query word is known. */
  same: boolean;
};

/** The closest title word to `word`, a form of it first; null when no title is near it. */
async function closestWord(db: Database, word: string): Promise<Closest | null> {
  const [row] = await queryRows<Closest>(
    db,
    sql`select w.word, similarity(lt_unaccent(w.word), lt_unaccent(${word}))::float8 as score,
          lt_tsvector(w.word) @@ plainto_tsquery('lt', ${word}) as same
        from (
          select distinct (unnest(to_tsvector('simple', t.title))).lexeme as word
          from (
            select ${posts.title} as title from ${posts}
            left join ${users} on ${users.id} = ${posts.creatorId}
            where ${publiclyVisible} and lt_unaccent(${word}) <% lt_unaccent(${posts.title})
            limit ${CANDIDATE_TITLES}
          ) t
        ) w
        where length(w.word) >= 3 and w.word !~ '[0-9]'
        order by same desc, score desc, w.word
        limit 1`,
  );
  return row ? { word: row.word, score: Number(row.score), same: row.same } : null;
}

/**
 * The query with each unknown word replaced by the closest word of the visible ads' titles, or null when
 * no word changes (every word is known, or nothing is close enough). The words are searchTokens':
 * the typed text never reaches plainto_tsquery, and a phrase, exclusion or 'or' stays as it was typed.
 */
export async function suggestCorrection(db: Database, keyword: string): Promise<string | null> {
  const { parts, words } = searchTokens(keyword);
  if (words.length === 0) return null;
  return db.transaction(async (tx) => {
    // Only for this transaction: `<%` picks titles with a word at least this similar (the GIN index serves it).
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_THRESHOLD)}, true)`);
    let changed = false;
    let lookedAt = 0;
    const correct = async (word: string): Promise<string> => {
      if (lookedAt >= MAX_WORDS) return word;
      lookedAt++;
      const closest = word.length >= 3 ? await closestWord(tx, word) : null;
      // Lower-cased here: the 'simple' configuration leaves non-ASCII capitals as they are under the C locale.
      const offered = closest?.word.toLowerCase();
      if (closest && offered && !closest.same && closest.score >= WORD_THRESHOLD && offered !== word) {
        changed = true;
        return offered;
      }
      return word;
    };
    const corrected: typeof parts = [];
    for (const part of parts) {
      if (part === 'or') corrected.push(part);
      else {
        const fixed: string[] = [];
        for (const word of part.words) fixed.push(await correct(word));
        corrected.push({ ...part, words: fixed });
      }
    }
    return changed ? searchText(corrected) : null;
  });
}
