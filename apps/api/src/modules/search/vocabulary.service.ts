import {
  type AddVocabularyRequest,
  normaliseSearchQuery,
  type VocabularyEntry,
  vocabularyMessages,
} from '@skelbimai/contract';
import { and, count, desc, eq, like, ne, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pgErrors.ts';
import { type SearchVocabularyRow, searchVocabulary, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetShared } from '../../http/sharedCache.ts';
import { writeAudit } from '../audit/index.ts';
import { plainSearchText } from './searchTokens.ts';
import { vocabularyPairs } from './vocabulary/lt.ts';

// The search vocabulary on the dashboard (PRODUCT.md §20, DECISIONS #75, #86): list, add, delete. A change is read by
// the next search (lt_expand reads the table each time), so nothing is cached and nothing restarts. A deleted
// pair the seed would bring back stays as a tombstone (origin 'removed'), which nothing but the seed reads.

const fieldError = (property: 'term' | 'meaning', message: string) =>
  AppError.badRequest(message, [{ property, errors: [message] }]);

const toEntry = (row: SearchVocabularyRow): VocabularyEntry => {
  if (row.origin === 'removed') throw new Error(`search_vocabulary ${row.id} is a tombstone, not an entry`);
  return {
    id: row.id,
    term: row.term,
    meaning: row.meaning,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The pair is there already, live (a unique (term, meaning); a tombstone is taken over instead). */
const duplicate = () =>
  AppError.conflict(vocabularyMessages.duplicate, [{ property: 'meaning', errors: [vocabularyMessages.duplicate] }]);

const live = ne(searchVocabulary.origin, 'removed');

/** LIKE's own signs taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (sign) => `\\${sign}`);

let seedKeys: Set<string> | undefined;
/** Whether the repository's file (lt.ts) has this pair, so the seed would insert it again at the next start. */
function isSeededPair(term: string, meaning: string): boolean {
  seedKeys ??= new Set(vocabularyPairs().map((pair) => `${pair.term}\n${pair.meaning}`));
  return seedKeys.has(`${term}\n${meaning}`);
}

/**
 * One page (20) of the live entries, the newest first; with `term`, only those whose searched word starts with
 * it (as the misses list writes words: lower-case, single-spaced), so 'dvi' finds 'dviratis' and 'dviračiai'.
 */
export async function listVocabulary(
  db: Database,
  page: number,
  pageSize: number,
  term?: string,
): Promise<{ entries: VocabularyEntry[]; totalCount: number }> {
  const typed = term ? normaliseSearchQuery(term) : '';
  const where = typed ? and(live, like(searchVocabulary.term, `${escapeLike(typed)}%`)) : live;
  const rows = await db
    .select()
    .from(searchVocabulary)
    .where(where)
    .orderBy(desc(searchVocabulary.createdAt), desc(searchVocabulary.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(searchVocabulary).where(where);
  return { entries: rows.map(toEntry), totalCount: Number(total?.value ?? 0) };
}

/**
 * Adds "a search for `term` also finds `meaning`" (one-way, as a missed search needs), written with its audit
 * row. Both are kept as their words (lower-case, single-spaced, as the misses list shows them; signs between
 * words dropped). A pair deleted earlier (a tombstone) becomes a live staff row again, dated now; a live pair
 * is a 409.
 */
export async function addVocabulary(
  db: Database,
  actor: UserRow,
  request: AddVocabularyRequest,
): Promise<VocabularyEntry> {
  // Written as the search reads typed words (searchTokens): the generated `target` column hands the term to
  // websearch_to_tsquery, which fails on some text ('-' 33 times), and a stored term of anything but words
  // could never be found in a search's words anyway.
  const term = plainSearchText(request.term);
  const meaning = plainSearchText(request.meaning);
  if (term === '') throw fieldError('term', vocabularyMessages.noWord);
  if (meaning === '') throw fieldError('meaning', vocabularyMessages.noWord);
  // As the search reads them: a stop word or a string of signs has no lexeme and could never match.
  const [read] = await queryRows<{ term_words: number; meaning_words: number; same: boolean }>(
    db,
    sql`select numnode(websearch_to_tsquery('public.lt', ${term})) as term_words,
          numnode(phraseto_tsquery('public.lt', ${meaning})) as meaning_words,
          websearch_to_tsquery('public.lt', ${term}) = websearch_to_tsquery('public.lt', ${meaning}) as same`,
  );
  if (!read || Number(read.term_words) === 0) throw fieldError('term', vocabularyMessages.noWord);
  if (Number(read.meaning_words) === 0) throw fieldError('meaning', vocabularyMessages.noWord);
  if (read.same) throw fieldError('meaning', vocabularyMessages.sameWord);
  try {
    const entry = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(searchVocabulary)
        .values({ term, meaning, origin: 'staff' })
        .onConflictDoUpdate({
          target: [searchVocabulary.term, searchVocabulary.meaning],
          set: { origin: 'staff', createdAt: sql`now()` },
          setWhere: eq(searchVocabulary.origin, 'removed'),
        })
        .returning();
      if (!row) throw duplicate();
      await writeAudit(tx, actor, {
        action: 'vocabulary.add',
        targetType: 'vocabulary',
        targetId: row.id,
        after: { term, meaning },
      });
      return toEntry(row);
    });
    // Searches read the vocabulary: the guests' kept lists and pages found with the old one go.
    forgetShared(db, 'guestLists');
    return entry;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}

/**
 * Deletes one entry (404 when there is none, a tombstone included), with its audit row. A pair the seed would
 * bring back (a seeded row, or a staff row of a pair the file has) becomes a tombstone; any other goes.
 */
export async function deleteVocabulary(db: Database, actor: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(searchVocabulary)
      .where(and(eq(searchVocabulary.id, id), live))
      .for('update');
    if (!found) throw AppError.notFound(vocabularyMessages.notFound);
    if (found.origin === 'seed' || isSeededPair(found.term, found.meaning)) {
      await tx.update(searchVocabulary).set({ origin: 'removed' }).where(eq(searchVocabulary.id, id));
    } else {
      await tx.delete(searchVocabulary).where(eq(searchVocabulary.id, id));
    }
    await writeAudit(tx, actor, {
      action: 'vocabulary.delete',
      targetType: 'vocabulary',
      targetId: found.id,
      before: { term: found.term, meaning: found.meaning, origin: found.origin },
    });
  });
  forgetShared(db, 'guestLists');
}
