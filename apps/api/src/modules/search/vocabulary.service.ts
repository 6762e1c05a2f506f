import {
  type AddVocabularyRequest,
  normaliseSearchQuery,
  type VocabularyEntry,
  vocabularyMessages,
} from '@skelbimai/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pgErrors.ts';
import { type SearchVocabularyRow, searchVocabulary, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from '../audit/audit.service.ts';

// The search vocabulary on the dashboard (issue 15, DECISIONS #75): list, add, delete. A change is read by the
// next search (lt_expand reads the table each time), so nothing is cached and nothing restarts.

const fieldError = (property: 'term' | 'meaning', message: string) =>
  AppError.badRequest(message, [{ property, errors: [message] }]);

const toEntry = (row: SearchVocabularyRow): VocabularyEntry => ({
  id: row.id,
  term: row.term,
  meaning: row.meaning,
  origin: row.origin,
  createdAt: row.createdAt.toISOString(),
});

/** One page (20) of the entries, the newest first; only those of one searched word when `term` is given. */
export async function listVocabulary(
  db: Database,
  page: number,
  pageSize: number,
  term?: string,
): Promise<{ entries: VocabularyEntry[]; totalCount: number }> {
  const where = term ? eq(searchVocabulary.term, normaliseSearchQuery(term)) : undefined;
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
 * row. Both are kept trimmed, lower-case and single-spaced, as the misses list shows them.
 */
export async function addVocabulary(
  db: Database,
  actor: UserRow,
  request: AddVocabularyRequest,
): Promise<VocabularyEntry> {
  const term = normaliseSearchQuery(request.term);
  const meaning = normaliseSearchQuery(request.meaning);
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
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(searchVocabulary).values({ term, meaning, origin: 'staff' }).returning();
      if (!row) throw new Error('search_vocabulary insert returned no row');
      await writeAudit(tx, actor, {
        action: 'vocabulary.add',
        targetType: 'vocabulary',
        targetId: row.id,
        after: { term, meaning },
      });
      return toEntry(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw AppError.conflict(vocabularyMessages.duplicate, [
        { property: 'meaning', errors: [vocabularyMessages.duplicate] },
      ]);
    }
    throw error;
  }
}

/** Deletes one entry (404 when there is none), with its audit row. A seeded entry returns at the next start. */
export async function deleteVocabulary(db: Database, actor: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchVocabulary).where(eq(searchVocabulary.id, id)).returning();
    if (!row) throw AppError.notFound();
    await writeAudit(tx, actor, {
      action: 'vocabulary.delete',
      targetType: 'vocabulary',
      targetId: row.id,
      before: { term: row.term, meaning: row.meaning, origin: row.origin },
    });
  });
}
