import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { searchVocabulary } from '../../../db/schema/index.ts';
import { vocabularyPairs } from './lt.ts';

/**
 * Loads the repository's vocabulary (lt.ts) at each start: new pairs are added, seeded pairs no longer in the
 * file are removed, rows staff added are left alone (a staff row with the same pair stays theirs), and so are
 * tombstones (origin 'removed': a pair staff deleted stays deleted, DECISIONS #86). Idempotent.
 */
export async function seedVocabulary(db: Database): Promise<void> {
  const pairs = vocabularyPairs();
  await db
    .insert(searchVocabulary)
    .values(pairs.map((pair) => ({ ...pair, origin: 'seed' as const })))
    .onConflictDoNothing({ target: [searchVocabulary.term, searchVocabulary.meaning] });
  const keys = pairs.map((pair) => `${pair.term}\n${pair.meaning}`);
  await db
    .delete(searchVocabulary)
    .where(
      and(
        eq(searchVocabulary.origin, 'seed'),
        notInArray(sql`${searchVocabulary.term} || E'\\n' || ${searchVocabulary.meaning}`, keys),
      ),
    );
}
